// The memory model and the round choice, without a server: answers in, states and rounds out.
import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { EAR_FAST_MS, EAR_ITEMS, EAR_SLOW_MS, type EarItem } from '../../../shared/earTraining';
import { afterAnswer, type ItemMemory, presentState, ratingOf, recallOf } from './memory';
import { promptFor } from './prompts';
import { chooseRound } from './roundChoice';
import { trendOf } from './trend';

const T0 = Date.parse('2026-11-02T09:00:00.000Z');
const MINUTE = 60_000;

describe('the memory model', () => {
  it('grades an answer by whether it was right and how long it took', () => {
    expect(ratingOf({ Correct: false, Ms: 500 })).toBe(Rating.Again);
    expect(ratingOf({ Correct: true, Ms: EAR_SLOW_MS })).toBe(Rating.Hard);
    expect(ratingOf({ Correct: true, Ms: EAR_SLOW_MS - 1 })).toBe(Rating.Good);
    expect(ratingOf({ Correct: true, Ms: EAR_FAST_MS + 1 })).toBe(Rating.Good);
    expect(ratingOf({ Correct: true, Ms: EAR_FAST_MS })).toBe(Rating.Easy);
  });

  it('counts answers and wrong ones, and schedules a miss sooner than a hit', () => {
    const item: EarItem = 'interval:m3:asc';
    const missed = afterAnswer(undefined, { Item: item, Correct: false, Ms: 3000 }, T0);
    const heard = afterAnswer(undefined, { Item: item, Correct: true, Ms: 3000 }, T0);
    const easy = afterAnswer(undefined, { Item: item, Correct: true, Ms: 1000 }, T0);
    expect(missed).toMatchObject({ Reps: 1, Lapses: 1, LastReview: new Date(T0).toISOString() });
    expect(heard).toMatchObject({ Reps: 1, Lapses: 0 });
    expect(Date.parse(missed.Due)).toBeLessThan(Date.parse(heard.Due));
    expect(Date.parse(heard.Due)).toBeLessThan(Date.parse(easy.Due));
    expect(missed.Stability).toBeLessThan(heard.Stability);
    expect(easy.Phase).toBe(State.Review);

    const again = afterAnswer(missed, { Item: item, Correct: true, Ms: 3000 }, T0 + 2 * MINUTE);
    expect(again).toMatchObject({ Reps: 2, Lapses: 1 });
  });

  it('predicts recall: 0 for a new item, falling with time, lower for a weaker memory', () => {
    const item: EarItem = 'interval:P5:asc';
    expect(recallOf(undefined, T0)).toBe(0);
    const weak = afterAnswer(undefined, { Item: item, Correct: false, Ms: 3000 }, T0);
    const strong = afterAnswer(undefined, { Item: item, Correct: true, Ms: 1000 }, T0);
    const day = 24 * 60 * MINUTE;
    expect(recallOf(strong, T0 + day)).toBeLessThan(recallOf(strong, T0 + MINUTE));
    expect(recallOf(weak, T0 + day)).toBeLessThan(recallOf(strong, T0 + day));
    expect(presentState(item, undefined, T0)).toEqual({
      Item: item,
      Recall: 0,
      Due: null,
      Reps: 0,
      Lapses: 0,
    });
    const shown = presentState(item, strong, T0 + day);
    expect(shown.Recall).toBeGreaterThan(0);
    expect(shown.Recall).toBeLessThanOrEqual(1);
  });
});

/** Answers a round: every item right and quick, except those in `missed`. */
function answer(memories: Map<EarItem, ItemMemory>, items: EarItem[], missed: Set<EarItem>, nowMs: number) {
  for (const item of items)
    memories.set(
      item,
      afterAnswer(memories.get(item), { Item: item, Correct: !missed.has(item), Ms: 2000 }, nowMs),
    );
}

