// The streak's rules over simulated learner-days: five zones, their daylight-saving switches, and
// moves between zones; no false break, no day counted twice; freezes and win-back at their edges.
import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  dayOfNumber,
  EMPTY_STREAK,
  instantAt,
  localDay,
  medianHour,
  recordActivity,
  type StreakState,
  viewStreak,
} from './streak';

const ZONES = ['Europe/Stockholm', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham'];

/** A small deterministic generator, so a failure repeats. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 1–3 activities at random local times on a local day, in time order. */
function activitiesOn(day: string, zone: string, random: () => number): number[] {
  const count = 1 + Math.floor(random() * 3);
  const times = Array.from({ length: count }, () => {
    const hour = Math.floor(random() * 24);
    return instantAt(day, hour, zone) + Math.floor(random() * 59) * 60_000;
  });
  // An hour the spring switch skips lands on the next day's first hour only at 23:xx: keep the day.
  return times.filter((t) => localDay(t, zone) === day).sort((a, b) => a - b);
}

/**
 * An upper bound for the 10,000-day run, not a wait: its local-time reads go through Intl, and it
 * took 14-19 s while two other test runs shared the two cores, where the unit project's 20 s bound
 * for pure logic failed it once.
 */
const SIMULATION_BOUND_MS = 120_000;

describe('streak over 10,000 simulated learner-days', () => {
  it('a learner active every local day, in five zones across DST switches, gains exactly one a day', {
    timeout: SIMULATION_BOUND_MS,
  }, () => {
    const random = rng(34);
    let days = 0;
    for (const zone of ZONES) {
      // 2,000 days from 2026-01-01: every zone with DST meets each switch about five times.
      const start = dayNumber('2026-01-01');
      let state: StreakState = EMPTY_STREAK;
      let switches = 0;
      let lastOffset: number | null = null;
      for (let d = 0; d < 2000; d++) {
        const day = dayOfNumber(start + d);
        const noon = instantAt(day, 12, zone);
        const offset = noon - Date.parse(`${day}T12:00:00Z`);
        if (lastOffset !== null && offset !== lastOffset) switches += 1;
        lastOffset = offset;
        const times = activitiesOn(day, zone, random);
        if (times.length === 0) times.push(noon);
        const before = viewStreak(state, times[0]!, zone);
        // The morning after an active day the streak stands (no false break).
        expect(before.streak, `${zone} ${day} before`).toBe(d);
        for (const t of times) state = recordActivity(state, t, zone).state;
        // However many activities, the day counted once.
        expect(state.streak, `${zone} ${day}`).toBe(d + 1);
        expect(viewStreak(state, times.at(-1)!, zone).todayDone).toBe(true);
        days += 1;
      }
      if (zone !== 'Asia/Kolkata') expect(switches, zone).toBeGreaterThanOrEqual(2);
      expect(state.longest).toBe(2000);
    }
    expect(days).toBe(10_000);
  });

  it('a learner moving between zones never breaks while active each local day, and gains at most one a day', () => {
    const random = rng(7);
    let zone = 'Asia/Tokyo';
    let state: StreakState = EMPTY_STREAK;
    let t = instantAt('2026-03-01', 10, zone);
    let previous = 0;
    for (let step = 0; step < 400; step++) {
      // Every 20 steps the learner flies to another zone, east or west.
      if (step % 20 === 19)
        zone = ['Asia/Tokyo', 'America/New_York', 'Europe/Stockholm', 'Pacific/Chatham'][
          Math.floor(random() * 4)
        ]!;
      // The next activity comes within the learner's next local day (never a whole day skipped).
      const today = dayNumber(localDay(t, zone));
      const next = instantAt(dayOfNumber(today + 1), Math.floor(random() * 24), zone);
      t = Math.max(t + 60_000, next);
      const view = viewStreak(state, t, zone);
      expect(view.streak, `step ${step}: no false break`).toBe(state.streak);
      const { state: after } = recordActivity(state, t, zone);
      expect(after.streak - previous).toBeGreaterThanOrEqual(0);
      expect(after.streak - previous).toBeLessThanOrEqual(1);
      // A second activity the same moment never counts the day again.
      expect(recordActivity(after, t, zone).state.streak).toBe(after.streak);
      previous = after.streak;
      state = after;
    }
    expect(state.streak).toBeGreaterThan(380);
  });
});

describe('freezes and win-back at their edges', () => {
  const zone = 'Europe/Stockholm';
  const at = (day: string, hour = 12) => instantAt(day, hour, zone);
  function activeDays(from: string, count: number, state: StreakState = EMPTY_STREAK): StreakState {
    let s = state;
    for (let i = 0; i < count; i++) s = recordActivity(s, at(dayOfNumber(dayNumber(from) + i)), zone).state;
    return s;
  }

  it('earns one freeze per 7 days, at most 2', () => {
    expect(activeDays('2026-05-01', 6).freezes).toBe(0);
    expect(activeDays('2026-05-01', 7).freezes).toBe(1);
    expect(activeDays('2026-05-01', 13).freezes).toBe(1);
    expect(activeDays('2026-05-01', 14).freezes).toBe(2);
    expect(activeDays('2026-05-01', 21).freezes).toBe(2);
  });

  it('spends a freeze on a missed day and keeps the streak; two missed with two freezes too', () => {
    const s = activeDays('2026-05-01', 7); // to 05-07, one freeze
    const view = viewStreak(s, at('2026-05-09', 8), zone);
    expect(view).toMatchObject({ streak: 7, freezes: 0, todayDone: false });
    const r = recordActivity(s, at('2026-05-09'), zone);
    expect(r).toMatchObject({ frozen: 1, broken: false });
    expect(r.state).toMatchObject({ streak: 8, freezes: 0 });
    const s14 = activeDays('2026-05-01', 14); // to 05-14, two freezes
    expect(recordActivity(s14, at('2026-05-17'), zone).state).toMatchObject({ streak: 15, freezes: 0 });
  });

  it('a day past the freezes breaks; two lessons on the next day win it back, one does not', () => {
    const s = activeDays('2026-05-01', 5); // no freeze
    expect(viewStreak(s, at('2026-05-07', 0), zone)).toMatchObject({ streak: 0, winBack: 5 });
    const first = recordActivity(s, at('2026-05-07', 9), zone);
    expect(first).toMatchObject({ broken: true });
    expect(first.state).toMatchObject({ streak: 1, winBack: 5 });
    const second = recordActivity(first.state, at('2026-05-07', 23), zone);
    expect(second.wonBack).toBe(true);
    expect(second.state).toMatchObject({ streak: 6, winBack: null, longest: 6 });
    // One lesson only: the next day the chance is gone and the streak is the new one.
    const next = recordActivity(first.state, at('2026-05-08', 0), zone);
    expect(next.state).toMatchObject({ streak: 2, winBack: null });
    // The second lesson after local midnight is a new day, not the win-back.
    const late = recordActivity(first.state, at('2026-05-08', 0) + 60_000, zone);
    expect(late.wonBack).toBe(false);
  });

  it('two uncovered days break for good; one freeze and two missed days leave one to win back', () => {
    const s = activeDays('2026-05-01', 5);
    expect(viewStreak(s, at('2026-05-08'), zone)).toMatchObject({ streak: 0, winBack: null });
    const broken = recordActivity(s, at('2026-05-08'), zone);
    expect(broken.state).toMatchObject({ streak: 1, winBack: null });
    const seven = activeDays('2026-05-01', 7); // one freeze
    const r = recordActivity(seven, at('2026-05-10'), zone);
    expect(r.state).toMatchObject({ streak: 1, winBack: 7, freezes: 0 });
    expect(recordActivity(r.state, at('2026-05-10', 20), zone).state).toMatchObject({ streak: 8 });
  });

  it('the usual hour is the lower median', () => {
    expect(medianHour([])).toBeNull();
    expect(medianHour([20, 7, 9])).toBe(9);
    expect(medianHour([8, 20, 9, 21])).toBe(9);
  });
});
