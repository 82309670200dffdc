// A new school from nothing (issue: a school can run on Tonic): on an empty production database
// the operator makes the first admin with `npm run admin -- create`; the admin signs in, creates a
// course, and enrols a student who registered, who sees the course appear at once.
import path from 'node:path';
import { expectAccessible } from './support/a11y';
import { NEW_PASSWORD, signInAs } from './support/accounts';
import { mailedLink, VERIFY_LINK } from './support/mail';
import { createAdminByCommand, emptyProductionServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

const ADMIN = { email: 'fiona@new-school.test', password: 'the first admin passphrase' };
const STUDENT = 'stella@new-school.test';
const COURSE = 'Rhythm Basics';

let server: OwnServer;

test.beforeAll(async () => {
  server = await emptyProductionServer('first-run');
});

test.afterAll(async () => {
  await server.stop();
});

test('the first admin, made by the command on an empty production database, enrols a student live', async ({
  openPage,
}) => {
  test.setTimeout(180_000);
  // The operator's command, with the password on standard input.
  const stdout = await createAdminByCommand(server, {
    email: ADMIN.email,
    firstName: 'Fiona',
    lastName: 'First',
    password: ADMIN.password,
  });
  expect(stdout).toContain(`Created the administrator ${ADMIN.email}`);

  await server.start();
  const url = server.url;

  // Nothing else is there: no demo accounts.
  const admin = await openPage({ baseURL: url });
  await admin.goto('/login');
  await admin.getByLabel('Email').fill('admin@tonic.test');
  await admin.getByLabel('Password', { exact: true }).fill('tonic-demo');
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin.getByText(/Wrong email or password/)).toBeVisible();
  await signInAs(admin, ADMIN.email, ADMIN.password);

  await admin.goto('/Courses');
  await admin.getByRole('button', { name: 'New course' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Title').fill(COURSE);
  await dialog.getByLabel('Code').fill('RHY-101');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByRole('link', { name: `Open ${COURSE}` })).toBeVisible();

  // A student registers and verifies their address.
  const student = await openPage({ baseURL: url });
  await student.goto('/register');
  await student.getByLabel('First name').fill('Stella');
  await student.getByLabel('Last name').fill('Student');
  await student.getByLabel('Email').fill(STUDENT);
  await student.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await student.getByLabel('I agree to the terms of service').check();
  await student.getByRole('button', { name: 'Create account' }).click();
  await expect(student.getByText(/Check your email/)).toBeVisible();
  await student.goto(await mailedLink(STUDENT, VERIFY_LINK, path.join(server.dataDir, 'mail')));
  await expect(student.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  await signInAs(student, STUDENT, NEW_PASSWORD);
  await expect(student.getByText('You have no courses yet.')).toBeVisible();

  // The admin enrols them; My courses shows the course without a reload.
  await admin.goto('/users');
  await admin.getByLabel('Search by name or email').fill('stella');
  await admin.getByRole('row').filter({ hasText: STUDENT }).click();
  const access = admin.getByRole('region', { name: 'Course access' });
  await access.getByLabel('Grant a course').click();
  await admin.getByRole('option', { name: COURSE }).click();
  await access.getByRole('button', { name: 'Grant' }).click();
  await expect(access.getByText('Granted by staff')).toBeVisible();
  await expectAccessible(admin);
  await expect(student.getByRole('main').getByText(COURSE).first()).toBeVisible();
});
