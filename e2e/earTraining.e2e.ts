// Ear training that adapts: a learner's weak-spot practice before and after a round, the rounds
// saved, and the mastery grid on a second device of theirs following each saved round live.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makePerson } from './support/factories';
import { KEYS, learnerAnswer } from './support/intervals';
import { expect, test } from './support/test';

test('a learner plays rounds, weak spots included, and the grid on another device follows', async ({
  openAs,
}) => {
  const person = await makePerson('academy', { first: 'Ear' });
  const grid = await openAs(person);
  await grid.goto('/EarTraining');
  const m2 = grid.locator('[data-item="interval:m2:asc"]');
  const M2 = grid.locator('[data-item="interval:M2:asc"]');
  await expect(m2).toHaveText('–');
  await expect(m2).toHaveAttribute('aria-label', 'Minor second, ascending: not practised yet');
  const week = grid.getByTestId('trend-summary');
  await expect(week).toHaveText('No answers this week yet; 0 of 36 items mastered.');
  await expectAccessible(grid);

  const player = await openAs(person);
  await player.goto('/EarTraining/NameTheInterval');
  // Nothing answered yet: no weak spots, said plainly.
  await player.getByRole('button', { name: 'Practice my weak spots' }).click();
  await expect(player.getByRole('status').filter({ hasText: /no weak spots to practise yet/ })).toBeVisible();

  // A new learner's first round is the ascending intervals from the smallest; the keyboard answers
  // "minor second" (key 1) every time and Enter moves on, without a mouse.
  await player.getByRole('button', { name: 'Start round' }).click();
  await playRound(player, true);
  await expect(player.getByTestId('round-score')).toHaveText('You got 1 of 10 right.');
  await expect(player.getByTestId('round-saved')).toBeVisible();
  // The focus waits on the way on, which says the score.
  const again = player.getByRole('button', { name: 'Play another round' });
  await expect(again).toBeFocused();
  await expect(again).toHaveAccessibleDescription('You got 1 of 10 right.');
  await expectAccessible(player);

  // The other device's grid changed without a reload.
  await expect(m2).toHaveText(/^\d+ %$/);
  await expect(m2).toHaveAttribute('aria-label', /^Minor second, ascending: \d+ % recall$/);
  await expect(M2).toHaveAttribute('data-reps', '1');
  // The week's trend follows too: one right of ten, the one heard counted as mastered.
  await expect(week).toHaveText('This week: 10 answers, 10 % right, 1 of 36 items mastered.');
  await grid.getByText('The weeks in numbers').click();
  const thisWeekRow = grid.getByTestId('trend-table').getByRole('row').last();
  await expect(thisWeekRow.getByRole('cell')).toHaveText(['10', '1', '10', '1']);
  await expect(grid.getByTestId('trend-table').getByRole('row')).toHaveCount(13);
  await expectAccessible(grid);

  // Now the weak spots exist: the missed intervals come back.
  await player.getByRole('button', { name: 'Practice my weak spots' }).click();
  await expect(player.getByTestId('task')).toBeVisible();
  await playRound(player);
  await expect(player.getByTestId('round-saved')).toBeVisible();
  await expect(M2).toHaveAttribute('data-reps', '2');
  await expect(week).toHaveText(/^This week: 20 answers, \d+ % right, \d+ of 36 items mastered\.$/);
});

/** Answers "minor second" to each of ten items by key; the first round's first two are told apart. */
async function playRound(page: Page, first = false): Promise<void> {
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
    await page.keyboard.press('1');
    const said = page.getByTestId('announcement');
    if (first && index === 0) await expect(said).toHaveText('Right: minor second');
    else if (first && index === 1) await expect(said).toHaveText('Wrong: it was major second');
    else await expect(said).toHaveText(/^(Right: minor second|Wrong: it was .+)$/);
    await page.keyboard.press('Enter');
  }
}

/** The letter key (C4–B4) of the answer to "Play a Major third, descending, from E4", octave folded. */
function answerKey(task: string): string {
  return KEYS[(((learnerAnswer(task) - 60) % 12) + 12) % 12] ?? '';
}

test('a learner plays the intervals on the keyboard, by key and by the on-screen key, and earns XP', async ({
  openAs,
}) => {
  const person = await makePerson('academy', { first: 'Player' });
  const page = await openAs(person);
  await page.goto('/EarTraining/KeyboardIntervals_1');
  await page.getByRole('button', { name: 'Start round' }).click();
  const task = page.getByTestId('task');
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
    const key = answerKey((await task.textContent()) ?? '');
    if (index === 0) {
      // A wrong note first: the one a semitone above the right one.
      await page.keyboard.press(KEYS[KEYS.indexOf(key) + 1] ?? 'z');
      await expect(page.getByTestId('announcement')).toHaveText(/^Wrong: it was /);
    } else if (index === 1) {
      await page.getByRole('button', { name: new RegExp(`, key ${key.toUpperCase()}(,|$)`) }).click();
      await expect(page.getByTestId('announcement')).toHaveText(/^Right: /);
    } else {
      await page.keyboard.press(key);
      await expect(page.getByTestId('announcement')).toHaveText(/^Right: /);
    }
    if (index === 0) await expectAccessible(page);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('round-score')).toHaveText('You got 9 of 10 right.');
  await expect(page.getByText('You earned 9 XP!')).toBeVisible();
});

test('a learner names the chords by keyboard alone, hears a wrong choice next to the right one, and each answer is announced', async ({
  openAs,
}) => {
  const person = await makePerson('academy', { first: 'Chords' });
  const page = await openAs(person);
  await page.goto('/EarTraining/Chords');
  await page.getByRole('button', { name: 'Start round' }).focus();
  await page.keyboard.press('Enter');
  const said = page.getByTestId('announcement');
  // A new learner's chords come in the catalogue's order: major, minor, diminished, augmented.
  const chords = ['major', 'minor', 'diminished', 'augmented'];
  for (const [index, chord] of chords.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    // The live region is there, empty, before the answer: a screen reader hears what comes into it.
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toBeEmpty();
    await page.keyboard.press('1');
    await expect(said).toHaveText(index === 0 ? 'Right: major' : `Wrong: it was ${chord}`);
    const next = page.getByRole('button', { name: index === 3 ? 'See the result' : 'Next question' });
    await expect(next).toBeFocused();
    if (index === 1) {
      // Back from the way on: the right answer, then the learner's own choice, each by Enter.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('button', { name: 'Hear the right answer' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('button', { name: 'Hear your choice' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expectAccessible(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    await page.keyboard.press('Enter');
  }
  const again = page.getByRole('button', { name: 'Play another round' });
  await expect(again).toBeFocused();
  await expect(again).toHaveAccessibleDescription('You got 1 of 4 right.');
  await expect(page.getByTestId('round-saved')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
});
