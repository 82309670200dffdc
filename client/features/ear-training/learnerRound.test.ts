import { describe, expect, it } from 'vitest';
import {
  answerItem,
  answersToSave,
  currentAnswer,
  currentItem,
  expectedAnswer,
  nextItem,
  notesOf,
  promptOfAnswer,
  promptPlayed,
  type RoundItem,
  randomRound,
  score,
  startPlayer,
} from './learnerRound';

const items: RoundItem[] = [
  { Item: 'interval:m3:asc', Prompt: { Kind: 'interval', Root: 60, Semitones: 3, Direction: 'asc' } },
  { Item: 'interval:P5:desc', Prompt: { Kind: 'interval', Root: 67, Semitones: 7, Direction: 'desc' } },
  { Item: 'chord:dim', Prompt: { Kind: 'chord', Root: 55, Quality: 'dim', Semitones: [0, 3, 6] } },
];

describe('the round player', () => {
  it('expects the interval name or the chord quality', () => {
    expect(items.map((i) => expectedAnswer(i.Item))).toEqual(['m3', 'P5', 'dim']);
  });

  it('times each answer from the end of its prompt, the first answer counting', () => {
    let state = startPlayer(7, items, 1000);
    state = promptPlayed(state, 2500);
    state = answerItem(state, 'm3', 4000);
    state = answerItem(state, 'M3', 4100);
    expect(currentAnswer(state)).toEqual({ Item: 'interval:m3:asc', given: 'm3', Correct: true, Ms: 1500 });
    // A replay after the answer does not move the clock.
    expect(promptPlayed(state, 9000)).toBe(state);
  });

  it('counts an answer during the prompt as instant and caps a long one', () => {
    let state = promptPlayed(startPlayer(7, items, 0), 5000);
    state = answerItem(state, 'm3', 4000);
    expect(currentAnswer(state)?.Ms).toBe(0);
    state = nextItem(state, 10_000);
    state = answerItem(state, 'P5', 10_000 + 700_000);
    expect(currentAnswer(state)?.Ms).toBe(600_000);
  });

  it('moves on only after an answer and finishes after the last item', () => {
    let state = startPlayer(7, items, 0);
    expect(nextItem(state, 1)).toBe(state);
    let clock = 0;
    for (const given of ['m3', 'P4', 'dim']) {
      expect(answersToSave(state)).toBeNull();
      state = nextItem(answerItem(state, given, clock + 100), clock + 200);
      clock += 200;
    }
    expect(state.finished).toBe(true);
    expect(currentItem(state)).toBeNull();
    expect(score(state)).toBe(2);
    expect(answersToSave(state)).toEqual({
      RoundId: 7,
      Answers: [
        { Item: 'interval:m3:asc', Correct: true, Ms: 100 },
        { Item: 'interval:P5:desc', Correct: false, Ms: 100 },
        { Item: 'chord:dim', Correct: true, Ms: 100 },
      ],
    });
  });

  it('saves nothing for a visitor round', () => {
    let state = startPlayer(null, items.slice(0, 1), 0);
    state = nextItem(answerItem(state, 'm3', 10), 20);
    expect(state.finished).toBe(true);
    expect(answersToSave(state)).toBeNull();
  });
});

describe('a visitor round', () => {
  it('draws items of the exercise with prompts in the server range', () => {
    let seed = 0.123;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    const round = randomRound('intervals', 50, random);
    for (const { Item, Prompt } of round) {
      expect(Item.startsWith('interval:')).toBe(true);
      for (const note of notesOf(Prompt).notes) {
        expect(note).toBeGreaterThanOrEqual(48);
        expect(note).toBeLessThanOrEqual(79);
      }
    }
    const chords = randomRound('chords', 20, random);
    expect(chords.every((c) => c.Prompt.Kind === 'chord' && c.Item === `chord:${c.Prompt.Quality}`)).toBe(
      true,
    );
  });

  it('sounds a descending interval downwards and a harmonic one together', () => {
    expect(notesOf({ Kind: 'interval', Root: 67, Semitones: 7, Direction: 'desc' })).toEqual({
      notes: [67, 60],
      together: false,
    });
    expect(notesOf({ Kind: 'interval', Root: 60, Semitones: 4, Direction: 'harm' }).together).toBe(true);
  });
});

describe('hearing your choice', () => {
  it('sounds the chosen interval or chord from the prompt’s root, in its direction', () => {
    const fifthDown = items[1]?.Prompt;
    const dim = items[2]?.Prompt;
    if (!(fifthDown && dim)) throw new Error('items');
    expect(notesOf(promptOfAnswer(fifthDown, 'M3') ?? fifthDown).notes).toEqual([67, 63]);
    expect(notesOf(promptOfAnswer(dim, 'aug') ?? dim)).toEqual({ notes: [55, 59, 63], together: true });
    expect(promptOfAnswer(fifthDown, 'dim')).toBeNull();
    expect(promptOfAnswer(dim, 'P5')).toBeNull();
  });
});
