// What a journey needs to answer an interval round right: the intervals' names as the exercises
// show them, the note names, and the computer keys of the on-screen keyboard.
export const INTERVAL_SIZES: Readonly<Record<string, number>> = {
  'Minor second': 1,
  'Major second': 2,
  'Minor third': 3,
  'Major third': 4,
  'Perfect fourth': 5,
  Tritone: 6,
  'Perfect fifth': 7,
  'Minor sixth': 8,
  'Major sixth': 9,
  'Minor seventh': 10,
  'Major seventh': 11,
  Octave: 12,
};

export const NOTE_NAMES: readonly string[] = [
  'C',
  'C♯',
  'D',
  'D♯',
  'E',
  'F',
  'F♯',
  'G',
  'G♯',
  'A',
  'A♯',
  'B',
];

/** The computer keys of the on-screen keyboard, from C4 up. */
export const KEYS = 'zsxdcvgbhnjmq2w3er5t6y7ui';

/** The MIDI number of a note named like "E4". */
export const midiOf = (note: string, octave: string): number =>
  (Number(octave) + 1) * 12 + NOTE_NAMES.indexOf(note);

/** The name of a MIDI note, like "E4". */
export const nameOf = (midi: number): string => `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;

/** The MIDI note that answers a learner's "Play a Major third, descending, from E4". */
export function learnerAnswer(task: string): number {
  const match = /^Play a (.+), (ascending|descending|harmonic), from ([A-G]♯?)(\d)$/.exec(task);
  if (!match) throw new Error(`Unexpected task: ${task}`);
  const [, interval = '', direction, note = '', octave = ''] = match;
  const size = INTERVAL_SIZES[interval] ?? 0;
  return midiOf(note, octave) + (direction === 'descending' ? -size : size);
}
