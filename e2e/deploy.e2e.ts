// After a deploy, a tab still runs the previous build and the chunks it has not loaded yet are
// gone. The next page it opens reloads once onto the new build; if the chunk is still missing
// (here it stays gone), the page says so and the new-version card offers the reload: never a
// blank page. On a server of the journey's own with a copy of the build, so the chunk taken away
// is missing for no other journey.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectAccessible } from './support/a11y';
import { type OwnServer, ownServer } from './support/ownServer';
import { expect, test } from './support/test';

let server: OwnServer;
let build: string;

test.beforeAll(async () => {
  const parent = process.env.TONIC_E2E_DATA_DIR || os.tmpdir();
  build = fs.mkdtempSync(path.join(parent, 'deploy-build-'));
  fs.cpSync(process.env.TONIC_BUILD_DIR ?? 'dist/client', build, { recursive: true });
  server = await ownServer('deploy', { TONIC_STATIC_DIR: build });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  if (build) fs.rmSync(build, { recursive: true, force: true });
});

/** The recovery page's chunk (and its compressed copies) taken away, then put back. */
function recoveryChunk() {
  const assets = path.join(build, 'assets');
  const files = fs.readdirSync(assets).filter((name) => name.startsWith('PasswordRecoveryPage-'));
  const move = (from: (name: string) => string, to: (name: string) => string) => {
    for (const name of files) fs.renameSync(path.join(assets, from(name)), path.join(assets, to(name)));
  };
  const gone = (name: string) => `${name}.gone`;
  const same = (name: string) => name;
  return { files, remove: () => move(same, gone), restore: () => move(gone, same) };
}

test('a page whose chunk is gone after a deploy reloads once, then offers the new version instead of a blank page', async ({
  openPage,
}) => {
  const page = await openPage({ baseURL: server.url });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)).toBe(
    'navigate',
  );

  const chunk = recoveryChunk();
  expect(chunk.files.length).toBeGreaterThan(0);
  chunk.remove();
  try {
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Reloaded once (the tab records it), and the chunk is still missing: the page says so, the
    // card offers the update, and the shell is all there.
    const card = page.getByTestId('new-version-card');
    await expect(card).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded: Tonic has been updated.' }),
    ).toBeVisible();
    expect(page.url()).toBe(`${server.url}/password-recovery`);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)).toBe(
      'reload',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('tonic.chunkReloadAt'))).not.toBeNull();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
  } finally {
    chunk.restore();
  }

  // The new build's chunks are in place: Update loads the page.
  await page.getByTestId('new-version-card').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(page.getByTestId('new-version-card')).toHaveCount(0);
});
