// Course edit locks: granted and released in immediate transactions, so under any concurrency
// exactly one editor holds a course or a part (docs/reliability.md 21).
import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { courseLocks, users } from '../../db/tables';

export type LockRow = typeof courseLocks.$inferSelect & { HolderName: string };
export type ReleaseReason = 'released' | 'idle' | 'disconnected';

/** Locks with their holder's name, from the database or inside a transaction. */
function locksWithHolder(source: Pick<Db, 'select'>) {
  return source
    .select({ lock: courseLocks, FirstName: users.FirstName, LastName: users.LastName })
    .from(courseLocks)
    .innerJoin(users, eq(users.Id, courseLocks.HolderUserId));
}

function named(row: { lock: typeof courseLocks.$inferSelect; FirstName: string; LastName: string }): LockRow {
  return { ...row.lock, HolderName: `${row.FirstName} ${row.LastName}`.trim() };
}

/**
 * Grants a lock unless someone else holds the same target, the whole course (for a part), or
 * any part (for the whole course). Answers the lock (new or extended), or the conflicting one.
 * The caller holds the course row's lock (w.lockRow), so grants for one course take turns.
 */
async function grant(
  _db: Db,
  tx: Tx,
  target: { courseId: number; partId: number; userId: number; now: string },
): Promise<{ granted: true; lock: LockRow; isNew: boolean } | { granted: false; holder: LockRow }> {
  const { courseId, partId, userId, now } = target;
  const clash = first(
    await locksWithHolder(tx).where(
      and(
        eq(courseLocks.CourseId, courseId),
        ne(courseLocks.HolderUserId, userId),
        partId === 0 ? undefined : or(eq(courseLocks.CoursePartId, partId), eq(courseLocks.CoursePartId, 0)),
      ),
    ),
  );
  if (clash) return { granted: false as const, holder: named(clash) };
  const existing = await tx
    .update(courseLocks)
    .set({ LastActivityAt: now, HolderOfflineSince: null })
    .where(
      and(
        eq(courseLocks.CourseId, courseId),
        eq(courseLocks.CoursePartId, partId),
        eq(courseLocks.HolderUserId, userId),
      ),
    )
    .returning();
  if (existing.length === 0) {
    await tx.insert(courseLocks).values({
      CourseId: courseId,
      CoursePartId: partId,
      HolderUserId: userId,
      GrantedAt: now,
      LastActivityAt: now,
    });
  }
  const row = first(
    await locksWithHolder(tx).where(
      and(eq(courseLocks.CourseId, courseId), eq(courseLocks.CoursePartId, partId)),
    ),
  );
  if (!row) throw new Error('lock not stored');
  return { granted: true as const, lock: named(row), isNew: existing.length === 0 };
}

/** Releases the given locks; answers those that were still there. */
async function release(_db: Db, tx: Tx, locks: LockRow[]): Promise<LockRow[]> {
  const released: LockRow[] = [];
  for (const lock of locks) {
    const gone = await tx
      .delete(courseLocks)
      .where(
        and(
          eq(courseLocks.CourseId, lock.CourseId),
          eq(courseLocks.CoursePartId, lock.CoursePartId),
          eq(courseLocks.HolderUserId, lock.HolderUserId),
        ),
      )
      .returning({ CourseId: courseLocks.CourseId });
    if (gone.length === 1) released.push(lock);
  }
  return released;
}

async function find(db: Db, courseId: number, partId: number, userId: number): Promise<LockRow | undefined> {
  const row = first(
    await locksWithHolder(db).where(
      and(
        eq(courseLocks.CourseId, courseId),
        eq(courseLocks.CoursePartId, partId),
        eq(courseLocks.HolderUserId, userId),
      ),
    ),
  );
  return row ? named(row) : undefined;
}

async function locksOf(db: Db, courseId: number): Promise<LockRow[]> {
  const rows = await locksWithHolder(db)
    .where(eq(courseLocks.CourseId, courseId))
    .orderBy(courseLocks.CoursePartId);
  return rows.map(named);
}

async function all(db: Db): Promise<LockRow[]> {
  return (await locksWithHolder(db)).map(named);
}

/** Extends the user's lock on the course or the part; false when they hold neither. */
async function touch(
  _db: Db,
  tx: Tx,
  userId: number,
  courseId: number,
  partId: number,
  now: string,
): Promise<boolean> {
  const touched = await tx
    .update(courseLocks)
    .set({ LastActivityAt: now })
    .where(
      and(
        eq(courseLocks.HolderUserId, userId),
        eq(courseLocks.CourseId, courseId),
        or(eq(courseLocks.CoursePartId, partId), eq(courseLocks.CoursePartId, 0)),
      ),
    )
    .returning({ CourseId: courseLocks.CourseId });
  return touched.length > 0;
}

async function setHolderOffline(_db: Db, tx: Tx, userId: number, since: string | null): Promise<void> {
  await tx.update(courseLocks).set({ HolderOfflineSince: since }).where(eq(courseLocks.HolderUserId, userId));
}

/** Locks idle since before `idleBefore`, or whose holder has been offline since before `offlineBefore`. */
async function expired(
  _db: Db,
  tx: Tx,
  idleBefore: string,
  offlineBefore: string,
): Promise<{ lock: LockRow; reason: ReleaseReason }[]> {
  const rows = await locksWithHolder(tx).where(
    or(
      lt(courseLocks.LastActivityAt, idleBefore),
      and(isNotNull(courseLocks.HolderOfflineSince), lt(courseLocks.HolderOfflineSince, offlineBefore)),
    ),
  );
  return rows.map((row) => {
    const lock = named(row);
    return {
      lock,
      reason: lock.LastActivityAt < idleBefore ? ('idle' as const) : ('disconnected' as const),
    };
  });
}

export function createLocksRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    grant: bound(grant),

    release: bound(release),

    find: bound(find),

    locksOf: bound(locksOf),

    all: bound(all),

    touch: bound(touch),

    setHolderOffline: bound(setHolderOffline),

    expired: bound(expired),
  };
}

export type LocksRepo = ReturnType<typeof createLocksRepo>;
