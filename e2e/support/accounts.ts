// The demo accounts seeded with TONIC_SEED=demo, and signing in through the real form. Most
// journeys start signed in instead (support/test.ts, openAs); the form is for the journeys about
// signing in, registering and passwords.
import { expect, type Page } from '@playwright/test';
import { mailedLink, VERIFY_LINK } from './mail';

export const PASSWORD = 'tonic-demo';

export const ACCOUNTS = {
  admin: { email: 'admin@tonic.test', name: 'Ada Admin' },
  coach: { email: 'coach@tonic.test', name: 'Cole Coach' },
  student: { email: 'student@tonic.test', name: 'Sam Student' },
  student2: { email: 'student2@tonic.test', name: 'Sara Student' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in on /login and waits for My courses with the person's name in the top bar. */
export async function signIn(page: Page, account: AccountName): Promise<void> {
  const { email, name } = ACCOUNTS[account];
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
}

/** The password of accounts a journey registers itself. */
export const NEW_PASSWORD = 'a long enough passphrase';

/**
 * Registers a new student through /register (with an optional query, e.g. a code), verifies the
 * address through the mailed link, and signs in: the page ends on My courses.
 */
export async function registerAndSignIn(
  page: Page,
  email: string,
  query = '',
  name: { first: string; last: string } = { first: 'New', last: 'Learner' },
): Promise<void> {
  await page.goto(`/register${query}`);
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Check your email/)).toBeVisible();
  await page.goto(await mailedLink(email, VERIFY_LINK));
  await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  await signInAs(page, email, NEW_PASSWORD);
}

/** Signs in with any address and password on /login, ending on My courses. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
}
