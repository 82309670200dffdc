// A person's own account (SPEC §2 /MyProfile, /password-recovery): they change their details and
// password, and every other session of theirs ends at once; a forgotten password is reset through
// the mailed link, once, and the sessions open elsewhere end too. Each journey's person is its own.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInAs } from './support/accounts';
import { makePerson } from './support/factories';
import { mailedLink, RESET_LINK } from './support/mail';
import { expect, test } from './support/test';

async function expectSessionEnded(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended, please sign in again.')).toBeVisible();
}

test('a person edits their details and changes their password; their other session ends', async ({
  openAs,
  openPage,
}) => {
  test.setTimeout(150_000);
  const person = await makePerson('academy', { first: 'Paula', last: 'Profile' });
  const email = person.email;
  const here = await openAs(person);
  // A second session of theirs, signed in on another browser.
  const elsewhere = await openPage();
  await signInAs(elsewhere, email, person.password);

  await here.goto('/MyProfile');
  const details = here.getByRole('region', { name: 'My details' });
  await details.getByLabel('City').fill('Malmö');
  await details.getByLabel('Interests').fill('Choir singing');
  await details.getByLabel('Earns XP').uncheck();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(here.getByText('Saved.')).toBeVisible();
  await expectAccessible(here);
  await here.reload();
  await expect(here.getByRole('region', { name: 'My details' }).getByLabel('City')).toHaveValue('Malmö');
  await expect(here.getByRole('region', { name: 'My details' }).getByLabel('Earns XP')).not.toBeChecked();

  const password = here.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('a fresh long passphrase');
  await password.getByLabel('New password again').fill('a fresh long passphrase');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right.')).toBeVisible();
  await password.getByLabel('Current password').fill(person.password);
  await password.getByLabel('New password', { exact: true }).fill('a fresh long passphrase');
  await password.getByLabel('New password again').fill('a fresh long passphrase');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(here.getByText('Your password is changed; 1 other session was signed out.')).toBeVisible();
  await expectSessionEnded(elsewhere);
  // This session stays.
  await here.goto('/MyCourses');
  await expect(here).toHaveURL(/\/MyCourses$/);
  await signInAs(elsewhere, email, 'a fresh long passphrase');
});

test('a forgotten password is reset through the mailed link, once; open sessions end', async ({
  openAs,
  openPage,
}) => {
  test.setTimeout(150_000);
  const person = await makePerson('academy', { first: 'Frank', last: 'Forgetful' });
  const email = person.email;
  const open = await openAs(person);
  await open.goto('/MyCourses');
  await expect(open.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();

  const page = await openPage();
  await page.goto('/password-recovery');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(/If the email belongs to an account, a reset link is on its way/),
  ).toBeVisible();
  await expectAccessible(page);

  const link = await mailedLink(email, RESET_LINK);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
  await page.getByLabel('Repeat the new password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();
  await expectSessionEnded(open);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Repeat the new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Invalid code.')).toBeVisible();
  await signInAs(page, email, 'another long passphrase');
});
