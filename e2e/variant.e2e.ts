// The `teams` variant hides the routes tagged for the academy (SPEC §2).
import { expectAccessible } from './support/a11y';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: TEAMS_URL });

test('academy pages answer the 404 page in the teams variant', async ({ page }) => {
  for (const path of [
    '/EarTraining',
    '/FreeLessons',
    '/products',
    '/Products',
    '/webshop',
    '/student-benefits',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  await expectAccessible(page);
});

test('the teams menu leaves out the academy entries', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Free lessons' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Ear training' })).toHaveCount(0);
});
