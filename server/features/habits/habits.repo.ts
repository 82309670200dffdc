// The habit feature's SQL: a learner's habit row, their active days, the reminders due, and the
// reminder mail a finished day withdraws. Write methods take the unit of work's transaction; the
// service takes the user's row lock first, so a learner's writes here take turns.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { companies, companyMembers, habitDays, mailOutbox, userHabits, users } from '../../db/tables';

export type HabitRecord = typeof userHabits.$inferSelect;
export type HabitChanges = Partial<Omit<HabitRecord, 'UserId' | 'UnsubscribeToken'>>;

async function find(db: Db, userId: number, q: Db = db): Promise<HabitRecord | undefined> {
  return first(await q.select().from(userHabits).where(eq(userHabits.UserId, userId)));
}

/** The learner's row, made with the defaults the first time it is needed. */
async function ensure(db: Db, tx: Tx, userId: number): Promise<HabitRecord> {
  await tx
    .insert(userHabits)
    .values({ UserId: userId, UnsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const row = await find(db, userId, tx);
  if (!row) throw new Error(`no habit row for user ${userId}`);
  return row;
}

async function update(_db: Db, tx: Tx, userId: number, changes: HabitChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.update(userHabits).set(changes).where(eq(userHabits.UserId, userId));
}

/**
 * The school's zone changed: today's XP of the learners on it (no zone of their own) counted
 * for `from`, today in the old zone, now counts for `to`, today in the new one.
 */
async function carrySchoolXpDay(_db: Db, tx: Tx, from: string, to: string): Promise<void> {
  await tx
    .update(userHabits)
    .set({ XpDay: to })
    .where(and(isNull(userHabits.TimeZone), eq(userHabits.XpDay, from)));
}

/** Counts an activity on a local day; answers whether it was the day's first. */
async function countDay(
  _db: Db,
  tx: Tx,
  row: {
    UserId: number;
    Day: string;
    FirstAt: string;
    Hour: number;
    Reminder: 'none' | 'cancelled' | 'sent';
  },
): Promise<boolean> {
  const made = await tx.insert(habitDays).values(row).onConflictDoNothing().returning({ Day: habitDays.Day });
  return made.length > 0;
}

/** The local hours of the learner's latest active days, newest first. */
async function recentHours(db: Db, userId: number, limit: number, q: Db = db): Promise<number[]> {
  const rows = await q
    .select({ Hour: habitDays.Hour })
    .from(habitDays)
    .where(eq(habitDays.UserId, userId))
    .orderBy(desc(habitDays.Day))
    .limit(limit);
  return rows.map((r) => r.Hour);
}

/** Learners whose planned reminder is due by `now`, oldest first. */
async function due(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ UserId: userHabits.UserId })
    .from(userHabits)
    .where(and(isNotNull(userHabits.NextReminderAt), lte(userHabits.NextReminderAt, now)))
    .orderBy(asc(userHabits.NextReminderAt))
    .limit(limit);
  return rows.map((r) => r.UserId);
}

/**
 * Withdraws a reminder mail still waiting to go: `cancelled` when this took it back, `sent` when
 * the outbox had already claimed it (or sent it), `none` when there was none.
 */
async function withdrawMail(_db: Db, tx: Tx, mailId: number | null): Promise<'none' | 'cancelled' | 'sent'> {
  if (mailId === null) return 'none';
  const taken = await tx
    .update(mailOutbox)
    .set({ Status: 'cancelled', NextAttemptAt: null })
    .where(and(eq(mailOutbox.Id, mailId), eq(mailOutbox.Status, 'pending'), eq(mailOutbox.Attempts, 0)))
    .returning({ Id: mailOutbox.Id });
  return taken.length > 0 ? 'cancelled' : 'sent';
}

/** Who a reminder goes to: the address, language and the school name they know (their company's). */
async function recipient(db: Db, userId: number, q: Db = db) {
  const person = first(
    await q
      .select({
        Email: users.Email,
        FirstName: users.FirstName,
        Language: users.Language,
        Locked: users.Locked,
      })
      .from(users)
      .where(eq(users.Id, userId)),
  );
  if (!person) return undefined;
  const company = first(
    await q
      .select({ Name: companies.Name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.Id, companyMembers.CompanyId))
      .where(eq(companyMembers.UserId, userId))
      .orderBy(asc(companies.Id))
      .limit(1),
  );
  return { ...person, CompanyName: company?.Name ?? null };
}

async function byUnsubscribeToken(db: Db, token: string, q: Db = db): Promise<HabitRecord | undefined> {
  return first(await q.select().from(userHabits).where(eq(userHabits.UnsubscribeToken, token)));
}

/** The streaks of several learners (a coach's list); those with no row have none. */
async function streaks(db: Db, userIds: readonly number[]): Promise<HabitRecord[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(userHabits)
    .where(inArray(userHabits.UserId, [...userIds]));
}

export function createHabitsRepo(db: Db) {
  const bound =
    <A extends unknown[], R>(fn: (db: Db, ...args: A) => R) =>
    (...args: A) =>
      fn(db, ...args);
  return {
    find: bound(find),
    ensure: bound(ensure),
    update: bound(update),
    carrySchoolXpDay: bound(carrySchoolXpDay),
    countDay: bound(countDay),
    recentHours: bound(recentHours),
    due: bound(due),
    withdrawMail: bound(withdrawMail),
    recipient: bound(recipient),
    byUnsubscribeToken: bound(byUnsubscribeToken),
    streaks: bound(streaks),
  };
}

export type HabitsRepo = ReturnType<typeof createHabitsRepo>;
