import { describe, expect, it } from 'vitest';
import {
  describeDistance,
  frequency,
  INTERVAL_IDS,
  intervalOfDistance,
  isBlackKey,
  KEYBOARD_HIGH,
  KEYBOARD_LOW,
  keyForMidi,
  makeQuestion,
  midiForKey,
  noteName,
  noteOfAnswer,
  semitonesOf,
} from './music';

/** A repeatable random: the given values in turn, then again from the start. */
function sequence(...values: number[]): () => number {
  let at = 0;
  return () => {
    const value = values[at % values.length] as number;
    at += 1;
    return value;
  };
}

describe('intervals', () => {
  it('counts semitones from a minor second to the octave', () => {
    expect(semitonesOf('m2')).toBe(1);
    expect(semitonesOf('M3')).toBe(4);
    expect(semitonesOf('P5')).toBe(7);
    expect(semitonesOf('P8')).toBe(12);
    expect(INTERVAL_IDS).toHaveLength(12);
  });

  it('names a distance in either direction', () => {
    expect(intervalOfDistance(7)).toBe('P5');
    expect(intervalOfDistance(-3)).toBe('m3');
    expect(intervalOfDistance(0)).toBeNull();
    expect(intervalOfDistance(13)).toBeNull();
  });
});

describe('notes', () => {
  it('names notes in scientific pitch', () => {
    expect(noteName(60)).toBe('C4');
    expect(noteName(61)).toBe('C♯4');
    expect(noteName(69)).toBe('A4');
    expect(noteName(84)).toBe('C6');
    expect(noteName(59)).toBe('B3');
  });

  it('tunes A4 to 440 Hz in equal temperament', () => {
    expect(frequency(69)).toBe(440);
    expect(frequency(81)).toBeCloseTo(880);
    expect(frequency(60)).toBeCloseTo(261.626, 2);
  });

  it('knows the black keys', () => {
    expect([60, 61, 62, 63, 64, 65, 66].map(isBlackKey)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('maps computer keys to the keyboard and back', () => {
    expect(midiForKey('z')).toBe(60);
    expect(midiForKey('S')).toBe(61);
    expect(midiForKey('q')).toBe(72);
    expect(midiForKey('i')).toBe(84);
    expect(midiForKey('a')).toBeNull();
    expect(midiForKey('Enter')).toBeNull();
    expect(keyForMidi(72)).toBe('q');
    expect(keyForMidi(85)).toBeNull();
  });
});

describe('questions', () => {
  it('takes the interval, direction and playback from the settings', () => {
    const question = makeQuestion({ intervals: ['M3'], direction: 'up', playback: 'harmonic' }, sequence(0));
    expect(question).toEqual({ root: 60, target: 64, interval: 'M3', direction: 'up', playback: 'harmonic' });
  });

  it('picks among the chosen intervals and both directions', () => {
    const question = makeQuestion(
      { intervals: ['m2', 'P5'], direction: 'both', playback: 'both' },
      sequence(0.9, 0.9, 0.1, 0),
    );
    expect(question.interval).toBe('P5');
    expect(question.direction).toBe('down');
    expect(question.playback).toBe('melodic');
    expect(question.root - question.target).toBe(7);
  });

  it('keeps both notes on the keyboard whatever the random says', () => {
    for (const value of [0, 0.25, 0.5, 0.75, 0.999999]) {
      for (const direction of ['up', 'down'] as const) {
        const question = makeQuestion({ intervals: ['P8'], direction, playback: 'melodic' }, () => value);
        for (const note of [question.root, question.target]) {
          expect(note).toBeGreaterThanOrEqual(KEYBOARD_LOW);
          expect(note).toBeLessThanOrEqual(KEYBOARD_HIGH);
        }
        expect(Math.abs(question.target - question.root)).toBe(12);
      }
    }
  });

  it('uses every interval when none is chosen', () => {
    const question = makeQuestion({ intervals: [], direction: 'up', playback: 'melodic' }, sequence(0.99, 0));
    expect(question.interval).toBe('P8');
  });

  it('finds the note a wrong answer stands for', () => {
    const up = makeQuestion({ intervals: ['M3'], direction: 'up', playback: 'melodic' }, sequence(0));
    expect(noteOfAnswer(up, 'P5')).toBe(up.root + 7);
    const down = makeQuestion({ intervals: ['M3'], direction: 'down', playback: 'melodic' }, sequence(0));
    expect(noteOfAnswer(down, 'm2')).toBe(down.root - 1);
  });
});

describe('the distance of a played note', () => {
  it('is the same note, an interval or a number of semitones, with its direction', () => {
    expect(describeDistance(64, 64)).toEqual({ kind: 'same' });
    expect(describeDistance(64, 71)).toEqual({ kind: 'interval', interval: 'P5', direction: 'up' });
    expect(describeDistance(64, 61)).toEqual({ kind: 'interval', interval: 'm3', direction: 'down' });
    expect(describeDistance(76, 60)).toEqual({ kind: 'semitones', count: 16, direction: 'down' });
  });
});
