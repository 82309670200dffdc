// Phones (375 px wide) in both languages: nothing covers anything, nothing is cut off. The cookie
// banner's text and its buttons, the coach's student list with its Unread column, the help button
// in the course bottom bar (with its unread badge) beside the page's own buttons, the profile's XP
// badge and the Swedish verification title; the chat's Ctrl+Enter hint only where there is a
// keyboard; /denied says why.
import type { BrowserContextOptions, Locator } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makePerson } from './support/factories';
import { expect, test } from './support/test';

const PHONE = { width: 375, height: 740 };
const phone: BrowserContextOptions = { viewport: PHONE, hasTouch: true, isMobile: true };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function onScreen(b: Box): boolean {
  return b.x >= 0 && b.x + b.width <= PHONE.width + 0.5;
}

/** True when an element shows all of its content (no ellipsis, no overflow cut off). */
async function notClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

/** True when the nearest ancestor that clips an element sideways shows all of its width. */
function fitsItsScrollBox(el: Element): boolean {
  let box = el.parentElement;
  while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
  return box === null || box.scrollWidth <= box.clientWidth + 1;
}

test('the cookie banner’s text is never under its buttons, in English and Swedish', async ({ openPage }) => {
  for (const locale of ['en-GB', 'sv-SE']) {
    const page = await openPage({ ...phone, locale });
    await page.goto('/login');
    const banner = page.getByRole('region', { name: /cookie|kakor/i });
    await expect(banner).toBeVisible();
    const text = banner.locator('p').first();
    const textBox = await box(text);
    expect(onScreen(await box(banner))).toBe(true);
    for (const button of await banner.getByRole('button').all()) {
      const buttonBox = await box(button);
      expect(
        overlaps(textBox, buttonBox),
        `${locale}: ${(await button.getAttribute('aria-label')) ?? (await button.innerText())}`,
      ).toBe(false);
      expect(onScreen(buttonBox)).toBe(true);
    }
    await page.context().close();
  }
});

test('the coach’s student list keeps the Unread column on a phone', async ({ openAs }) => {
  // A student of the demo coach's course whose name is one long word: the widest row there can be.
  const student = await makePerson('academy', {
    first: 'Wolfeschlegelsteinhausenbergerdorff',
    last: 'Bartholomew',
    courses: [1],
  });
  const page = await openAs('coach', phone);
  await page.goto('/my-students');
  const unread = page.getByRole('columnheader', { name: 'Unread' });
  await expect(unread).toBeVisible();
  const row = page.getByTestId(`student-${student.id}`);
  await expect(row).toContainText(student.firstName);
  expect(onScreen(await box(unread))).toBe(true);
  expect(onScreen(await box(row.getByRole('cell').last()))).toBe(true);
  // Nor is any of it scrolled out of sight inside the table's own scroll box.
  expect(await page.getByRole('table').evaluate(fitsItsScrollBox)).toBe(true);
  await expectAccessible(page);
});

test('on a phone the help button sits in the bottom bar, covers no button and shows unread replies', async ({
  openAs,
}) => {
  test.setTimeout(90_000);
  const student = await openAs('student2', phone);
  await student.goto('/course/1');
  await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const bar = student.getByRole('navigation', { name: 'Course navigation' });
  const help = bar.getByRole('button', { name: /^Contact your coach/ });
  await expect(help).toBeVisible();
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const helpBox = await box(help);
  expect(onScreen(helpBox)).toBe(true);
  for (const button of await student.getByRole('button').all()) {
    if (
      !(await button.isVisible()) ||
      (await button.evaluate((el, h) => el === h, await help.elementHandle()))
    )
      continue;
    const other = await box(button);
    expect(overlaps(helpBox, other), await button.innerText()).toBe(false);
  }
  await expectAccessible(student);

  // A coach's message shows on the help button at once.
  const coach = await openAs('coach');
  await coach.goto('/my-students');
  await coach.getByRole('button', { name: 'Chat with Sara Student' }).click();
  const composer = coach.getByRole('textbox', { name: 'Message to Sara Student' });
  await composer.click();
  await coach.keyboard.type('Your interval practice looks good!');
  await coach.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(help).toHaveAccessibleName(/^Contact your coach, \d+ unread messages?$/);
  await expect(bar.getByTestId('help-unread')).toBeVisible();

  // The chat on a touch screen shows no Ctrl+Enter hint; the coach's keyboard chat does.
  await expect(coach.getByText('Ctrl+Enter sends')).toBeVisible();
  await help.click();
  await expect(student.getByRole('dialog', { name: 'Chat with Cole Coach' })).toBeVisible();
  await expect(student.getByText('Your interval practice looks good!')).toBeVisible();
  await expect(student.getByText('Ctrl+Enter sends')).toHaveCount(0);
});

test('the profile’s XP badge and the Swedish verification title are not cut off', async ({
  openAs,
  openPage,
}) => {
  const page = await openAs('student2', phone);
  await page.goto('/MyProfile');
  const xp = page.getByTestId('profile-xp');
  await expect(xp).toBeVisible();
  expect(onScreen(await box(xp))).toBe(true);
  expect(await notClipped(xp.locator('.mantine-Badge-label'))).toBe(true);
  await page.context().close();

  const swedish = await openPage({ ...phone, locale: 'sv-SE' });
  await swedish.goto('/verify-email');
  const title = swedish.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  expect(await notClipped(title)).toBe(true);
  const card = await box(title.locator('xpath=ancestor::*[contains(@class,"mantine-Paper-root")][1]'));
  const titleBox = await box(title);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
  await swedish.context().close();
});

test('/denied says why access was refused', async ({ openAs }) => {
  const page = await openAs('student', phone);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/denied\?triedUrl=%2Fusers/);
  await expect(page.getByTestId('denied-reason')).toHaveText('No access to this page');
  await expectAccessible(page);
});
