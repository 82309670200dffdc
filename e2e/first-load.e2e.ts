// A signed-in first load stays lean: the main pages open in a fresh tab with at most 32
// requests (documents, chunks, styles and calls), so the start-up does not wait on a long chain
// of tiny chunks. The inbox and the habit ring ask after start-up (client/base/afterStartUp.ts),
// which a slow page may still be in. Time to content is measured by `npm run bench:first-load`,
// never asserted here.
import type { Page } from '@playwright/test';
import type { AccountName } from './support/accounts';
import { expect, test } from './support/test';

const MAX_REQUESTS = 32;

const PAGES: { path: string; account: AccountName }[] = [
  { path: '/MyCourses', account: 'student' },
  { path: '/course/1', account: 'student' },
  { path: '/MyProfile', account: 'student' },
  { path: '/my-students', account: 'coach' },
];

/**
 * The distinct requests a fresh tab of a signed-in browser makes to show the page. Distinct: on a
 * slow machine the socket may connect after the 3 s poll fallback has asked once more, which is
 * not start-up.
 */
async function requestsToOpen(fresh: Page, path: string): Promise<string[]> {
  const requests = new Set<string>();
  fresh.on('request', (request) => {
    if (request.resourceType() === 'websocket') return;
    const url = request.url().replace(/[?&]t=\d+$/, '');
    requests.add(`${request.method()} ${url} ${request.postData() ?? ''}`);
  });
  await fresh.goto(path);
  await expect(fresh.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  await fresh.close();
  return [...requests];
}

for (const { path, account } of PAGES) {
  test(`a signed-in first load of ${path} makes at most ${MAX_REQUESTS} requests`, async ({ openAs }) => {
    const requests = await requestsToOpen(await openAs(account), path);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(MAX_REQUESTS);
  });
}
