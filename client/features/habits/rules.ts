// The habit's pure rules on the client: when the goal was just reached, and this browser's zone.
import type { Habit } from '../../../shared/entities/habit';

/** Where the last zone this browser reported is kept, so each zone is reported once. */
export const ZONE_REPORTED_KEY = 'tonic.habitZoneReported';

/** Whether the day's goal was reached between two states of the same habit (not on first load). */
export function goalJustReached(before: Habit | undefined, after: Habit | undefined): boolean {
  if (!before || !after) return false;
  const was = before.TodayXp >= before.DailyGoalXp;
  const is = after.TodayXp >= after.DailyGoalXp;
  return !was && is && after.TodayXp > before.TodayXp;
}

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
