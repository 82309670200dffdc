// The app shell: language, keyboard use, the admin menu, unknown pages (SPEC §2, §6, §9).
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

test('switching to Swedish changes the UI text and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tonic' })).toBeVisible();
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in på Tonic' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect(await page.evaluate(() => localStorage.getItem('userLocale'))).toBe('sv');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in på Tonic' })).toBeVisible();
});

test('the shell works by keyboard alone', async ({ page }) => {
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  const menuButton = page.getByRole('button', { name: 'Open main menu' });
  const drawer = page.getByRole('dialog', { name: 'Main menu' });

  // The skip link comes first and moves focus past the top bar to the page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tonic' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Next comes the menu button: it opens the drawer, whose entries Tab reaches.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tonic' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  const news = drawer.getByRole('link', { name: 'News' });
  for (let step = 0; step < 10 && !(await news.evaluate((el) => el === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(news).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/News$/);
  await expect(drawer).toBeHidden();
  await expect(page.locator('main')).toBeFocused();

  // Escape closes the drawer and gives focus back to the menu button.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  // Open means focus has moved in: the drawer's focus trap takes it once the drawer has opened.
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('an admin sees the admin menu and opens /users', async ({ openAs }) => {
  const page = await openAs('admin');
  await page.goto('/MyCourses');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Accounting' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('a coach sees the admin menu without the type 2 entries', async ({ openAs }) => {
  const page = await openAs('coach');
  await page.goto('/MyCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Accounting' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/accounting');
  // The page says why (a toast says it too, for a while: the page's reason is the one that stays).
  await expect(page.getByTestId('denied-reason')).toHaveText('No access to this page');
  await expect(page).toHaveURL(/\/denied\?triedUrl=%2Faccounting$/);
});

test('a coach opens the version history (admin routes take type 2 or 8)', async ({ openAs }) => {
  const page = await openAs('coach');
  await page.goto('/MyCourses');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('link', { name: 'Version history' })
    .click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Version history' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '0.1.0' })).toBeVisible();
  await expectAccessible(page);
});

test('unknown addresses land on the 404 page, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tonic' })).toBeVisible();
});
