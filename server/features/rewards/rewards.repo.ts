// The XP ledger, achievements and certificates: each award once per award key however many
// calls race for it (docs/reliability.md 19). Write methods take the unit of work's transaction.
import { and, asc, desc, eq, isNull, lte, notInArray, or, type SQL, sql, sum } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { achievements, certificates, courses, userAchievements, users, xpLedger } from '../../db/tables';
import { forUsers } from '../../db/userRows';

export type AchievementRecord = typeof achievements.$inferSelect;
export type CertificateRecord = typeof certificates.$inferSelect;

export interface Award {
  userId: number;
  amount: number;
  reason: string;
  awardKey: string;
  courseId: number | null;
  partId: number | null;
  now: string;
}

export interface AwardResult {
  awarded: boolean;
  totalXp: number;
  earned: AchievementRecord[];
}

const accountOf = preparedOn((db) =>
  db
    .select({ TotalXp: users.TotalXp, CollectXp: users.CollectXp })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare(),
);

// The award path (every reward claim and watched video): prepared once per connection.
const ledgerInsert = preparedOn((db) =>
  db
    .insert(xpLedger)
    .values({
      UserId: sql.placeholder('user'),
      Amount: sql.placeholder('amount'),
      Reason: sql.placeholder('reason'),
      AwardKey: sql.placeholder('key'),
      CourseId: sql.placeholder('course'),
      CoursePartId: sql.placeholder('part'),
      CreatedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ Id: xpLedger.Id })
    .prepare(),
);
const totalOf = preparedOn((db) =>
  db
    .select({ t: users.TotalXp })
    .from(users)
    .where(eq(users.Id, sql.placeholder('user')))
    .prepare(),
);
const totalRaised = preparedOn((db) =>
  db
    .update(users)
    .set({ TotalXp: sql`${users.TotalXp} + ${sql.placeholder('amount')}` })
    .where(eq(users.Id, sql.placeholder('user')))
    .returning({ t: users.TotalXp })
    .prepare(),
);
const courseXpOf = preparedOn((db) =>
  db
    .select({ s: sum(xpLedger.Amount) })
    .from(xpLedger)
    .where(
      and(eq(xpLedger.UserId, sql.placeholder('user')), eq(xpLedger.CourseId, sql.placeholder('course'))),
    )
    .prepare(),
);
/** Achievements the user does not hold yet that the totals reach (course 0: none of a course). */
const newlyReached = preparedOn((db) =>
  db
    .select()
    .from(achievements)
    .where(
      and(
        notInArray(
          achievements.Id,
          db
            .select({ id: userAchievements.AchievementId })
            .from(userAchievements)
            .where(eq(userAchievements.UserId, sql.placeholder('user'))),
        ),
        or(
          and(isNull(achievements.CourseId), lte(achievements.required_xp, sql.placeholder('total'))),
          and(
            eq(achievements.CourseId, sql.placeholder('course')),
            lte(achievements.required_xp, sql.placeholder('courseXp')),
          ),
        ),
      ),
    )
    .orderBy(asc(achievements.required_xp))
    .prepare(),
);

async function certificatesWhere(db: Db, where: SQL | undefined, q: Db = db) {
  return q
    .select({
      certificate: certificates,
      CourseName: courses.Name,
      FirstName: users.FirstName,
      LastName: users.LastName,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.Id, certificates.CourseId))
    .innerJoin(users, eq(users.Id, certificates.UserId))
    .where(where)
    .orderBy(desc(certificates.IssuedAt), desc(certificates.Id));
}

async function account(db: Db, userId: number, q: Db = db) {
  return first(await accountOf(q).execute({ id: userId }));
}

