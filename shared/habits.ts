// The habit loop's fixed values (docs/decisions.md "Habits"): the daily goals a learner may pick,
// the defaults, and what counts as a time zone. zod-free, so the client imports it.

/** The XP a day's goal may ask for. */
export const DAILY_GOALS = [10, 20, 30, 50] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const DEFAULT_DAILY_GOAL: DailyGoal = 20;

/** The school's time zone until its admin sets another, and a learner's until a browser reports one. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';
/** The reminder's local hour until the learner has 14 active days to take a median from. */
export const DEFAULT_REMINDER_HOUR = 19;
/** How many of the latest active days the usual hour is the median of. */
export const USUAL_HOUR_DAYS = 14;
/** Freezes held at most; one is earned per FREEZE_EVERY days of streak. */
export const MAX_FREEZES = 2;
export const FREEZE_EVERY = 7;

export function isDailyGoal(value: number): value is DailyGoal {
  return (DAILY_GOALS as readonly number[]).includes(value);
}

/**
 * Zones found valid, so that a zone is looked up once: a formatter costs about 0.1 ms to make, and
 * reading the settings or a habit checks the school's zone several times. Bounded, since the
 * values come from callers (zones differing only in case are each valid).
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 2_000;

/**
 * An IANA zone name (Area/Location, or UTC) that this runtime knows. Offsets ("+01:00") and
 * abbreviations ("CET") are refused: they have no daylight-saving rules of their own.
 */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(value);
  return true;
}
