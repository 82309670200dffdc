// Swedish readers get Swedish content where it was written: the news, the achievements and, in
// the teams variant, the Swedish demo course (its parts and texts), with English where it was not.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { ACCOUNTS, type AccountName, PASSWORD } from './support/accounts';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

/** Signs in through the Swedish form. */
async function signInSwedish(page: Page, account: AccountName): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(ACCOUNTS[account].email);
  await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
}

test.describe('with a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('news and achievements read in Swedish, and in English for an English reader', async ({
    page,
    openPage,
  }) => {
    await page.goto('/News');
    await expect(page.getByRole('heading', { name: 'Nu finns gehörsträning' })).toBeVisible();
    await expect(page.getByText('Träna örat med intervallövningar', { exact: false })).toBeVisible();

    await signInSwedish(page, 'student2');
    await page.goto('/MyProfile');
    await expect(page.getByRole('link', { name: 'Första stegen' })).toBeVisible();
    await expectAccessible(page);

    const englishPage = await openPage({ locale: 'en-GB' });
    await englishPage.goto('/News');
    await expect(englishPage.getByRole('heading', { name: 'Ear training is here' })).toBeVisible();
  });

  test.describe('in the teams variant', () => {
    test.use({ baseURL: TEAMS_URL });

    test('the Swedish demo course reads in Swedish', async ({ openAs }) => {
      const page = await openAs('student');
      await page.goto('/MyCourses');
      const course = page.getByRole('link', { name: /Introduktion på arbetsplatsen/ }).first();
      await expect(course).toBeVisible();
      await course.click();
      await expect(page).toHaveURL(/\/course\/\d+/);
      await expect(page.getByText('Välkommen till teamet').first()).toBeVisible();
      await expect(
        page.getByText('Allt en ny kollega behöver under de första veckorna.').first(),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
});