/** Books an award once per award key, with the achievements it reaches. */
async function award(_db: Db, tx: Tx, award: Award): Promise<AwardResult> {
  const inserted = await ledgerInsert(tx).execute({
    user: award.userId,
    amount: award.amount,
    reason: award.reason,
    key: award.awardKey,
    course: award.courseId,
    part: award.partId,
    now: award.now,
  });
  if (inserted.length === 0) {
    const current = first(await totalOf(tx).execute({ user: award.userId }));
    return { awarded: false, totalXp: current?.t ?? 0, earned: [] };
  }
  const [updated] = await forUsers([award.userId], () =>
    totalRaised(tx).execute({ user: award.userId, amount: award.amount }),
  );
  const totalXp = updated?.t ?? 0;
  const courseXp =
    award.courseId === null
      ? 0
      : Number(first(await courseXpOf(tx).execute({ user: award.userId, course: award.courseId }))?.s ?? 0);
  const earned = await newlyReached(tx).execute({
    user: award.userId,
    total: totalXp,
    course: award.courseId ?? 0,
    courseXp,
  });
  if (earned.length > 0) {
    await tx
      .insert(userAchievements)
      .values(earned.map((a) => ({ UserId: award.userId, AchievementId: a.Id, EarnedAt: award.now })));
  }
  return { awarded: true, totalXp, earned };
}

/** The parts of a course whose reward the user has claimed (their `reward:<part>` rows). */
async function claimedParts(db: Db, userId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ partId: xpLedger.CoursePartId })
    .from(xpLedger)
    .where(and(eq(xpLedger.UserId, userId), eq(xpLedger.CourseId, courseId), eq(xpLedger.Reason, 'reward')))
    .orderBy(asc(xpLedger.CoursePartId));
  return rows.flatMap((row) => (row.partId === null ? [] : [row.partId]));
}

async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = first(
    await db
      .select({ s: sum(xpLedger.Amount) })
      .from(xpLedger)
      .where(eq(xpLedger.UserId, userId)),
  );
  return Number(row?.s ?? 0);
}

async function achievementsWithEarned(db: Db, userId: number) {
  return db
    .select({ achievement: achievements, EarnedAt: userAchievements.EarnedAt })
    .from(achievements)
    .leftJoin(
      userAchievements,
      and(eq(userAchievements.AchievementId, achievements.Id), eq(userAchievements.UserId, userId)),
    )
    .orderBy(asc(achievements.required_xp));
}

async function achievement(db: Db, id: number): Promise<AchievementRecord | undefined> {
  return first(await db.select().from(achievements).where(eq(achievements.Id, id)));
}

/** Issues a course's certificate once; answers it, or null when it existed already. */
async function issueCertificate(
  _db: Db,
  tx: Tx,
  values: { UserId: number; CourseId: number; Code: string; IssuedAt: string; ExpiresAt: string | null },
): Promise<CertificateRecord | null> {
  const [row] = await tx.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

function certificatesOf(db: Db, userId: number) {
  return certificatesWhere(db, eq(certificates.UserId, userId));
}

async function certificateByCode(db: Db, code: string) {
  return first(await certificatesWhere(db, eq(certificates.Code, code)));
}

async function certificateById(db: Db, id: number, q: Db = db) {
  return first(await certificatesWhere(db, eq(certificates.Id, id), q));
}

async function setRevoked(_db: Db, tx: Tx, id: number, revokedAt: string | null): Promise<void> {
  await tx.update(certificates).set({ RevokedAt: revokedAt }).where(eq(certificates.Id, id));
}

export function createRewardsRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    account: bound(account),

    award: bound(award),

    claimedParts: bound(claimedParts),

    ledgerSum: bound(ledgerSum),

    achievementsWithEarned: bound(achievementsWithEarned),

    achievement: bound(achievement),

    issueCertificate: bound(issueCertificate),

    certificatesOf: bound(certificatesOf),

    certificateByCode: bound(certificateByCode),

    certificateById: bound(certificateById),

    setRevoked: bound(setRevoked),
  };
}

export type RewardsRepo = ReturnType<typeof createRewardsRepo>;
