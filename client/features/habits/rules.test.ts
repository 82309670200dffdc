import { describe, expect, it } from 'vitest';
import type { Habit } from '../../../shared/entities/habit';
import { browserTimeZone, goalJustReached } from './rules';

const habit = (TodayXp: number, DailyGoalXp = 20): Habit => ({
  Streak: 1,
  LongestStreak: 1,
  FreezesHeld: 0,
  TodayDone: true,
  TodayXp,
  DailyGoalXp,
  ReminderHour: null,
  TimeZone: 'Europe/Stockholm',
  Reminders: true,
  WinBack: null,
});

describe('goalJustReached', () => {
  it('is true only when XP brings the day to the goal from below', () => {
    expect(goalJustReached(habit(15), habit(20))).toBe(true);
    expect(goalJustReached(habit(15), habit(19))).toBe(false);
    expect(goalJustReached(habit(20), habit(25))).toBe(false);
    expect(goalJustReached(undefined, habit(25))).toBe(false);
    // A goal lowered on the profile is not the learner reaching it.
    expect(goalJustReached(habit(15, 20), habit(15, 10))).toBe(false);
  });
});

describe('browserTimeZone', () => {
  it("takes Temporal's zone where the browser has it", () => {
    const scope = { Temporal: { Now: { timeZoneId: () => 'America/New_York' } } };
    expect(browserTimeZone(scope)).toBe('America/New_York');
  });

  it("falls back to Intl's zone without Temporal", () => {
    expect(browserTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
