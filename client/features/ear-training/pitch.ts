// Pitch to note: what the microphone hears, as the nearest equal-tempered note and how far off it
// is. Pure, so the maths is tested without a microphone.
import type { Direction } from '../../../shared/earTraining';

/** A4 (MIDI 69) at 440 Hz. */
const A4_HZ = 440;
const A4_MIDI = 69;

/** The MIDI note number of a frequency, fractional (69.5 is a quarter tone above A4). */
export function midiOfFrequency(hz: number): number {
  return A4_MIDI + 12 * Math.log2(hz / A4_HZ);
}

export interface HeardNote {
  /** The nearest note. */
  midi: number;
  /** How far the frequency is from it: -50 to +50 cents. */
  cents: number;
}

/** The nearest note to a frequency and the distance in cents; null for no usable frequency. */
export function noteOfFrequency(hz: number): HeardNote | null {
  if (!Number.isFinite(hz) || hz <= 0) return null;
  const exact = midiOfFrequency(hz);
  const midi = Math.round(exact);
  if (midi < 0 || midi > 127) return null;
  return { midi, cents: Math.round((exact - midi) * 100) };
}

/**
 * The interval's size in semitones (1–12) that a played or sung note makes with the root, in the
 * prompt's direction (descending counts downwards). A note an octave or more off counts by its
 * pitch class, since voices and keyboards often sit in another octave; the root itself (or its
 * octaves) is an octave. Null for a note on the wrong side of the root within the octave.
 */
export function semitonesFromRoot(root: number, note: number, direction: Direction): number | null {
  const distance = direction === 'desc' ? root - note : note - root;
  if (distance >= 1 && distance <= 12) return distance;
  const folded = ((distance % 12) + 12) % 12;
  return folded === 0 ? 12 : folded;
}
