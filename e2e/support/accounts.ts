// The demo accounts seeded with TONIC_SEED=demo, and signing in through the real form.
import { expect, type Page } from '@playwright/test';
import { expectAccessible, visit } from './a11y';

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
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
  await expectAccessible(page);
}
