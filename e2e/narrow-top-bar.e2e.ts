// At 390 px (a phone), the top bar keeps the XP chip and the Admin entry in reach, inside the
// screen, and the Admin menu opens there; this phone asks for reduced motion, and gets it. At
// 375 px a coach's XP chip shows whole, the language switch having moved to the menu drawer.
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

test('at 390 px the XP chip and the Admin menu stay in the top bar', async ({ openAs }) => {
  const page = await openAs('admin', { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await page.goto('/MyCourses');
  const bar = page.getByRole('banner');
  const admin = bar.getByRole('button', { name: 'Admin', exact: true });
  const xp = bar.getByText(/^\d+ XP$/);
  await expect(admin).toBeVisible();
  await expect(xp).toBeVisible();
  // Each one's right edge, read until it has a box (a chip re-rendered by its data has none for a
  // moment): inside the screen.
  for (const item of [admin, xp]) {
    await expect
      .poll(async () => {
        const box = await item.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(390);
  }
  // Nothing in the bar pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await admin.click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  // The menu opened without its fade (150 ms for everyone else): the theme honours the preference.
  await expect(page.getByRole('menu')).toHaveCSS('transition-duration', '0s');
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test('at 375 px a coach’s XP chip shows whole and the language switch is in the menu drawer', async ({
  openAs,
}) => {
  const page = await openAs('coach', {
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto('/MyCourses');
  const bar = page.getByRole('banner');
  const xp = bar.getByText(/^\d+ XP$/);
  await expect(xp).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
  // The whole label: no ellipsis, nothing cut by the chip.
  await expect.poll(() => xp.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(bar.getByRole('group', { name: 'Language' })).toBeHidden();

  await bar.getByRole('button', { name: 'Open main menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toHaveAccessibleName('Main menu');
  await drawer.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Svenska' }).click();
  await expect(drawer.getByRole('switch', { name: 'Mörkt läge' })).toBeVisible();
  await expectAccessible(page);
});
