// Coaching slots and their bookings: the SQL. Write methods take the unit of work's transaction.
// The booking race is decided by one statement: claim() sets a slot's BookingId only where it is
// still null, so of any number of bookers at once exactly one gets the row back.
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { coachingBookings, coachingSlots, users } from '../../db/tables';

export type SlotRecord = typeof coachingSlots.$inferSelect;
export type BookingRecord = typeof coachingBookings.$inferSelect;
export type NewBooking = Omit<typeof coachingBookings.$inferInsert, 'Id'>;

export interface SlotView {
  slot: SlotRecord;
  booking: BookingRecord | null;
  CoachName: string;
}

export interface Coach {
  Id: number;
  Email: string;
  Name: string;
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** Slots as the pages show them: with their booking and their coach's name. */
function createSlotReads(db: Db) {
  const view = (q: Db, where: SQL | undefined) =>
    q
      .select({
        slot: coachingSlots,
        booking: coachingBookings,
        first: users.FirstName,
        last: users.LastName,
      })
      .from(coachingSlots)
      .innerJoin(users, eq(users.Id, coachingSlots.CoachId))
      .leftJoin(coachingBookings, eq(coachingBookings.Id, coachingSlots.BookingId))
      .where(where);
  type Row = Awaited<ReturnType<ReturnType<typeof view>['execute']>>[number];
  const toView = (r: Row): SlotView => ({
    slot: r.slot,
    booking: r.booking,
    CoachName: nameOf(r.first, r.last),
  });

  return {
    /** A coach's slots (every coach's for null), upcoming soonest first or past latest first. */
    async slots(coachId: number | null, now: string, past: boolean): Promise<SlotView[]> {
      const when = past ? lte(coachingSlots.EndsAt, now) : gt(coachingSlots.EndsAt, now);
      const where = coachId === null ? when : and(when, eq(coachingSlots.CoachId, coachId));
      const rows = await view(db, where)
        .orderBy(past ? desc(coachingSlots.StartsAt) : asc(coachingSlots.StartsAt))
        .limit(500);
      return rows.map(toView);
    },

    async slot(id: number, q: Db = db): Promise<SlotView | undefined> {
      const row = first(await view(q, eq(coachingSlots.Id, id)));
      return row ? toView(row) : undefined;
    },

    /** Free slots that have not started, soonest first. */
    async openSlots(now: string): Promise<SlotView[]> {
      const rows = await view(db, and(isNull(coachingSlots.BookingId), gt(coachingSlots.StartsAt, now)))
        .orderBy(asc(coachingSlots.StartsAt))
        .limit(500);
      return rows.map(toView);
    },
  };
}

/** Slots written by their coach or the head: added, moved and removed while nobody has booked. */
function createSlotWrites() {
  return {
    /** Whether the coach has another slot sharing any minute of [startsAt, endsAt). */
    async overlaps(tx: Tx, coachId: number, startsAt: string, endsAt: string, except: number | null) {
      const parts = [
        eq(coachingSlots.CoachId, coachId),
        lt(coachingSlots.StartsAt, endsAt),
        gt(coachingSlots.EndsAt, startsAt),
      ];
      if (except !== null) parts.push(ne(coachingSlots.Id, except));
      const rows = await tx
        .select({ Id: coachingSlots.Id })
        .from(coachingSlots)
        .where(and(...parts))
        .limit(1);
      return rows.length > 0;
    },

    async insertSlot(tx: Tx, values: Omit<typeof coachingSlots.$inferInsert, 'Id'>): Promise<SlotRecord> {
      const [row] = await tx.insert(coachingSlots).values(values).returning();
      if (!row) throw new Error('slot not stored');
      return row;
    },

    /** Moves a slot nobody has booked; undefined when it is booked (or gone). */
    async moveSlot(
      tx: Tx,
      id: number,
      values: { StartsAt: string; EndsAt: string; TimeZone: string; Note: string; CoachId: number },
    ): Promise<SlotRecord | undefined> {
      return first(
        await tx
          .update(coachingSlots)
          .set(values)
          .where(and(eq(coachingSlots.Id, id), isNull(coachingSlots.BookingId)))
          .returning(),
      );
    },

    /** Removes a slot nobody has booked; false when it is booked (or gone). */
    async removeSlot(tx: Tx, id: number): Promise<boolean> {
      const gone = await tx
        .delete(coachingSlots)
        .where(and(eq(coachingSlots.Id, id), isNull(coachingSlots.BookingId)))
        .returning({ Id: coachingSlots.Id });
      return gone.length > 0;
    },

    /**
     * Gives a free, future slot to a booking. One statement decides: on PostgreSQL a second writer
     * waits for the first's row lock and then finds BookingId set; on SQLite writers take turns.
     */
    async claim(tx: Tx, slotId: number, bookingId: number, now: string): Promise<SlotRecord | undefined> {
      return first(
        await tx
          .update(coachingSlots)
          .set({ BookingId: bookingId })
          .where(
            and(
              eq(coachingSlots.Id, slotId),
              isNull(coachingSlots.BookingId),
              gt(coachingSlots.StartsAt, now),
            ),
          )
          .returning(),
      );
    },

    /** Frees the slot this booking holds (nothing when the slot is gone or held by another). */
    async release(tx: Tx, slotId: number, bookingId: number): Promise<void> {
      await tx
        .update(coachingSlots)
        .set({ BookingId: null })
        .where(and(eq(coachingSlots.Id, slotId), eq(coachingSlots.BookingId, bookingId)));
    },
  };
}

/** Bookings: written when a slot is claimed, read by id or by the booker's link. */
function createBookings(db: Db) {
  return {
    async insertBooking(tx: Tx, values: NewBooking): Promise<BookingRecord> {
      const [row] = await tx.insert(coachingBookings).values(values).returning();
      if (!row) throw new Error('booking not stored');
      return row;
    },

    async setBookingTask(tx: Tx, bookingId: number, taskId: number): Promise<void> {
      await tx.update(coachingBookings).set({ TaskId: taskId }).where(eq(coachingBookings.Id, bookingId));
    },

    /** Marks a booking cancelled once; undefined when it already was (a second cancel does nothing). */
    async cancel(
      tx: Tx,
      bookingId: number,
      by: 'coach' | 'booker',
      now: string,
    ): Promise<BookingRecord | undefined> {
      return first(
        await tx
          .update(coachingBookings)
          .set({ CancelledAt: now, CancelledBy: by })
          .where(and(eq(coachingBookings.Id, bookingId), isNull(coachingBookings.CancelledAt)))
          .returning(),
      );
    },

    async booking(id: number, q: Db = db): Promise<BookingRecord | undefined> {
      return first(await q.select().from(coachingBookings).where(eq(coachingBookings.Id, id)));
    },

    async bookingByToken(tokenHash: string, q: Db = db): Promise<BookingRecord | undefined> {
      return first(await q.select().from(coachingBookings).where(eq(coachingBookings.TokenHash, tokenHash)));
    },
  };
}

/** The people a slot names: whether someone may coach, and the coach's address and name. */
function createCoaches(db: Db) {
  return {
    /** The person's type and privilegies, to tell whether they are staff who may coach. */
    async principal(id: number, q: Db = db): Promise<{ UserType: number; privilegies: number } | undefined> {
      return first(
        await q
          .select({ UserType: users.UserType, privilegies: users.privilegies })
          .from(users)
          .where(eq(users.Id, id)),
      );
    },

    async coach(id: number, q: Db = db): Promise<Coach | undefined> {
      const row = first(
        await q
          .select({ Id: users.Id, Email: users.Email, FirstName: users.FirstName, LastName: users.LastName })
          .from(users)
          .where(eq(users.Id, id)),
      );
      return row ? { Id: row.Id, Email: row.Email, Name: nameOf(row.FirstName, row.LastName) } : undefined;
    },
  };
}

export function createScheduleRepo(db: Db) {
  return { ...createSlotReads(db), ...createSlotWrites(), ...createBookings(db), ...createCoaches(db) };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;
