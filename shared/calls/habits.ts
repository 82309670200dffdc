// The habit loop (docs/decisions.md "Habits"): the learner's streak, daily goal and reminder
// settings; habit:changed pushes the same shape to every open device.
import { habitSchema } from '../entities';
import { isDailyGoal, isTimeZone } from '../habits';
import { z } from '../zod';
import * as address from './addresses/habits';
import { defineCall } from './define';

export const getHabit = defineCall({
  ...address.getHabit,
  summary: 'The caller’s streak, longest streak, freezes, today’s state and XP, and their habit settings.',
  input: z.object({}),
  output: z.object({ data: habitSchema }),
});

export const saveHabitSettings = defineCall({
  ...address.saveHabitSettings,
  summary:
    'Changes the caller’s daily goal, reminder hour, time zone or reminders; answers the habit as get_habit does. A value out of the list changes nothing.',
  input: z.object({
    DailyGoalXp: z
      .number()
      .int()
      .refine(isDailyGoal, 'The daily goal is one of 10, 20, 30 or 50 XP.')
      .optional()
      .describe('10, 20, 30 or 50.'),
    ReminderHour: z
      .number()
      .int()
      .min(0)
      .max(23)
      .nullable()
      .optional()
      .describe('0–23, the local hour of the reminder; null: automatic (the learner’s usual hour).'),
    TimeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'Not an IANA time zone (e.g. Europe/Stockholm).')
      .optional()
      .describe('An IANA time zone, e.g. Europe/Stockholm.'),
    Reminders: z.boolean().optional().describe('Reminder mails on or off.'),
  }),
  output: z.object({ data: habitSchema }),
});
