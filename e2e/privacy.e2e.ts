// A person downloads everything Tonic keeps about them from My profile.
import fs from 'node:fs';
import { expect, test } from './support/test';

test('a student downloads their own data as a file from My profile', async ({ openAs }) => {
  const page = await openAs('student2');
  await page.goto('/MyProfile');
  const button = page.getByRole('button', { name: 'Download my data' });
  await expect(button).toBeVisible();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tonic-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    profile: { Email: string; PasswordHash?: string };
    progress: unknown[];
  };
  expect(data.profile.Email).toBe('student2@tonic.test');
  expect(data.profile.PasswordHash).toBeUndefined();
  expect(data.progress.length).toBeGreaterThan(0);
});
