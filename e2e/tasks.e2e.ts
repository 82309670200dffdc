// The work queue (SPEC §2 /Tasks, /Tasks/:id): a student asks tech support and the coach's open
// /Tasks shows the request at once; the coach takes it, notes it and marks it done on its page.
import { expectAccessible } from './support/a11y';
import { showOnlyTaskType } from './support/tasks';
import { expect, test } from './support/test';

test('a support request arrives in the open queue live; the coach takes it and marks it done', async ({
  openAs,
}) => {
  test.setTimeout(120_000);
  const coach = await openAs('coach');
  const student = await openAs('student');
  await student.goto('/MyCourses');

  await coach.goto('/Tasks');
  await expect(coach.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expectAccessible(coach);
  // The coach watches the support requests alone.
  await showOnlyTaskType(coach, 'Support');

  const request = `My video stops at 0:42 (${Date.now()})`;
  await student.getByRole('button', { name: 'Open main menu' }).click();
  await student
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('button', { name: 'Tech support' })
    .click();
  const dialog = student.getByRole('dialog', { name: 'Tech support' });
  await dialog.getByRole('textbox', { name: 'Your message' }).click();
  await student.keyboard.type(request);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(student.getByText('Support message sent! We will get back to you ASAP!')).toBeVisible();

  // The coach's open queue shows it without a reload, from the student, unassigned.
  const row = coach.getByRole('row').filter({ hasText: request });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sam Student');
  await expect(row).toContainText('Support');
  // The admin menu's badge counts the open tasks.
  await expect(coach.getByTestId('admin-menu')).toHaveAccessibleDescription(/^\d+ open tasks?$/);
  await row.getByRole('button', { name: 'Take' }).click();
  await expect(row).toContainText('Cole Coach');

  // A tech-support request belongs to no course: filtering by one leaves it out.
  await coach.getByRole('combobox', { name: 'Course' }).click();
  await coach.getByRole('option', { name: 'Ear Training Fundamentals' }).click();
  await expect(row).toHaveCount(0);
  await coach.getByRole('combobox', { name: 'Course' }).click();
  await coach.getByRole('option', { name: 'Ear Training Fundamentals' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: request }).click();
  await expect(coach).toHaveURL(/\/Tasks\/\d+$/);
  await expect(coach.getByTestId('task-owner')).toHaveText('Taken by Cole Coach');
  await coach.getByLabel('Note').fill('Asked for the browser version.');
  await coach.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('The task is saved.')).toBeVisible();
  await coach.getByRole('button', { name: 'Mark done' }).click();
  await expect(coach.getByTestId('task-completed')).toBeVisible();
  await expectAccessible(coach);

  await coach.getByRole('link', { name: 'All tasks' }).click();
  await expect(coach.getByRole('row').filter({ hasText: request })).toHaveCount(0);
  await coach.getByText('Done', { exact: true }).click();
  await expect(coach.getByRole('row').filter({ hasText: request })).toBeVisible();
});
