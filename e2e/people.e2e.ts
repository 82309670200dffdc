// People (SPEC §2 /users, /user/:id): an admin finds a new student, gives them a course — which
// appears in their open My courses without a reload — takes it away while they have it open, and
// changes their type, which ends their open session at once.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { registerAndSignIn, signIn } from './support/accounts';

const COURSE = 'Ear Training Fundamentals';

async function openPerson(staff: Page, email: string): Promise<void> {
  await staff.goto('/users');
  await staff.getByLabel('Search by name or email').fill(email);
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectAccessible(staff);
  await row.click();
  await expect(staff).toHaveURL(/\/user\/\d+$/);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Petra Person');
}

test('staff grant and revoke a course and change a type; the student sees each at once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const email = `person-${Date.now()}@tonic.test`;
  await registerAndSignIn(learner, email, '', { first: 'Petra', last: 'Person' });
  await expect(learner.getByRole('main').getByText(COURSE)).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin');
  await openPerson(staff, email);
  await expect(staff.getByText('Online now')).toBeVisible();

  // Grant: the learner's open My courses shows the course without a reload.
  const access = staff.getByRole('region', { name: 'Course access' });
  await access.getByLabel('Grant a course').click();
  await staff.getByRole('option', { name: COURSE }).click();
  await access.getByRole('button', { name: 'Grant' }).click();
  await expect(access.getByText('Granted by staff')).toBeVisible();
  await expectAccessible(staff);
  const courseLink = learner.getByRole('main').getByText(COURSE).first();
  await expect(courseLink).toBeVisible();

  // Revoke while the learner has the course open: its page closes.
  await courseLink.click();
  await expect(learner).toHaveURL(/\/course\/\d+/);
  await expect(learner.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await access.getByRole('button', { name: 'Revoke' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(access.getByText('No course access.')).toBeVisible();
  await expect(learner.getByText(/Premission denied id:/)).toBeVisible();

  // A new type ends the learner's session at once.
  const typeAndAccess = staff.getByRole('region', { name: 'Type and access' });
  await typeAndAccess.getByLabel('User type').click();
  await staff.getByRole('option', { name: 'Coach' }).click();
  await typeAndAccess.getByRole('button', { name: 'Save' }).click();
  await expect(learner).toHaveURL(/\/login/);
  await expect(learner.getByText('Your session has ended, please sign in again.')).toBeVisible();
  await expect(staff.getByRole('main').getByText('Coach', { exact: true }).first()).toBeVisible();

  await staffContext.close();
  await learnerContext.close();
});
