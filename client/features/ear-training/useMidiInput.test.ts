import { describe, expect, it } from 'vitest';
import { noteOnOf } from './useMidiInput';

describe('a MIDI message as an answer', () => {
  it('is the note of a note-on on any channel', () => {
    expect(noteOnOf(new Uint8Array([0x90, 60, 100]))).toBe(60);
    expect(noteOnOf(new Uint8Array([0x9f, 67, 1]))).toBe(67);
  });

  it('is nothing for a note-off, a note-on at velocity 0 or another message', () => {
    expect(noteOnOf(new Uint8Array([0x80, 60, 64]))).toBeNull();
    expect(noteOnOf(new Uint8Array([0x90, 60, 0]))).toBeNull();
    expect(noteOnOf(new Uint8Array([0xb0, 64, 127]))).toBeNull();
    expect(noteOnOf(new Uint8Array([0xf8]))).toBeNull();
    expect(noteOnOf(null)).toBeNull();
  });
});
