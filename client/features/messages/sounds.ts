// The message sounds (SPEC §9): an incoming message at volume 0.3, one's own send at 0.5. The
// chimes are made here as tiny WAV files instead of shipping audio; a browser refusing to play
// (no user gesture yet, no audio device) is only a warning (SPEC §8).
import { SOUND_VOLUME } from './rules';

export type MessageSound = keyof typeof SOUND_VOLUME;

const SAMPLE_RATE = 22_050;
/** Two short notes each: rising for a send, falling for an arrival. */
const NOTES: Record<MessageSound, readonly number[]> = { send: [660, 880], incoming: [880, 660] };
const NOTE_SECONDS = 0.09;

const urls = new Map<MessageSound, string>();

/** A 16-bit mono PCM WAV of the notes, each with a short fade in and out. */
export function chimeWav(notes: readonly number[]): Uint8Array {
  const perNote = Math.round(SAMPLE_RATE * NOTE_SECONDS);
  const samples = perNote * notes.length;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  notes.forEach((frequency, note) => {
    for (let i = 0; i < perNote; i += 1) {
      const envelope = Math.min(1, i / 200, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope * 0.8;
      view.setInt16(44 + (note * perNote + i) * 2, Math.round(value * 32_767), true);
    }
  });
  return bytes;
}

function urlOf(sound: MessageSound): string {
  let url = urls.get(sound);
  if (!url) {
    url = URL.createObjectURL(new Blob([chimeWav(NOTES[sound]) as BlobPart], { type: 'audio/wav' }));
    urls.set(sound, url);
  }
  return url;
}

export function playMessageSound(sound: MessageSound): void {
  try {
    const audio = new Audio(urlOf(sound));
    audio.volume = SOUND_VOLUME[sound];
    audio.play().catch((error: unknown) => console.warn(`Could not play the ${sound} sound`, error));
  } catch (error) {
    console.warn(`Could not play the ${sound} sound`, error);
  }
}
