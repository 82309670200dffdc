import { describe, expect, it } from 'vitest';
import { midiOfFrequency, noteOfFrequency, semitonesFromRoot } from './pitch';

describe('pitch to note', () => {
  it('puts A4 at 440 Hz and middle C at 261.63 Hz', () => {
    expect(midiOfFrequency(440)).toBe(69);
    expect(noteOfFrequency(261.63)).toEqual({ midi: 60, cents: 0 });
    expect(noteOfFrequency(880)).toEqual({ midi: 81, cents: 0 });
  });

  it('gives the cents off the nearest note, sharp and flat', () => {
    // 20 cents sharp of A4 and 30 cents flat of E4.
    expect(noteOfFrequency(440 * 2 ** (20 / 1200))).toEqual({ midi: 69, cents: 20 });
    expect(noteOfFrequency(329.63 * 2 ** (-30 / 1200))).toEqual({ midi: 64, cents: -30 });
  });

  it('rounds past a half step to the next note', () => {
    expect(noteOfFrequency(440 * 2 ** (60 / 1200))).toEqual({ midi: 70, cents: -40 });
  });

  it('has no note for silence or a frequency outside MIDI', () => {
    expect(noteOfFrequency(0)).toBeNull();
    expect(noteOfFrequency(Number.NaN)).toBeNull();
    expect(noteOfFrequency(20_000)).toBeNull();
  });
});

describe('a note against the root', () => {
  it('counts up for ascending and harmonic, down for descending', () => {
    expect(semitonesFromRoot(60, 63, 'asc')).toBe(3);
    expect(semitonesFromRoot(60, 67, 'harm')).toBe(7);
    expect(semitonesFromRoot(60, 55, 'desc')).toBe(5);
  });

  it('folds other octaves onto the interval, the root being an octave', () => {
    expect(semitonesFromRoot(60, 51, 'asc')).toBe(3);
    expect(semitonesFromRoot(60, 76, 'asc')).toBe(4);
    expect(semitonesFromRoot(60, 60, 'asc')).toBe(12);
    expect(semitonesFromRoot(60, 72, 'desc')).toBe(12);
  });
});
