// Ear training's items, defined once for server and client (zod-free: the client's pages import
// it). An item id is a stable string: `interval:<name>:<direction>` or `chord:<quality>`; the
// memory model keeps one state per learner and item (docs/decisions.md "Ear training").

export const EAR_EXERCISES = ['intervals', 'chords'] as const;
export type EarExercise = (typeof EAR_EXERCISES)[number];

/** The twelve intervals from a minor second to the octave, by size. */
export const INTERVALS = [
  { name: 'm2', semitones: 1 },
  { name: 'M2', semitones: 2 },
  { name: 'm3', semitones: 3 },
  { name: 'M3', semitones: 4 },
  { name: 'P4', semitones: 5 },
  { name: 'TT', semitones: 6 },
  { name: 'P5', semitones: 7 },
  { name: 'm6', semitones: 8 },
  { name: 'M6', semitones: 9 },
  { name: 'm7', semitones: 10 },
  { name: 'M7', semitones: 11 },
  { name: 'P8', semitones: 12 },
] as const;
export type IntervalName = (typeof INTERVALS)[number]['name'];

/** Two notes one after the other, upwards or downwards, or together (harmonic). */
export const DIRECTIONS = ['asc', 'desc', 'harm'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The chord qualities and their notes above the root, in semitones. */
export const CHORDS = [
  { quality: 'maj', semitones: [0, 4, 7] },
  { quality: 'min', semitones: [0, 3, 7] },
  { quality: 'dim', semitones: [0, 3, 6] },
  { quality: 'aug', semitones: [0, 4, 8] },
] as const;
export type ChordQuality = (typeof CHORDS)[number]['quality'];
export const CHORD_QUALITIES: readonly [ChordQuality, ...ChordQuality[]] = ['maj', 'min', 'dim', 'aug'];

export type IntervalItem = `interval:${IntervalName}:${Direction}`;
export type ChordItem = `chord:${ChordQuality}`;
export type EarItem = IntervalItem | ChordItem;

export const intervalItem = (name: IntervalName, direction: Direction): IntervalItem =>
  `interval:${name}:${direction}`;

/**
 * Every item of an exercise in the order a new learner meets them: all ascending intervals from
 * the smallest to the octave, then the descending ones, then the harmonic ones; chords major,
 * minor, diminished, augmented.
 */
export const EAR_ITEMS: { readonly [E in EarExercise]: readonly EarItem[] } = {
  intervals: DIRECTIONS.flatMap((d) => INTERVALS.map((i) => intervalItem(i.name, d))),
  chords: CHORDS.map((c): ChordItem => `chord:${c.quality}`),
};

const ALL_ITEMS = new Set<string>([...EAR_ITEMS.intervals, ...EAR_ITEMS.chords]);

export function isEarItem(id: string): id is EarItem {
  return ALL_ITEMS.has(id);
}

export function exerciseOf(item: EarItem): EarExercise {
  return item.startsWith('interval:') ? 'intervals' : 'chords';
}

/** An interval item's parts; null for a chord. */
export function intervalOf(
  item: EarItem,
): { name: IntervalName; semitones: number; direction: Direction } | null {
  const [kind, name, direction] = item.split(':');
  if (kind !== 'interval') return null;
  const interval = INTERVALS.find((i) => i.name === name);
  if (!interval) return null;
  return { name: interval.name, semitones: interval.semitones, direction: direction as Direction };
}

/** Items in one round. */
export const EAR_ROUND_SIZE = 10;
/** XP for a round: one per right answer, at most this many (as complete_round pays). */
export const EAR_ROUND_MAX_XP = 10;

/**
 * How an answer's time grades it (docs/decisions.md): right within FAST_MS is easy, right after
 * SLOW_MS is hard, right in between is good; wrong is again, however fast.
 */
export const EAR_FAST_MS = 2500;
export const EAR_SLOW_MS = 8000;
/** The trend over weeks reaches back at most this many weeks (a year). */
export const EAR_TREND_MAX_WEEKS = 52;
/** An item counts as mastered while its predicted recall is at least this (FSRS's target retention). */
export const EAR_MASTERED_RECALL = 0.9;
