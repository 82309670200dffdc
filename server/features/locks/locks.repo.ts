// Course edit locks: granted and released in immediate transactions, so under any concurrency
// exactly one editor holds a course or a part (RELIABILITY.md 21).
import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseLocks, users } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent, type StoredEvent } from '../../events/eventLog.repo';

export type LockRow = typeof courseLocks.$inferSelect & { HolderName: string };
export type ReleaseReason = 'released' | 'idle' | 'disconnected';

const withHolder = {
  lock: courseLocks,
  FirstName: users.FirstName,
  LastName: users.LastName,
};

/** Locks with their holder's name, from the database or inside a transaction. */
function locksWithHolder(source: Pick<Db, 'select'>) {
  return source.select(withHolder).from(courseLocks).innerJoin(users, eq(users.Id, courseLocks.HolderUserId));
}

function named(row: { lock: typeof courseLocks.$inferSelect; FirstName: string; LastName: string }): LockRow {
  return { ...row.lock, HolderName: `${row.FirstName} ${row.LastName}`.trim() };
}

export function createLocksRepo(db: Db) {
  return {
    /**
     * Grants a lock unless someone else holds the same target, the whole course (for a part), or
     * any part (for the whole course). Answers the lock, or the conflicting one.
     */
    grant(
      target: { courseId: number; partId: number; userId: number; now: string },
      eventsFor: (lock: LockRow) => NewEvent[],
    ): { granted: true; lock: LockRow; events: StoredEvent[] } | { granted: false; holder: LockRow } {
      return writeTx(db, (tx) => {
        const { courseId, partId, userId, now } = target;
        const clash = locksWithHolder(tx)
          .where(
            and(
              eq(courseLocks.CourseId, courseId),
              ne(courseLocks.HolderUserId, userId),
              partId === 0
                ? undefined
                : or(eq(courseLocks.CoursePartId, partId), eq(courseLocks.CoursePartId, 0)),
            ),
          )
          .get();
        if (clash) return { granted: false as const, holder: named(clash) };
        const existing = tx
          .update(courseLocks)
          .set({ LastActivityAt: now, HolderOfflineSince: null })
          .where(
            and(
              eq(courseLocks.CourseId, courseId),
              eq(courseLocks.CoursePartId, partId),
              eq(courseLocks.HolderUserId, userId),
            ),
          )
          .returning()
          .get();
        if (!existing) {
          tx.insert(courseLocks)
            .values({
              CourseId: courseId,
              CoursePartId: partId,
              HolderUserId: userId,
              GrantedAt: now,
              LastActivityAt: now,
            })
            .run();
        }
        const row = locksWithHolder(tx)
          .where(and(eq(courseLocks.CourseId, courseId), eq(courseLocks.CoursePartId, partId)))
          .get()!;
        const lock = named(row);
        return {
          granted: true as const,
          lock,
          events: existing ? [] : appendEvents(tx, eventsFor(lock), now),
        };
      });
    },

    /** Releases the given locks (those still there) with their events, in one transaction. */
    release(locks: LockRow[], now: string, eventsFor: (lock: LockRow) => NewEvent[]): StoredEvent[] {
      return writeTx(db, (tx) =>
        locks.flatMap((lock) => {
          const gone = tx
            .delete(courseLocks)
            .where(
              and(
                eq(courseLocks.CourseId, lock.CourseId),
                eq(courseLocks.CoursePartId, lock.CoursePartId),
                eq(courseLocks.HolderUserId, lock.HolderUserId),
              ),
            )
            .run();
          return gone.changes === 1 ? appendEvents(tx, eventsFor(lock), now) : [];
        }),
      );
    },

    find(courseId: number, partId: number, userId: number): LockRow | undefined {
      const row = locksWithHolder(db)
        .where(
          and(
            eq(courseLocks.CourseId, courseId),
            eq(courseLocks.CoursePartId, partId),
            eq(courseLocks.HolderUserId, userId),
          ),
        )
        .get();
      return row ? named(row) : undefined;
    },

    locksOf(courseId: number): LockRow[] {
      return locksWithHolder(db)
        .where(eq(courseLocks.CourseId, courseId))
        .orderBy(courseLocks.CoursePartId)
        .all()
        .map(named);
    },

    all(): LockRow[] {
      return locksWithHolder(db).all().map(named);
    },

    /** Extends the user's lock on the course or the part; false when they hold neither. */
    touch(userId: number, courseId: number, partId: number, now: string): boolean {
      return (
        db
          .update(courseLocks)
          .set({ LastActivityAt: now })
          .where(
            and(
              eq(courseLocks.HolderUserId, userId),
              eq(courseLocks.CourseId, courseId),
              or(eq(courseLocks.CoursePartId, partId), eq(courseLocks.CoursePartId, 0)),
            ),
          )
          .run().changes > 0
      );
    },

    setHolderOffline(userId: number, since: string | null): void {
      db.update(courseLocks)
        .set({ HolderOfflineSince: since })
        .where(eq(courseLocks.HolderUserId, userId))
        .run();
    },

    /** Locks idle since before `idleBefore`, or whose holder has been offline since before `offlineBefore`. */
    expired(idleBefore: string, offlineBefore: string): { lock: LockRow; reason: ReleaseReason }[] {
      return locksWithHolder(db)
        .where(
          or(
            lt(courseLocks.LastActivityAt, idleBefore),
            and(isNotNull(courseLocks.HolderOfflineSince), lt(courseLocks.HolderOfflineSince, offlineBefore)),
          ),
        )
        .all()
        .map((row) => {
          const lock = named(row);
          return {
            lock,
            reason: lock.LastActivityAt < idleBefore ? ('idle' as const) : ('disconnected' as const),
          };
        });
    },
  };
}

export type LocksRepo = ReturnType<typeof createLocksRepo>;
