// Surveys (SPEC §2 /admin/surveys, /survey/:survey_id, /admin/surveys/:id/results): the admin
// builds a survey and opens it, a student answers on /survey/:id while the admin's results page
// counts the answer live, and closing the survey locks the student's open page at once.
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

test('an admin builds and opens a survey, a student answers, results and closing are live', async ({
  openAs,
}) => {
  test.setTimeout(120_000);
  const admin = await openAs('admin');
  const student = await openAs('student');

  await admin.goto('/admin/surveys');
  await admin.getByRole('button', { name: 'New survey' }).click();
  await expect(admin).toHaveURL(/\/admin\/surveys\/\d+$/);
  const surveyId = Number(/(\d+)$/.exec(admin.url())?.[1]);
  await expect(admin.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
  await admin.getByLabel('Title').fill('Course feedback');

  await admin.getByRole('button', { name: 'Add a question' }).click();
  const first = admin.locator('[data-question-key]').nth(0);
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill('Which part did you like best?');
  await first.getByLabel('Choices, one per line').fill('Intervals\nChords\nRhythm');
  await first.getByLabel('An answer is required').check();

  await admin.getByRole('button', { name: 'Add a question' }).click();
  const second = admin.locator('[data-question-key]').nth(1);
  await second.getByRole('textbox', { name: 'Question', exact: true }).fill('How hard was it?');
  await second.getByRole('combobox', { name: 'Kind' }).click();
  await admin.getByRole('option', { name: 'Scale' }).click();
  await expect(second.getByLabel('From')).toBeVisible();

  await admin.getByText('Open', { exact: true }).click();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The survey is saved.')).toBeVisible();

  await admin.goto(`/admin/surveys/${surveyId}/results`);
  await expect(admin.getByRole('heading', { name: 'Course feedback' })).toBeVisible();
  await expect(admin.getByTestId('respondents')).toHaveText('0 answers');
  await expectAccessible(admin);

  // The student answers; a required question left empty is named first.
  await student.goto(`/survey/${surveyId}`);
  await expect(student.getByRole('heading', { name: 'Course feedback' })).toBeVisible();
  await expectAccessible(student);
  await student.getByRole('button', { name: 'Send answers' }).click();
  await expect(student.getByText('Please answer this question.')).toBeVisible();
  await student.getByRole('radio', { name: 'Chords' }).check();
  await student.getByRole('radio', { name: '4', exact: true }).check();
  await student.getByRole('button', { name: 'Send answers' }).click();
  await expect(student.getByText('Thank you! Your answers are saved.')).toBeVisible();
  await expect(student.getByText(/^You answered on/)).toBeVisible();

  // The admin's open results page counted it without a reload.
  await expect(admin.getByTestId('respondents')).toHaveText('1 answer');
  const likedBest = admin.locator('[data-question-key]').nth(0);
  await expect(likedBest.getByTestId('counts')).toContainText('Chords: 1');
  await expect(admin.locator('[data-question-key]').nth(1)).toContainText('Mean 4');

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`course-feedback-${surveyId}.csv`);

  // Closing the survey locks the student's open page at once.
  await admin.goto(`/admin/surveys/${surveyId}`);
  await admin.getByText('Closed', { exact: true }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The survey is saved.')).toBeVisible();
  await expect(student.getByText('This survey is closed. These are the answers you gave.')).toBeVisible();
  await expect(student.getByRole('button', { name: /answers$/ })).toHaveCount(0);
  await expect(student.getByRole('radio', { name: 'Chords' })).toBeChecked();
  await expect(student.getByRole('radio', { name: 'Chords' })).toBeDisabled();
});

test('a student cannot open the survey admin pages, and a draft is not shown', async ({ openAs }) => {
  const page = await openAs('student2');
  await page.goto('/admin/surveys');
  await expect(page).toHaveURL(/\/denied/);
  await page.goto('/survey/999999');
  await expect(page.getByText('There is no such survey, or it is not open yet.')).toBeVisible();
  await expectAccessible(page);
});
