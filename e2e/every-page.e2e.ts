// Every route of the table passes axe: public ones for a visitor, the others for an admin (who
// may open them all). Route parameters get sample values.
import { expect, test } from '@playwright/test';
import { ROUTES } from '../client/app/routes';
import { expectAccessible } from './support/a11y';
import { signIn } from './support/accounts';

function samplePath(pattern: string): string {
  return pattern.replace(/\/:[a-z_0-9]+\?/gi, '').replace(/:[a-z_0-9]+/gi, '1');
}

// /webshop leaves for the external store at once (public-site.e2e.ts follows it there).
const publicPaths = ROUTES.filter((route) => route.access === 'public' && route.path !== '/webshop').map(
  (route) => samplePath(route.path),
);
const guardedPaths = ROUTES.filter((route) => route.access !== 'public').map((route) =>
  samplePath(route.path),
);

test('every public page passes axe for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of publicPaths) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('every guarded page passes axe for an admin', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  for (const path of guardedPaths) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/(login|denied|404)/);
    await expectAccessible(page);
  }
});
