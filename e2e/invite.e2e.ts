// People in (issue "Opening a school"): the head invites a teacher from /users; the teacher opens
// the mailed link, gives their name with a password, signs in, and is a coach on the school's
// people list. The teacher's address is new for each run.
import { expectAccessible } from './support/a11y';
import { signInAs } from './support/accounts';
import { unique } from './support/factories';
import { mailedLink, RESET_LINK } from './support/mail';
import { expect, test } from './support/test';

const PASSWORD = 'a long teaching passphrase';

test('the head invites a teacher, who names themselves, signs in and is a coach', async ({
  openAs,
  openPage,
}) => {
  test.setTimeout(150_000);
  const email = `teacher-${unique().toLowerCase()}@invite.test`;

  const head = await openAs('admin');
  await head.goto('/users');
  await head.getByRole('button', { name: 'Invite people' }).click();
  const dialog = head.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel('Email addresses').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await head.getByRole('option', { name: 'Coach' }).click();
  await expectAccessible(head);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(head.getByText('1 invitation sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const teacher = await openPage();
  await teacher.goto(await mailedLink(email, RESET_LINK));
  await expect(teacher.getByText('Welcome! Give your name and choose a password.')).toBeVisible();
  await expectAccessible(teacher);
  await teacher.getByLabel('First name').fill('Tina');
  await teacher.getByLabel('Last name').fill('Tuning');
  await teacher.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await teacher.getByLabel('Repeat the new password').fill(PASSWORD);
  await teacher.getByRole('button', { name: 'Save new password' }).click();
  await expect(teacher.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  await signInAs(teacher, email, PASSWORD);
  // Staff pages open to a coach: the people list shows them with their name and role.
  await teacher.goto('/users');
  await teacher.getByLabel('Search by name or email').fill(email);
  const row = teacher.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Tina Tuning');
  await expect(row).toContainText('Coach');
});
