// Sign-up that helps (issue 31): each missing or wrong answer is marked on its own field
// (aria-invalid, with its message), focus goes to the first of them, and the spec's "Missing
// information" stands above the form. An unverified sign-in offers to send the mail again.
import { expectAccessible } from './support/a11y';
import { unique } from './support/factories';
import { expect, test } from './support/test';

test('sign-up marks the fields in error and focuses the first; an unverified sign-in can resend the mail', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Missing information. Please complete the form.' }),
  ).toBeVisible();
  const first = page.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Agree to the terms to sign up.')).toBeVisible();
  await expectAccessible(page);

  // Fixed in order, the next problem takes the focus: a wrong address.
  await first.fill('Ada');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  const email = `ada-${unique().toLowerCase()}@example.test`;
  const password = 'a long enough passphrase';
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Check your email/)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Resend the verification mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new link is on its way' })).toBeVisible();
});
