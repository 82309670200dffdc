// The music behind the ear-training exercises: intervals, note names, frequencies and questions.
// Pure: randomness comes in as a function, so questions can be replayed in tests.

/** A function like Math.random: a number in [0, 1). */
export type Random = () => number;

/** Intervals by size in semitones, minor second to octave. */
export const INTERVALS = [
  { id: 'm2', semitones: 1 },
  { id: 'M2', semitones: 2 },
  { id: 'm3', semitones: 3 },
  { id: 'M3', semitones: 4 },
  { id: 'P4', semitones: 5 },
  { id: 'TT', semitones: 6 },
  { id: 'P5', semitones: 7 },
  { id: 'm6', semitones: 8 },
  { id: 'M6', semitones: 9 },
  { id: 'm7', semitones: 10 },
  { id: 'M7', semitones: 11 },
  { id: 'P8', semitones: 12 },
] as const;

export type IntervalId = (typeof INTERVALS)[number]['id'];
export const INTERVAL_IDS: readonly IntervalId[] = INTERVALS.map((interval) => interval.id);

export type Direction = 'up' | 'down';
export type DirectionSetting = Direction | 'both';
export type Playback = 'melodic' | 'harmonic';
export type PlaybackSetting = Playback | 'both';

const NOTE_NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'] as const;

/** The on-screen keyboard: two octaves and the top C, C4 (MIDI 60) to C6 (MIDI 84). */
export const KEYBOARD_LOW = 60;
export const KEYBOARD_HIGH = 84;

export function semitonesOf(id: IntervalId): number {
  return INTERVALS.find((interval) => interval.id === id)?.semitones ?? 0;
}

/** The interval id for a distance of 1..12 semitones (either direction), or null. */
export function intervalOfDistance(semitones: number): IntervalId | null {
  const size = Math.abs(semitones);
  return INTERVALS.find((interval) => interval.semitones === size)?.id ?? null;
}

/** Scientific pitch name: 60 → "C4", 61 → "C♯4". */
export function noteName(midi: number): string {
  const octave = Math.floor(midi / 12) - 1;
  return `${NOTE_NAMES[((midi % 12) + 12) % 12]}${octave}`;
}

/** Equal temperament with A4 (MIDI 69) at 440 Hz. */
export function frequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

export function isBlackKey(midi: number): boolean {
  return [1, 3, 6, 8, 10].includes(((midi % 12) + 12) % 12);
}

/** Computer keys for the keyboard's notes, C4 upwards: the tracker layout of two rows. */
export const KEY_LETTERS = 'zsxdcvgbhnjmq2w3er5t6y7ui';

/** The MIDI note a computer key plays on the keyboard, or null. */
export function midiForKey(key: string): number | null {
  const index = KEY_LETTERS.indexOf(key.toLowerCase());
  return index < 0 || key.length !== 1 ? null : KEYBOARD_LOW + index;
}

export function keyForMidi(midi: number): string | null {
  const index = midi - KEYBOARD_LOW;
  return index >= 0 && index < KEY_LETTERS.length ? (KEY_LETTERS[index] ?? null) : null;
}

export interface QuestionSettings {
  intervals: readonly IntervalId[];
  direction: DirectionSetting;
  /** Only for naming: how the two notes sound. */
  playback: PlaybackSetting;
}

export interface Question {
  root: number;
  target: number;
  interval: IntervalId;
  direction: Direction;
  playback: Playback;
}

function pick<T>(items: readonly T[], random: Random): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/**
 * A question whose two notes both lie in [low, high]: an interval, a direction and a playback from
 * the settings, then a root that leaves room for the interval.
 */
export function makeQuestion(
  settings: QuestionSettings,
  random: Random,
  low = KEYBOARD_LOW,
  high = KEYBOARD_HIGH,
): Question {
  const interval = pick(settings.intervals.length ? settings.intervals : INTERVAL_IDS, random);
  const direction: Direction =
    settings.direction === 'both' ? pick(['up', 'down'] as const, random) : settings.direction;
  const playback: Playback =
    settings.playback === 'both' ? pick(['melodic', 'harmonic'] as const, random) : settings.playback;
  const size = semitonesOf(interval);
  const lowest = direction === 'up' ? low : low + size;
  const highest = direction === 'up' ? high - size : high;
  const root = lowest + Math.floor(random() * (highest - lowest + 1));
  const clampedRoot = Math.min(highest, Math.max(lowest, root));
  const target = direction === 'up' ? clampedRoot + size : clampedRoot - size;
  return { root: clampedRoot, target, interval, direction, playback };
}

/** The note a wrong answer would have been: the chosen interval from the question's root. */
export function noteOfAnswer(question: Question, answer: IntervalId): number {
  const size = semitonesOf(answer);
  return question.direction === 'up' ? question.root + size : question.root - size;
}

export type Distance =
  | { kind: 'same' }
  | { kind: 'interval'; interval: IntervalId; direction: Direction }
  | { kind: 'semitones'; count: number; direction: Direction };

/** How a played note stands to the root: the same note, an interval, or beyond an octave. */
export function describeDistance(root: number, note: number): Distance {
  const semitones = note - root;
  if (semitones === 0) return { kind: 'same' };
  const direction: Direction = semitones > 0 ? 'up' : 'down';
  const interval = intervalOfDistance(semitones);
  return interval
    ? { kind: 'interval', interval, direction }
    : { kind: 'semitones', count: Math.abs(semitones), direction };
}
