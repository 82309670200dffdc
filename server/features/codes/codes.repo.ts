// Registration codes, their courses, redemptions and failed attempts: the SQL.
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import {
  codeRedemptions,
  courses,
  redeemAttempts,
  registrationCodeCourses,
  registrationCodes,
} from '../../db/tables';

export type CodeRecord = typeof registrationCodes.$inferSelect;
export type CodeWithCourses = CodeRecord & {
  Courses: { Id: number; Name: string }[];
  /** The companies owning the code's courses (null: the school's own course). */
  CourseCompanies: (number | null)[];
};

async function withCourses(rows: CodeRecord[], q: Db): Promise<CodeWithCourses[]> {
  if (rows.length === 0) return [];
  const links = await q
    .select({
      CodeId: registrationCodeCourses.CodeId,
      Id: courses.Id,
      Name: courses.Name,
      CompanyId: courses.CompanyId,
    })
    .from(registrationCodeCourses)
    .innerJoin(courses, eq(courses.Id, registrationCodeCourses.CourseId))
    .where(
      inArray(
        registrationCodeCourses.CodeId,
        rows.map((r) => r.Id),
      ),
    )
    .orderBy(courses.Id);
  return rows.map((r) => {
    const mine = links.filter((l) => l.CodeId === r.Id);
    return {
      ...r,
      Courses: mine.map(({ Id, Name }) => ({ Id, Name })),
      CourseCompanies: mine.map((l) => l.CompanyId),
    };
  });
}

async function list(db: Db): Promise<CodeWithCourses[]> {
  return withCourses(await db.select().from(registrationCodes).orderBy(desc(registrationCodes.Id)), db);
}

async function find(db: Db, id: number, q: Db = db): Promise<CodeWithCourses | undefined> {
  return first(
    await withCourses(await q.select().from(registrationCodes).where(eq(registrationCodes.Id, id)), q),
  );
}

async function findByCode(db: Db, code: string, q: Db = db): Promise<CodeWithCourses | undefined> {
  return first(
    await withCourses(await q.select().from(registrationCodes).where(eq(registrationCodes.Code, code)), q),
  );
}

async function existingCourses(
  db: Db,
  ids: readonly number[],
  q: Db = db,
): Promise<{ Id: number; CompanyId: number | null }[]> {
  return q
    .select({ Id: courses.Id, CompanyId: courses.CompanyId })
    .from(courses)
    .where(inArray(courses.Id, [...ids]));
}

/** Inserts a code unless its text is taken (then undefined: the caller draws another). */
async function insert(
  _db: Db,
  tx: Tx,
  values: Omit<typeof registrationCodes.$inferInsert, 'Id' | 'UsageCount'>,
  courseIds: readonly number[],
): Promise<CodeRecord | undefined> {
  const row = first(await tx.insert(registrationCodes).values(values).onConflictDoNothing().returning());
  if (row)
    await tx
      .insert(registrationCodeCourses)
      .values(courseIds.map((CourseId) => ({ CodeId: row.Id, CourseId })));
  return row;
}

async function update(
  _db: Db,
  tx: Tx,
  id: number,
  values: Partial<typeof registrationCodes.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx.update(registrationCodes).set(values).where(eq(registrationCodes.Id, id));
}

/** One redemption per person and code: false when they had redeemed it already. */
async function recordRedemption(
  _db: Db,
  tx: Tx,
  codeId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const added = await tx
    .insert(codeRedemptions)
    .values({ CodeId: codeId, UserId: userId, RedeemedAt: now })
    .onConflictDoNothing()
    .returning({ CodeId: codeRedemptions.CodeId });
  return added.length > 0;
}

/** Spends one use, never past the limit (one deciding statement): the new count, or null. */
async function spendUse(_db: Db, tx: Tx, codeId: number): Promise<number | null> {
  const row = first(
    await tx
      .update(registrationCodes)
      .set({ UsageCount: sql`${registrationCodes.UsageCount} + 1` })
      .where(
        and(
          eq(registrationCodes.Id, codeId),
          or(
            isNull(registrationCodes.UsageLimit),
            lt(registrationCodes.UsageCount, registrationCodes.UsageLimit),
          ),
        ),
      )
      .returning({ UsageCount: registrationCodes.UsageCount }),
  );
  return row?.UsageCount ?? null;
}

/**
 * A person's failed-try row, made if missing, and its write lock held until commit (a no-op
 * upsert): their tries take turns, so each reads the count and cooldown the one before left.
 */
async function claimAttempts(_db: Db, tx: Tx, userId: number) {
  const row = first(
    await tx
      .insert(redeemAttempts)
      .values({ UserId: userId, FailedCount: 0 })
      .onConflictDoUpdate({ target: redeemAttempts.UserId, set: { UserId: userId } })
      .returning(),
  );
  if (!row) throw new Error('redeem attempts not stored');
  return row;
}

/** Counts a failed try (one upsert): the new count. */
async function countFailure(_db: Db, tx: Tx, userId: number, now: string): Promise<number> {
  const row = first(
    await tx
      .insert(redeemAttempts)
      .values({ UserId: userId, FailedCount: 1, LastFailedAt: now })
      .onConflictDoUpdate({
        target: redeemAttempts.UserId,
        set: { FailedCount: sql`${redeemAttempts.FailedCount} + 1`, LastFailedAt: now },
      })
      .returning({ FailedCount: redeemAttempts.FailedCount }),
  );
  return row?.FailedCount ?? 1;
}

async function startCooldown(_db: Db, tx: Tx, userId: number, until: string): Promise<void> {
  await tx
    .update(redeemAttempts)
    .set({ FailedCount: 0, LockedUntil: until })
    .where(eq(redeemAttempts.UserId, userId));
}

async function clearAttempts(_db: Db, tx: Tx, userId: number): Promise<void> {
  await tx.delete(redeemAttempts).where(eq(redeemAttempts.UserId, userId));
}

export function createCodesRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    list: bound(list),

    find: bound(find),

    findByCode: bound(findByCode),

    existingCourses: bound(existingCourses),

    insert: bound(insert),

    update: bound(update),

    recordRedemption: bound(recordRedemption),

    spendUse: bound(spendUse),

    claimAttempts: bound(claimAttempts),

    countFailure: bound(countFailure),

    startCooldown: bound(startCooldown),

    clearAttempts: bound(clearAttempts),
  };
}

export type CodesRepo = ReturnType<typeof createCodesRepo>;
