// A round of the adaptive exercises: the items the server drew (or, for a visitor, drawn here at
// random), one answer each with the time it took from the prompt's end, and what save_answers
// receives once at the end. Pure: times come in as numbers, randomness as a function.
import type { EarPrompt } from '../../../shared/calls/earTraining';
import {
  CHORDS,
  EAR_ITEMS,
  type EarExercise,
  type EarItem,
  INTERVALS,
  intervalOf,
} from '../../../shared/earTraining';
import type { Random } from './music';

export interface RoundItem {
  Item: EarItem;
  Prompt: EarPrompt;
}

/** An answer: an interval name (m3) or a chord quality (dim). */
export type AnswerId = string;

export interface GivenAnswer {
  Item: EarItem;
  given: AnswerId;
  Correct: boolean;
  Ms: number;
}

export interface PlayerState {
  /** The server's round; null for a visitor's round, which is not saved. */
  roundId: number | null;
  items: readonly RoundItem[];
  index: number;
  /** When the current prompt finished sounding (ms, the clock the caller uses). */
  promptEndedAt: number;
  answers: readonly GivenAnswer[];
  finished: boolean;
}

/** The answer an item expects: its interval's name or its chord's quality. */
export function expectedAnswer(item: EarItem): AnswerId {
  return intervalOf(item)?.name ?? item.slice('chord:'.length);
}

/** The answer a size in semitones names (1–12), or null. */
export function intervalAnswer(semitones: number): AnswerId | null {
  return INTERVALS.find((interval) => interval.semitones === semitones)?.name ?? null;
}

export function startPlayer(roundId: number | null, items: readonly RoundItem[], now: number): PlayerState {
  return { roundId, items, index: 0, promptEndedAt: now, answers: [], finished: items.length === 0 };
}

/** The current prompt sounded (again): its time counts from its end. Not after the answer. */
export function promptPlayed(state: PlayerState, endsAt: number): PlayerState {
  if (state.finished || state.answers.length > state.index) return state;
  return { ...state, promptEndedAt: endsAt };
}

export function currentItem(state: PlayerState): RoundItem | null {
  return state.finished ? null : (state.items[state.index] ?? null);
}

/** The current item's answer, if it has one yet. */
export function currentAnswer(state: PlayerState): GivenAnswer | null {
  return state.finished ? null : (state.answers[state.index] ?? null);
}

/** The first answer to the current item counts; later ones do not. */
export function answerItem(state: PlayerState, given: AnswerId, now: number): PlayerState {
  const item = currentItem(state);
  if (!item || currentAnswer(state)) return state;
  const answer: GivenAnswer = {
    Item: item.Item,
    given,
    Correct: given === expectedAnswer(item.Item),
    // Answering while the prompt still sounds takes no time; a minute caps what the call accepts.
    Ms: Math.min(600_000, Math.max(0, Math.round(now - state.promptEndedAt))),
  };
  return { ...state, answers: [...state.answers, answer] };
}

export function nextItem(state: PlayerState, now: number): PlayerState {
  if (!currentAnswer(state)) return state;
  if (state.index + 1 >= state.items.length) return { ...state, finished: true };
  return { ...state, index: state.index + 1, promptEndedAt: now };
}

export function score(state: PlayerState): number {
  return state.answers.filter((answer) => answer.Correct).length;
}

/** What save_answers receives: one answer per item, once the round is over. */
export function answersToSave(
  state: PlayerState,
): { RoundId: number; Answers: { Item: EarItem; Correct: boolean; Ms: number }[] } | null {
  if (!state.finished || state.roundId === null) return null;
  return {
    RoundId: state.roundId,
    Answers: state.answers.map(({ Item, Correct, Ms }) => ({ Item, Correct, Ms })),
  };
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

/** A visitor's round: items drawn uniformly, prompts as the server draws them (roots 48–79). */
export function randomRound(exercise: EarExercise, size: number, random: Random): RoundItem[] {
  return Array.from({ length: size }, () => {
    const item = pick(EAR_ITEMS[exercise], random);
    return { Item: item, Prompt: promptFor(item, random) };
  });
}

export function promptFor(item: EarItem, random: Random): EarPrompt {
  const interval = intervalOf(item);
  if (interval) {
    const direction = interval.direction;
    const low = direction === 'desc' ? 48 + interval.semitones : 48;
    const high = direction === 'desc' ? 79 : 79 - interval.semitones;
    const root = low + Math.floor(random() * (high - low + 1));
    return { Kind: 'interval', Root: root, Semitones: interval.semitones, Direction: direction };
  }
  const chord = CHORDS.find((c) => `chord:${c.quality}` === item) ?? CHORDS[0];
  const root = 48 + Math.floor(random() * (79 - 8 - 48 + 1));
  return { Kind: 'chord', Root: root, Quality: chord.quality, Semitones: [...chord.semitones] };
}

/** The notes a prompt sounds, and whether together. */
export function notesOf(prompt: EarPrompt): { notes: number[]; together: boolean } {
  if (prompt.Kind === 'chord') return { notes: prompt.Semitones.map((s) => prompt.Root + s), together: true };
  const second =
    prompt.Direction === 'desc' ? prompt.Root - prompt.Semitones : prompt.Root + prompt.Semitones;
  return { notes: [prompt.Root, second], together: prompt.Direction === 'harm' };
}

/** The prompt an answer would have been, from the same root ("hear your choice"); null: none. */
export function promptOfAnswer(prompt: EarPrompt, given: AnswerId): EarPrompt | null {
  if (prompt.Kind === 'interval') {
    const interval = INTERVALS.find((i) => i.name === given);
    return interval ? { ...prompt, Semitones: interval.semitones } : null;
  }
  const chord = CHORDS.find((c) => c.quality === given);
  return chord ? { ...prompt, Quality: chord.quality, Semitones: [...chord.semitones] } : null;
}
