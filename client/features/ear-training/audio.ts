// Sound for the exercises through the Web Audio API: a soft triangle tone per note with a short
// attack and a decay, so intervals sound like a plucked instrument. No library: a few oscillators
// are all it takes, and nothing here loads outside the ear-training pages. A failure is a warning
// only (SPEC §8): the exercise goes on silently.
import { frequency, type Playback } from './music';

const VOLUME = 0.3;
const NOTE_SECONDS = 0.9;
const GAP_SECONDS = 0.75;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  try {
    context ??= new AudioContext();
    // Browsers start the context suspended until a user gesture; every play comes from one.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch (error) {
    console.warn('Ear training: sound is not available', error);
    return null;
  }
}

function tone(ctx: AudioContext, midi: number, start: number, seconds: number): void {
  const oscillator = ctx.createOscillator();
  const overtone = ctx.createOscillator();
  const gain = ctx.createGain();
  const overtoneGain = ctx.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = frequency(midi);
  overtone.type = 'sine';
  overtone.frequency.value = frequency(midi) * 2;
  overtoneGain.gain.value = 0.15;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(VOLUME, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain);
  overtone.connect(overtoneGain).connect(gain);
  gain.connect(ctx.destination);
  for (const source of [oscillator, overtone]) {
    source.start(start);
    source.stop(start + seconds + 0.05);
  }
}

/** Plays notes one after another (melodic) or together (harmonic). */
export function playNotes(notes: readonly number[], playback: Playback = 'melodic'): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    const start = ctx.currentTime + 0.03;
    notes.forEach((midi, index) => {
      tone(ctx, midi, playback === 'melodic' ? start + index * GAP_SECONDS : start, NOTE_SECONDS);
    });
  } catch (error) {
    console.warn('Ear training: a sound could not be played', error);
  }
}

export function playNote(midi: number): void {
  playNotes([midi]);
}
