// A MIDI keyboard answer in a real Chromium: the page's Web MIDI is a small fake (one input that
// sends the note-on messages the test plays), standing in for the device; the server is the real
// one. The learner plays each item's second note and the page shows the note played and counts it.
import type { Page } from '@playwright/test';
import { makePerson } from './support/factories';
import { learnerAnswer, nameOf } from './support/intervals';
import { expect, test } from './support/test';

/** Installs a MIDIAccess with one input before the page's scripts run; `__playMidi` plays a note. */
async function fakeMidi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Listener = ((event: { data: Uint8Array }) => void) | null;
    const input = { id: 'fake-1', name: 'Test keyboard', type: 'input', onmidimessage: null as Listener };
    const access = { inputs: new Map([[input.id, input]]), outputs: new Map(), onstatechange: null };
    Object.defineProperty(navigator, 'requestMIDIAccess', {
      configurable: true,
      value: () => Promise.resolve(access),
    });
    Object.defineProperty(window, '__playMidi', {
      value: (note: number) => {
        // Note-on, channel 1, then its note-off (velocity 0), as a keyboard sends them.
        input.onmidimessage?.({ data: new Uint8Array([0x90, note, 100]) });
        input.onmidimessage?.({ data: new Uint8Array([0x90, note, 0]) });
      },
    });
  });
}

const play = (page: Page, note: number) =>
  page.evaluate((n) => (window as unknown as { __playMidi: (n: number) => void }).__playMidi(n), note);

/** The MIDI note that answers "Play a Major third, descending, from E4", and its name. */
function answerOf(task: string): { midi: number; name: string } {
  const midi = learnerAnswer(task);
  return { midi, name: nameOf(midi) };
}

test('a learner answers a round on a MIDI keyboard: each note shows as played and counts', async ({
  openAs,
}) => {
  const person = await makePerson('academy', { first: 'Keys' });
  const page = await openAs(person);
  await fakeMidi(page);
  await page.goto('/EarTraining/KeyboardIntervals_1');
  await page.getByRole('button', { name: 'Start round' }).click();
  await page.getByRole('button', { name: 'Connect a MIDI keyboard' }).click();
  await expect(page.getByRole('button', { name: 'MIDI keyboard connected' })).toBeDisabled();

  const task = page.getByTestId('task');
  const played = page.getByTestId('midi-played');
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
    const answer = answerOf((await task.textContent()) ?? '');
    // The first answer a semitone off, the rest right.
    const note = index === 0 ? answer.midi + 1 : answer.midi;
    await play(page, note);
    await expect(played).toHaveAttribute('data-midi', String(note));
    if (index === 0) await expect(page.getByTestId('announcement')).toHaveText(/^Wrong: it was /);
    else {
      await expect(played).toHaveText(`Played ${answer.name}`);
      await expect(page.getByTestId('announcement')).toHaveText(/^Right: /);
    }
    // A note after the answer changes nothing: the next question waits for Enter.
    await play(page, answer.midi);
    await expect(page.getByTestId('announcement')).toHaveText(index === 0 ? /^Wrong: / : /^Right: /);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('round-score')).toHaveText('You got 9 of 10 right.');
  await expect(page.getByTestId('round-saved')).toBeVisible();
});
