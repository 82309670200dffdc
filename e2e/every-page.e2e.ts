// Every route of the table passes axe: public ones for a visitor, the others for an admin (who
// may open them all). Route parameters get sample values.
import type { Page } from '@playwright/test';
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

/**
 * Opens a batch's next page the way a link in the app does: the router follows the new address
 * in the same document, so the app does not start again and axe stays loaded. The first page of
 * a batch is a full load. The page left behind is marked, so the scan waits for the new page's
 * heading, not the old one's (each page remounts on a new path, RouteGate's ChunkBoundary).
 */
async function open(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible();
}

for (const paths of batches(publicPaths)) {
  test(`public pages pass axe for a visitor: ${paths.join(', ')}`, async ({ page }) => {
    for (const [i, path] of paths.entries()) {
      await open(page, path, i === 0);
      await expectAccessible(page);
    }
  });
}

for (const paths of batches(guardedPaths)) {
  test(`guarded pages pass axe for an admin: ${paths.join(', ')}`, async ({ openAs }) => {
    const page = await openAs('admin');
    for (const [i, path] of paths.entries()) {
      await open(page, path, i === 0);
      await expect(page).not.toHaveURL(/\/(login|denied|404)/);
      await expectAccessible(page);
    }
  });
}

// A slow call shows a loader, and a busy machine's scan can meet it: the loader is a status that
// says what is loading, its spinner decoration (a name on the spinner itself is refused by axe).
test('a page still loading passes axe: its loader is announced, the spinner is decoration', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/backend/password_recovery.php', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/password-recovery/1');
  // The page is there (the app's own start shows a loader too), its form still asking the code.
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('.mantine-Loader-root')).toHaveAttribute('aria-hidden', 'true');
  await expectAccessible(page, { loading: true });
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByText('Code not found.')).toBeVisible();
});
