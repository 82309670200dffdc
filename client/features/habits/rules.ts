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

/** Where the browser has it, Temporal (not in TypeScript's libraries yet). */
interface TemporalNow {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * This browser's time zone. Temporal first where the browser has it: it reads the zone alone, while
 * a first Intl.DateTimeFormat builds the language's date patterns, ~15 ms of a first load's main
 * thread for a zone the signed-in top bar checks on every load.
 */
export function browserTimeZone(scope: object = globalThis): string | null {
  try {
    const now = (scope as TemporalNow).Temporal?.Now;
    if (typeof now?.timeZoneId === 'function') return now.timeZoneId() || null;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
