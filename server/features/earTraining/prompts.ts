// What the client plays for an item (pure; the randomness is passed in): an interval or a chord on
// a root drawn from a range that keeps every note in a comfortable register (MIDI 48–79).
import type { EarPrompt } from '../../../shared/calls/earTraining';
import { CHORDS, type EarItem, intervalOf } from '../../../shared/earTraining';

const LOW = 48;
const HIGH = 79;

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

export function promptFor(item: EarItem, random: () => number): EarPrompt {
  const interval = intervalOf(item);
  if (interval) {
    const { semitones, direction } = interval;
    // Descending starts on the upper note; ascending and harmonic on the lower one.
    const Root =
      direction === 'desc' ? between(random, LOW + semitones, HIGH) : between(random, LOW, HIGH - semitones);
    return { Kind: 'interval', Root, Semitones: semitones, Direction: direction };
  }
  const chord = CHORDS.find((c) => item === `chord:${c.quality}`);
  if (!chord) throw new Error(`Unknown ear-training item ${item}`);
  const top = chord.semitones[chord.semitones.length - 1]!;
  return {
    Kind: 'chord',
    Root: between(random, LOW, HIGH - top),
    Quality: chord.quality,
    Semitones: [...chord.semitones],
  };
}
