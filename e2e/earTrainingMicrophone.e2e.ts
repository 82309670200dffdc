// The microphone answer in a real Chromium: its fake capture device plays a WAV made here (sines at
// known frequencies, one after another, looping), and the page shows each note heard within
// ±25 cents of what was played. A browser of its own, since the capture file is a launch argument.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { makePerson, sessionState } from './support/factories';
import { siteUrl } from './support/servers';
import { newContext } from './support/storage';
import { expect, test } from './support/test';

const RATE = 48_000;
const NOTE_SECONDS = 1.5;
/** MIDI note and cents off it: A3, E4, A4 20 cents sharp, C5 15 cents flat. */
const NOTES = [
  { midi: 57, cents: 0 },
  { midi: 64, cents: 0 },
  { midi: 69, cents: 20 },
  { midi: 72, cents: -15 },
];

const hz = (midi: number, cents: number) => 440 * 2 ** ((midi - 69 + cents / 100) / 12);

/** A 16-bit mono PCM WAV of the notes, each faded in and out so the joins do not click. */
function sineWav(): Buffer {
  const perNote = Math.round(RATE * NOTE_SECONDS);
  const samples = perNote * NOTES.length;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  NOTES.forEach((note, n) => {
    const f = hz(note.midi, note.cents);
    for (let i = 0; i < perNote; i += 1) {
      const fade = Math.min(1, i / 2400, (perNote - i) / 2400);
      const value = Math.sin((2 * Math.PI * f * i) / RATE) * 0.5 * fade;
      wav.writeInt16LE(Math.round(value * 32767), 44 + (n * perNote + i) * 2);
    }
  });
  return wav;
}

test('notes sung into the microphone are heard within 25 cents', async () => {
  const file = join(tmpdir(), `tonic-ear-${process.pid}-${Date.now()}.wav`);
  writeFileSync(file, sineWav());
  const base = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
    ],
  });
  try {
    const person = await makePerson('academy', { first: 'Singer' });
    const context = await newContext(browser, {
      baseURL: siteUrl('academy'),
      storageState: sessionState(person),
      permissions: ['microphone'],
    });
    const page = await context.newPage();
    await page.goto('/EarTraining/KeyboardIntervals_1');
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.getByRole('button', { name: 'Answer with the microphone' }).click();
    const heard = page.getByTestId('heard');
    for (const note of NOTES) {
      // The file loops, so each note comes round again; the note and its cents are read together.
      // A note's first frames fade in from the one before, and a frame there can read the right
      // note but off by more: the page must show it within 25 cents while it is held (a detector
      // that never gets there fails here by the expectation's timeout).
      const reading = await page.waitForFunction(
        ({ midi, cents }) => {
          const shown = document.querySelector('[data-testid="heard"]');
          if (shown?.getAttribute('data-midi') !== midi) return null;
          const heardCents = Number(shown.getAttribute('data-cents'));
          return Math.abs(heardCents - cents) <= 25 ? heardCents : null;
        },
        { midi: String(note.midi), cents: note.cents },
      );
      const cents = Number(await reading.jsonValue());
      expect(Math.abs(cents - note.cents)).toBeLessThanOrEqual(25);
    }
    await expect(heard).toHaveText(/^Heard [A-G]♯?\d, [+−]\d+ cents$/);
  } finally {
    await browser.close();
  }
});
