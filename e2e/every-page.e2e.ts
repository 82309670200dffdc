// Every route of the table passes axe: public ones for a visitor, the others for an admin (who
// may open them all). Route parameters get sample values.
import { ROUTES } from '../client/app/routes';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

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

/** Pages per test: each test stays well inside the journey cap on a shared, busy machine (eight pages with axe took 1.6 min of the 1.5 min cap under a load of 15). */
const BATCH = 4;

function batches(paths: string[]): string[][] {
  return Array.from({ length: Math.ceil(paths.length / BATCH) }, (_, i) =>
    paths.slice(i * BATCH, (i + 1) * BATCH),
  );
}

for (const paths of batches(publicPaths)) {
  test(`public pages pass axe for a visitor: ${paths.join(', ')}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });
}

for (const paths of batches(guardedPaths)) {
  test(`guarded pages pass axe for an admin: ${paths.join(', ')}`, async ({ openAs }) => {
    const page = await openAs('admin');
    for (const path of paths) {
      await page.goto(path);
      await expect(page).not.toHaveURL(/\/(login|denied|404)/);
      await expectAccessible(page);
    }
  });
}
