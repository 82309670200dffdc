// People (SPEC §2 /users, /user/:id): an admin finds a new student, gives them a course — which
// appears in their open My courses without a reload — takes it away while they have it open, and
// changes their type, which ends their open session at once. The person is a new one, made
// through the factories.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makePerson } from './support/factories';
import { expect, test } from './support/test';

const COURSE = 'Ear Training Fundamentals';

async function openPerson(staff: Page, email: string, name: string): Promise<void> {
  await staff.goto('/users');
  await staff.getByLabel('Search by name or email').fill(email);
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectAccessible(staff);
  await row.click();
  await expect(staff).toHaveURL(/\/user\/\d+$/);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('staff grant and revoke a course and change a type; the student sees each at once', async ({
  openAs,
}) => {
  test.setTimeout(150_000);
  const person = await makePerson('academy', { first: 'Petra', last: 'Person' });
  const learner = await openAs(person);
  await learner.goto('/MyCourses');
  await expect(learner.getByText('You have no courses yet.')).toBeVisible();
  await expect(learner.getByRole('main').getByText(COURSE)).toHaveCount(0);

  const staff = await openAs('admin');
  await openPerson(staff, person.email, person.name);
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
});
