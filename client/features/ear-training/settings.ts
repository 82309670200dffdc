// What a player chooses before a round: intervals, direction, playback and length. Remembered in
// this browser, per exercise, so a practice routine survives a reload.

import { reportStorageError } from '../../api/storageErrors';
import { INTERVAL_IDS, type IntervalId, type QuestionSettings } from './music';

export const ROUND_LENGTHS = [5, 10, 20] as const;

export interface ExerciseSettings extends QuestionSettings {
  questions: number;
}

export const DEFAULT_SETTINGS: ExerciseSettings = {
  intervals: ['m3', 'M3', 'P4', 'P5'],
  direction: 'up',
  playback: 'melodic',
  questions: 10,
};

const DIRECTIONS = ['up', 'down', 'both'] as const;
const PLAYBACKS = ['melodic', 'harmonic', 'both'] as const;

function oneOf<T extends string | number>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Reads stored settings, keeping only what is valid (an old or edited value falls back). */
export function parseSettings(raw: string | null): ExerciseSettings {
  if (!raw) return DEFAULT_SETTINGS;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SETTINGS;
    stored = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_SETTINGS;
  }
  const intervals = Array.isArray(stored.intervals)
    ? INTERVAL_IDS.filter((id) => (stored.intervals as unknown[]).includes(id))
    : [];
  return {
    intervals: intervals.length ? intervals : DEFAULT_SETTINGS.intervals,
    direction: oneOf(DIRECTIONS, stored.direction, DEFAULT_SETTINGS.direction),
    playback: oneOf(PLAYBACKS, stored.playback, DEFAULT_SETTINGS.playback),
    questions: oneOf(ROUND_LENGTHS, stored.questions, DEFAULT_SETTINGS.questions),
  };
}

export function storageKey(exercise: string): string {
  return `earTraining.${exercise}`;
}

export function loadSettings(exercise: string): ExerciseSettings {
  try {
    return parseSettings(localStorage.getItem(storageKey(exercise)));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(exercise: string, settings: ExerciseSettings): void {
  try {
    localStorage.setItem(storageKey(exercise), JSON.stringify(settings));
  } catch (error) {
    reportStorageError(error);
    // Not remembered; the round still uses them.
  }
}

/** Intervals kept in the musical order whatever order they were ticked in. */
export function sortIntervals(ids: readonly string[]): IntervalId[] {
  return INTERVAL_IDS.filter((id) => ids.includes(id));
}

/** Number keys for the answer buttons, in order: 1-9, then 0, - and =. */
export const ANSWER_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='] as const;
