// Reads everything kept about one person, for their own export. Read-only, and only rows that
// are theirs: their messages as sender or recipient (not those they removed), never a password
// hash or a token.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  certificates,
  courseAccess,
  earAnswers,
  earItemStates,
  earRounds,
  habitDays,
  messages,
  partProgress,
  userAchievements,
  userFiles,
  userHabits,
  users,
  xpLedger,
} from '../../db/tables';

export function createPrivacyRepo(db: Db) {
  return {
    async profile(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.Id, userId));
      if (!user) return null;
      const { PasswordHash: _secret, ...profile } = user;
      return profile;
    },

    async rowsOf(userId: number) {
      const [
        access,
        progress,
        xp,
        achievements,
        certs,
        mail,
        files,
        earStates,
        rounds,
        answers,
        habit,
        days,
      ] = await Promise.all([
        db.select().from(courseAccess).where(eq(courseAccess.UserId, userId)),
        db.select().from(partProgress).where(eq(partProgress.UserId, userId)),
        db.select().from(xpLedger).where(eq(xpLedger.UserId, userId)),
        db.select().from(userAchievements).where(eq(userAchievements.UserId, userId)),
        db.select().from(certificates).where(eq(certificates.UserId, userId)),
        db
          .select()
          .from(messages)
          .where(
            or(
              eq(messages.SentByUserId, userId),
              and(eq(messages.ToUserId, userId), eq(messages.RemovedByRecipient, false)),
            ),
          )
          .orderBy(messages.Id),
        db.select().from(userFiles).where(eq(userFiles.UserId, userId)),
        db.select().from(earItemStates).where(eq(earItemStates.UserId, userId)),
        db.select().from(earRounds).where(eq(earRounds.UserId, userId)).orderBy(earRounds.Id),
        db.select().from(earAnswers).where(eq(earAnswers.UserId, userId)).orderBy(earAnswers.Id),
        // The habit without its unsubscribe secret, and its active days.
        db
          .select({
            TimeZone: userHabits.TimeZone,
            DailyGoalXp: userHabits.DailyGoalXp,
            ReminderHour: userHabits.ReminderHour,
            Reminders: userHabits.Reminders,
            Streak: userHabits.Streak,
            LongestStreak: userHabits.LongestStreak,
            Freezes: userHabits.Freezes,
            LastActiveAt: userHabits.LastActiveAt,
          })
          .from(userHabits)
          .where(eq(userHabits.UserId, userId)),
        db.select().from(habitDays).where(eq(habitDays.UserId, userId)).orderBy(habitDays.Day),
      ]);
      return {
        access,
        progress,
        xp,
        achievements,
        certs,
        mail,
        files,
        earStates,
        rounds,
        earAnswers: answers,
        habit,
        days,
      };
    },
  };
}

export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;
