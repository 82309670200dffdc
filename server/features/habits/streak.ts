// The streak's rules, pure (docs/decisions.md "Habits"): state and time in, state out. A day is
// the learner's local calendar day in the zone in force at the moment asked, so a move between
// zones or a daylight-saving switch never invents a missed day nor counts one twice: the last
// activity's day is read again in the zone of now, and time only moves forward.
import { FREEZE_EVERY, MAX_FREEZES } from '../../../shared/habits';
import { dayNumber, localDay } from '../../time/localTime';

// The local-time helpers live with the server's clock maths; the streak's tests and service read them here.
export { dayNumber, dayOfNumber, instantAt, localDay, localTime } from '../../time/localTime';

export interface StreakState {
  streak: number;
  longest: number;
  freezes: number;
  /** The last activity that counted (epoch ms); null: never active. */
  lastActiveAt: number | null;
  /** Activities on the last active day. */
  dayCount: number;
  /** The streak a second activity on the last active day wins back; null: none. */
  winBack: number | null;
}

export const EMPTY_STREAK: StreakState = {
  streak: 0,
  longest: 0,
  freezes: 0,
  lastActiveAt: null,
  dayCount: 0,
  winBack: null,
};

/** Days passed between the last activity's local day and today's, both read in today's zone. */
function daysSince(state: StreakState, nowMs: number, zone: string): number | null {
  if (state.lastActiveAt === null) return null;
  return dayNumber(localDay(nowMs, zone)) - dayNumber(localDay(state.lastActiveAt, zone));
}

function earn(freezes: number, before: number, after: number): number {
  const earned = Math.floor(after / FREEZE_EVERY) - Math.floor(before / FREEZE_EVERY);
  return Math.min(MAX_FREEZES, freezes + Math.max(0, earned));
}

export interface Recorded {
  state: StreakState;
  /** Today counts from this activity on (its first of the local day). */
  newDay: boolean;
  /** Freezes spent on missed days by this activity. */
  frozen: number;
  wonBack: boolean;
  broken: boolean;
}

/** One finished part or ear-training round at `nowMs`. */
export function recordActivity(state: StreakState, nowMs: number, zone: string): Recorded {
  const gap = daysSince(state, nowMs, zone);
  const at = Math.max(nowMs, state.lastActiveAt ?? nowMs);
  if (gap !== null && gap <= 0) {
    const dayCount = state.dayCount + 1;
    if (state.winBack !== null && dayCount >= 2) {
      const streak = state.winBack + 1;
      const next = {
        ...state,
        streak,
        longest: Math.max(state.longest, streak),
        freezes: earn(state.freezes, state.winBack, streak),
        lastActiveAt: at,
        dayCount,
        winBack: null,
      };
      return { state: next, newDay: false, frozen: 0, wonBack: true, broken: false };
    }
    return {
      state: { ...state, lastActiveAt: at, dayCount },
      newDay: false,
      frozen: 0,
      wonBack: false,
      broken: false,
    };
  }
  const missed = gap === null ? 0 : gap - 1;
  let { streak, freezes } = state;
  let winBack: number | null = null;
  let frozen = 0;
  let broken = false;
  if (gap === null) streak = 1;
  else if (missed === 0) streak += 1;
  else if (missed <= freezes) {
    frozen = missed;
    freezes -= missed;
    streak += 1;
  } else {
    // Freezes cover the first missed days; one day left uncovered can still be won back today.
    const uncovered = missed - freezes;
    freezes = 0;
    if (uncovered === 1 && streak > 0) winBack = streak;
    broken = true;
    streak = 1;
  }
  freezes = broken ? freezes : earn(freezes, state.streak, streak);
  const next: StreakState = {
    streak,
    longest: Math.max(state.longest, streak),
    freezes,
    lastActiveAt: at,
    dayCount: 1,
    winBack,
  };
  return { state: next, newDay: true, frozen, wonBack: false, broken };
}

export interface StreakView {
  streak: number;
  longest: number;
  freezes: number;
  todayDone: boolean;
  winBack: number | null;
}

/**
 * The streak as it stands at `nowMs` without a new activity: freezes that would cover the days
 * missed since are shown spent, a streak past them shown broken (with what two lessons today win
 * back when one day is uncovered).
 */
export function viewStreak(state: StreakState, nowMs: number, zone: string): StreakView {
  const gap = daysSince(state, nowMs, zone);
  const base = { longest: state.longest };
  if (gap === null) return { ...base, streak: 0, freezes: 0, todayDone: false, winBack: null };
  if (gap <= 0)
    return { ...base, streak: state.streak, freezes: state.freezes, todayDone: true, winBack: state.winBack };
  const missed = gap - 1;
  if (missed <= state.freezes)
    return {
      ...base,
      streak: state.streak,
      freezes: state.freezes - missed,
      todayDone: false,
      winBack: null,
    };
  const uncovered = missed - state.freezes;
  return {
    ...base,
    streak: 0,
    freezes: 0,
    todayDone: false,
    winBack: uncovered === 1 && state.streak > 0 ? state.streak : null,
  };
}

/** The median of the hours (the lower middle one of an even count), or null for none. */
export function medianHour(hours: readonly number[]): number | null {
  if (hours.length === 0) return null;
  const sorted = [...hours].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}
