// A learner's habit: what get_habit answers and habit:changed pushes (docs/decisions.md "Habits").
import { DAILY_GOALS } from '../habits';
import { z } from '../zod';

export const habitSchema = z.object({
  Streak: z
    .number()
    .int()
    .describe(
      'Local days in a row with a finished part or ear-training round (frozen days bridge, not add); 0: broken.',
    ),
  LongestStreak: z.number().int().describe('The longest streak the learner has had.'),
  FreezesHeld: z.number().int().min(0).max(2).describe('Freezes held (one per 7 days of streak, at most 2).'),
  TodayDone: z.boolean().describe('Whether today (the learner’s local day) counts already.'),
  TodayXp: z.number().int().describe('XP earned today, local day.'),
  DailyGoalXp: z
    .number()
    .int()
    .refine((v) => (DAILY_GOALS as readonly number[]).includes(v))
    .describe('The day’s XP goal: 10, 20, 30 or 50.'),
  ReminderHour: z
    .number()
    .int()
    .min(0)
    .max(23)
    .nullable()
    .describe('The local hour of the reminder the learner chose; null: automatic (their usual hour).'),
  TimeZone: z.string().describe('The learner’s IANA time zone (the school’s until a browser reports one).'),
  Reminders: z.boolean().describe('Whether reminder mails are on.'),
  WinBack: z
    .number()
    .int()
    .nullable()
    .describe(
      'The broken streak two lessons today win back (one more when Streak is 1 today); null: none to win.',
    ),
});
export type Habit = z.infer<typeof habitSchema>;
