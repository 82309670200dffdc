// Exams (SPEC §4 "Exam states"): a student answers and submits the exam of a school part; the
// coach's open /Tasks shows the review at once; the coach grades it on the task's page; the
// student's open part shows the result without a reload. The student is a new one of the demo
// course, so the exam is theirs alone to take.
import { expectAccessible } from './support/a11y';
import { makePerson } from './support/factories';
import { showOnlyTaskType } from './support/tasks';
import { expect, test } from './support/test';

const PART = 'Theory corner: the major scale';
const COURSE = 'Ear Training Fundamentals';

test('a student submits an exam, the coach sees the review live and grades it, the student sees the result live', async ({
  openAs,
}) => {
  test.setTimeout(150_000);
  const learner = await makePerson('academy', { first: 'Eva', last: 'Exam', courses: [1] });
  const coach = await openAs('coach');
  const student = await openAs(learner);

  await coach.goto('/Tasks');
  await expect(coach.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  // The coach watches the exam reviews alone.
  await showOnlyTaskType(coach, 'Exam review');

  // The student opens the school part from the course menu and starts its exam.
  await student.goto('/course/1');
  await student.getByRole('complementary', { name: 'Course menu' }).getByRole('link', { name: PART }).click();
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(PART);
  const exam = student.getByRole('region', { name: 'Exam' });
  await expect(exam.getByTestId('exam-status')).toHaveText('No exam started');
  await exam.getByRole('button', { name: 'Start the exam' }).click();
  await expect(exam.getByTestId('exam-status')).toHaveText('In progress');
  await expectAccessible(student);

  await exam.getByRole('radio', { name: 'The fourth' }).check();
  for (const triad of ['C major', 'D minor', 'G major'])
    await exam.getByRole('checkbox', { name: triad }).check();
  await exam
    .getByRole('textbox', { name: /why does the major scale sound/ })
    .fill('Its thirds above the tonic are major.');
  await exam.getByRole('button', { name: 'Save answers' }).click();
  await expect(student.getByText('Your answers are saved.')).toBeVisible();
  await exam.getByRole('button', { name: 'Submit for review' }).click();
  await expect(exam.getByTestId('exam-status')).toHaveText('Submitted and waiting for review');
  await expect(exam.getByRole('radio', { name: 'The fourth' })).toBeDisabled();

  // The coach's open queue shows the review without a reload, already the coach's.
  const row = coach.getByRole('row').filter({ hasText: `${PART} (${COURSE})` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Exam review');
  await expect(row).toContainText(learner.name);
  await expect(row).toContainText('Cole Coach');
  await row.getByRole('link', { name: `${PART} (${COURSE})` }).click();
  await expect(coach).toHaveURL(/\/Tasks\/\d+$/);

  // The grading view: the answers beside the right options; the coach grades.
  const review = coach.getByRole('region', { name: `Exam of ${learner.name}: ${PART}` });
  await expect(review.getByRole('radio', { name: 'The fourth (right answer)' })).toBeChecked();
  await expect(review.getByRole('textbox', { name: /why does the major scale sound/ })).toHaveValue(
    'Its thirds above the tonic are major.',
  );
  await expectAccessible(coach);
  await review.getByRole('textbox', { name: 'Score (0-100)' }).fill('85');
  await review.getByRole('switch', { name: 'Passed' }).check();
  await review.getByRole('textbox', { name: 'Feedback for the student' }).fill('Clear and right. Well done!');
  await review.getByRole('button', { name: 'Grade the exam' }).click();
  await expect(review.getByTestId('exam-graded')).toHaveText('Graded: 85 of 100, Passed.');
  // Grading completes the review task.
  await expect(coach.getByTestId('task-completed')).toBeVisible();

  // The student's open part shows the result, without a reload.
  await expect(exam.getByTestId('exam-status')).toHaveText('Completed');
  const result = exam.getByTestId('exam-result');
  await expect(result).toContainText('Passed');
  await expect(result).toContainText('Score: 85 of 100');
  await expect(result).toContainText('Your coach says: Clear and right. Well done!');
  await expectAccessible(student);
});
