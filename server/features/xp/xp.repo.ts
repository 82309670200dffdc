// The XP ledger, achievements and certificates: each award with its events in one transaction,
// once per award key however many calls race for it (RELIABILITY.md 19).
import { and, asc, desc, eq, isNull, lte, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achievements, certificates, courses, userAchievements, users, xpLedger } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent, type StoredEvent } from '../../events/eventLog.repo';

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
  events: StoredEvent[];
}

export function createXpRepo(db: Db) {
  const totalOf = db
    .select({ TotalXp: users.TotalXp, CollectXp: users.CollectXp })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare();

  return {
    account(userId: number) {
      return totalOf.get({ id: userId });
    },

    award(
      award: Award,
      eventsFor: (r: { totalXp: number; earned: AchievementRecord[] }) => NewEvent[],
    ): AwardResult {
      return writeTx(db, (tx) => {
        const inserted = tx
          .insert(xpLedger)
          .values({
            UserId: award.userId,
            Amount: award.amount,
            Reason: award.reason,
            AwardKey: award.awardKey,
            CourseId: award.courseId,
            CoursePartId: award.partId,
            CreatedAt: award.now,
          })
          .onConflictDoNothing()
          .run();
        if (inserted.changes === 0) {
          const totalXp =
            tx.select({ t: users.TotalXp }).from(users).where(eq(users.Id, award.userId)).get()?.t ?? 0;
          return { awarded: false, totalXp, earned: [], events: [] };
        }
        const totalXp = tx
          .update(users)
          .set({ TotalXp: sql`${users.TotalXp} + ${award.amount}` })
          .where(eq(users.Id, award.userId))
          .returning({ t: users.TotalXp })
          .get()!.t;
        const courseXp = award.courseId
          ? Number(
              tx
                .select({ s: sum(xpLedger.Amount) })
                .from(xpLedger)
                .where(and(eq(xpLedger.UserId, award.userId), eq(xpLedger.CourseId, award.courseId)))
                .get()?.s ?? 0,
            )
          : 0;
        const had = tx
          .select({ id: userAchievements.AchievementId })
          .from(userAchievements)
          .where(eq(userAchievements.UserId, award.userId))
          .all()
          .map((r) => r.id);
        const earned = tx
          .select()
          .from(achievements)
          .where(
            and(
              had.length > 0 ? notInArray(achievements.Id, had) : undefined,
              or(
                and(isNull(achievements.CourseId), lte(achievements.required_xp, totalXp)),
                award.courseId
                  ? and(eq(achievements.CourseId, award.courseId), lte(achievements.required_xp, courseXp))
                  : undefined,
              ),
            ),
          )
          .orderBy(asc(achievements.required_xp))
          .all();
        for (const a of earned) {
          tx.insert(userAchievements)
            .values({ UserId: award.userId, AchievementId: a.Id, EarnedAt: award.now })
            .run();
        }
        return {
          awarded: true,
          totalXp,
          earned,
          events: appendEvents(tx, eventsFor({ totalXp, earned }), award.now),
        };
      });
    },

    /** The parts of a course whose reward the user has claimed (their `reward:<part>` rows). */
    claimedParts(userId: number, courseId: number): number[] {
      return db
        .select({ partId: xpLedger.CoursePartId })
        .from(xpLedger)
        .where(
          and(eq(xpLedger.UserId, userId), eq(xpLedger.CourseId, courseId), eq(xpLedger.Reason, 'reward')),
        )
        .orderBy(asc(xpLedger.CoursePartId))
        .all()
        .flatMap((row) => (row.partId === null ? [] : [row.partId]));
    },

    ledgerSum(userId: number): number {
      return Number(
        db
          .select({ s: sum(xpLedger.Amount) })
          .from(xpLedger)
          .where(eq(xpLedger.UserId, userId))
          .get()?.s ?? 0,
      );
    },

    achievementsWithEarned(userId: number) {
      return db
        .select({ achievement: achievements, EarnedAt: userAchievements.EarnedAt })
        .from(achievements)
        .leftJoin(
          userAchievements,
          and(eq(userAchievements.AchievementId, achievements.Id), eq(userAchievements.UserId, userId)),
        )
        .orderBy(asc(achievements.required_xp))
        .all();
    },

    achievement(id: number): AchievementRecord | undefined {
      return db.select().from(achievements).where(eq(achievements.Id, id)).get();
    },

    /** Issues a course's certificate once; answers it, or null when it existed already. */
    issueCertificate(
      values: { UserId: number; CourseId: number; Code: string; IssuedAt: string; ExpiresAt: string | null },
      eventsFor: (certificate: CertificateRecord) => NewEvent[],
    ): { certificate: CertificateRecord; events: StoredEvent[] } | null {
      return writeTx(db, (tx) => {
        const row = tx.insert(certificates).values(values).onConflictDoNothing().returning().get();
        return row ? { certificate: row, events: appendEvents(tx, eventsFor(row), values.IssuedAt) } : null;
      });
    },

    certificatesWith(where: ReturnType<typeof eq> | undefined) {
      return db
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
        .orderBy(desc(certificates.IssuedAt), desc(certificates.Id))
        .all();
    },

    certificatesOf(userId: number) {
      return this.certificatesWith(eq(certificates.UserId, userId));
    },

    certificateByCode(code: string) {
      return this.certificatesWith(eq(certificates.Code, code))[0];
    },

    certificateById(id: number) {
      return this.certificatesWith(eq(certificates.Id, id))[0];
    },

    setRevoked(id: number, revokedAt: string | null): void {
      db.update(certificates).set({ RevokedAt: revokedAt }).where(eq(certificates.Id, id)).run();
    },
  };
}

export type XpRepo = ReturnType<typeof createXpRepo>;
