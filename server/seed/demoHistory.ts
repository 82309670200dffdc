// A year of the demo school's past for the statistics (server/seed/demoSchool.ts): no call can
// backdate, so these rows are written straight.
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  achievements,
  certificates,
  courseMilestones,
  sessions,
  userAchievements,
  users,
  xpLedger,
} from '../db/tables';

const DAY_MS = 86_400_000;

/**
 * A year of the school's life for the statistics: each student's sign-ins, their start in the
 * course, XP as they went and, for those who finished, a certificate. Written straight (no call
 * writes the past) and ending the day before yesterday, so today's live figures are the app's.
 */
export async function seedHistory(database: Database, nowMs: number, courseId: number, studentIds: number[]) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const lastDay = Math.floor(nowMs / DAY_MS) * DAY_MS - 2 * DAY_MS;
  await database.transaction(async (tx) => {
    for (const [index, userId] of studentIds.entries()) {
      const start = lastDay - (355 - index * 40) * DAY_MS + 10 * 3_600_000;
      // Three finished, each of them with the course (a code, the taster, a paid invoice).
      const finished = index === 0 || index === 3 || index === 5;
      const end = finished ? start + (60 + index * 5) * DAY_MS : null;
      const signIns: {
        UserId: number;
        TokenHash: string;
        CreatedAt: string;
        LastUsedAt: string;
        ExpiresAt: string;
        RevokedAt: string;
      }[] = [];
      // Twice a week or so, from the start to the day before yesterday.
      for (let at = start, n = 0; at <= lastDay; at += (3 + ((index + n) % 3)) * DAY_MS, n++)
        signIns.push({
          UserId: userId,
          TokenHash: `demo-history-${userId}-${n}`,
          CreatedAt: iso(at),
          LastUsedAt: iso(at + 1_800_000),
          ExpiresAt: iso(at + DAY_MS),
          RevokedAt: iso(at + 3_600_000),
        });
      for (let i = 0; i < signIns.length; i += 200)
        await tx.insert(sessions).values(signIns.slice(i, i + 200));
      await tx.insert(courseMilestones).values({
        UserId: userId,
        CourseId: courseId,
        StartedAt: iso(start),
        CompletedAt: end === null ? null : iso(end),
      });
      const awards = Array.from({ length: 6 + index }, (_, n) => ({
        UserId: userId,
        Amount: 5,
        Reason: 'video',
        AwardKey: `demo-history:${n}`,
        CourseId: courseId,
        CoursePartId: null,
        CreatedAt: iso(Math.min(lastDay, start + n * 9 * DAY_MS)),
      }));
      await tx.insert(xpLedger).values(awards);
      const total = awards.length * 5;
      await tx.update(users).set({ TotalXp: total }).where(eq(users.Id, userId));
      // The achievements that XP reached, as the award path would have given them.
      const reached = await tx
        .select({ Id: achievements.Id })
        .from(achievements)
        .where(lte(achievements.required_xp, total));
      if (reached.length > 0)
        await tx
          .insert(userAchievements)
          .values(reached.map((a) => ({ UserId: userId, AchievementId: a.Id, EarnedAt: iso(lastDay) })));
      if (end !== null)
        await tx.insert(certificates).values({
          UserId: userId,
          CourseId: courseId,
          Code: `TNC-DEMO-${'ABCDEFGH'[index]!.repeat(4)}`,
          IssuedAt: iso(end),
          ExpiresAt: null,
        });
    }
  });
}
