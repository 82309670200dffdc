// The Swedish teams landing page on a 375 px phone (issue 31): the main button, the trial, is
// whole inside the screen, its words wrap rather than run off, and nothing pushes the page sideways.
import { expectAccessible } from './support/a11y';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: TEAMS_URL, locale: 'sv-SE', viewport: { width: 375, height: 812 } });

test('the Swedish landing page fits a 375 px phone, main button whole', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('link', { name: 'Starta din gratis provperiod på 30 dagar' }).first();
  await expect(main).toBeVisible();
  // Read until it has a box: the button's left and right edges are inside the screen.
  await expect
    .poll(async () => {
      const box = await main.boundingBox();
      return box ? [box.x >= 0, box.x + box.width <= 375] : [false, false];
    })
    .toEqual([true, true]);
  // Its label is not cut: the text fits its own box.
  expect(
    await main.evaluate((link) => {
      const label = link.querySelector('span span') ?? link;
      return label.scrollWidth <= label.clientWidth + 1;
    }),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