describe('the round choice', () => {
  it('starts a new learner on the new items in order: ascending, smallest first', () => {
    const round = chooseRound({ exercise: 'intervals', memories: new Map(), nowMs: T0 });
    expect(round).toEqual(EAR_ITEMS.intervals.slice(0, 10));
    expect(round[0]).toBe('interval:m2:asc');
    expect(chooseRound({ exercise: 'chords', memories: new Map(), nowMs: T0 })).toEqual([
      'chord:maj',
      'chord:min',
      'chord:dim',
      'chord:aug',
    ]);
  });

  it('gives an item the learner keeps missing in every round, far more often than the rest', () => {
    const memories = new Map<EarItem, ItemMemory>();
    const missed = new Set<EarItem>(['interval:TT:asc']);
    const seen = new Map<EarItem, number>();
    let now = T0;
    for (let r = 0; r < 30; r++) {
      const items = chooseRound({ exercise: 'intervals', memories, nowMs: now });
      expect(new Set(items).size).toBe(items.length);
      for (const i of items) seen.set(i, (seen.get(i) ?? 0) + 1);
      answer(memories, items, missed, now);
      now += 2 * MINUTE;
    }
    const tritone = seen.get('interval:TT:asc') ?? 0;
    const others = [...seen].filter(([i]) => i !== 'interval:TT:asc').map(([, n]) => n);
    // Met in the first round, then due again every round.
    expect(tritone).toBe(30);
    expect(tritone).toBeGreaterThan(2 * Math.max(...others));
    // Until it is heard: then it is no longer due within the session.
    missed.clear();
    answer(memories, chooseRound({ exercise: 'intervals', memories, nowMs: now }), missed, now);
    expect(Date.parse(memories.get('interval:TT:asc')!.Due)).toBeGreaterThan(now + 60 * MINUTE);
  });

  it('puts due items first, then the weakest, then new ones', () => {
    const memories = new Map<EarItem, ItemMemory>();
    const day = 24 * 60 * MINUTE;
    // Twelve ascending intervals: two missed, the rest heard, then a month passes for the heard ones.
    answer(memories, EAR_ITEMS.intervals.slice(0, 12), new Set(['interval:M2:asc', 'interval:P4:asc']), T0);
    const round = chooseRound({ exercise: 'intervals', memories, nowMs: T0 + 5 * MINUTE });
    expect(round.slice(0, 2).sort()).toEqual(['interval:M2:asc', 'interval:P4:asc']);
    expect(round.slice(2)).toEqual(EAR_ITEMS.intervals.slice(12, 20));
    const later = chooseRound({ exercise: 'intervals', memories, nowMs: T0 + 60 * day });
    expect(later.every((i) => i.endsWith(':asc'))).toBe(true);
  });

  it('practises weak spots: the lapsed items first, never a new one', () => {
    expect(chooseRound({ exercise: 'intervals', memories: new Map(), nowMs: T0, weakSpots: true })).toEqual(
      [],
    );
    const memories = new Map<EarItem, ItemMemory>();
    const missed = new Set<EarItem>(['interval:m6:asc', 'interval:M7:asc']);
    answer(memories, EAR_ITEMS.intervals.slice(0, 12), missed, T0);
    const round = chooseRound({ exercise: 'intervals', memories, nowMs: T0 + MINUTE, weakSpots: true });
    expect(round).toHaveLength(10);
    expect(new Set(round.slice(0, 2))).toEqual(missed);
    expect(round.every((i) => memories.has(i))).toBe(true);
  });

  it('prompts each item with notes in range, the interval’s size and direction', () => {
    let seed = 0;
    const random = () => (seed = (seed + 0.37) % 1);
    for (const item of [...EAR_ITEMS.intervals, ...EAR_ITEMS.chords]) {
      const prompt = promptFor(item, random);
      if (prompt.Kind === 'interval') {
        const [, , direction] = item.split(':');
        expect(prompt.Direction).toBe(direction);
        const notes =
          prompt.Direction === 'desc'
            ? [prompt.Root - prompt.Semitones, prompt.Root]
            : [prompt.Root, prompt.Root + prompt.Semitones];
        expect(Math.min(...notes)).toBeGreaterThanOrEqual(48);
        expect(Math.max(...notes)).toBeLessThanOrEqual(79);
      } else {
        expect(`chord:${prompt.Quality}`).toBe(item);
        expect(prompt.Root + Math.max(...prompt.Semitones)).toBeLessThanOrEqual(79);
      }
    }
  });
});

describe('the trend over weeks', () => {
  const zone = 'Europe/Stockholm';
  const at = (iso: string) => Date.parse(iso);

  it('counts answers in the learner’s local weeks, Monday to Sunday', () => {
    const weeks = trendOf(
      [
        // Sunday 23:30 in Stockholm (UTC+1): still the week of 2 November.
        { Item: 'interval:m2:asc', Correct: true, At: at('2026-11-08T22:30:00Z'), Stability: 0.1 },
        // Monday 00:30 there: the next week.
        { Item: 'interval:M2:asc', Correct: false, At: at('2026-11-08T23:30:00Z'), Stability: 0.1 },
        { Item: 'interval:M2:asc', Correct: true, At: at('2026-11-09T10:00:00Z'), Stability: 0.1 },
      ],
      { nowMs: at('2026-11-10T12:00:00Z'), zone, weeks: 3 },
    );
    expect(weeks.map((w) => [w.Week, w.Answers, w.Correct])).toEqual([
      ['2026-10-26', 0, 0],
      ['2026-11-02', 1, 1],
      ['2026-11-09', 2, 1],
    ]);
  });

  it('counts as mastered what was right and recalled at each week’s end, forgetting included', () => {
    const history = [
      // Recalled at 90 % for 5 days: mastered at that week's end, forgotten a week later.
      { Item: 'interval:m2:asc' as const, Correct: true, At: at('2026-11-06T10:00:00Z'), Stability: 5 },
      // Missed last: never mastered, though the curve reads 1 just after.
      { Item: 'interval:M2:asc' as const, Correct: false, At: at('2026-11-08T20:00:00Z'), Stability: 0.3 },
      // Answered before the first week shown: counts only toward mastery.
      { Item: 'interval:m3:asc' as const, Correct: true, At: at('2026-10-20T10:00:00Z'), Stability: 60 },
    ];
    const weeks = trendOf(history, { nowMs: at('2026-11-13T12:00:00Z'), zone, weeks: 2 });
    expect(weeks).toEqual([
      { Week: '2026-11-02', Answers: 2, Correct: 1, Mastered: 2 },
      { Week: '2026-11-09', Answers: 0, Correct: 0, Mastered: 1 },
    ]);
    expect(trendOf([], { nowMs: at('2026-11-13T12:00:00Z'), zone, weeks: 1 })).toEqual([
      { Week: '2026-11-09', Answers: 0, Correct: 0, Mastered: 0 },
    ]);
  });
});
