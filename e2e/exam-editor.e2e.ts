// Authoring an exam in the course editor: a coach adds a school part at the end of a course a
// student has, publishes it, writes a single-choice question with two options and its right
// answer, and saves the exam; a student opening the part finds the question in its exam. The part
// is removed again. The course and its student are the journey's own.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

const QUESTION = 'Which note is a fifth above C?';

const drawer = (page: Page) => page.getByRole('complementary', { name: 'Course menu' });

test('staff write a school part’s exam in the editor; a student sees the question in the exam', async ({
  openAs,
}) => {
  test.setTimeout(150_000);
  const suffix = unique();
  const COURSE = `Exam course ${suffix}`;
  const PART = `Exam part ${suffix}`;
  const learner = await makePerson('academy', { first: 'Ezra', last: 'Examinee' });
  const course = await makeCourse('academy', {
    name: COURSE,
    parts: [{ name: 'Before the exam', published: true, text: '<p>Read this first.</p>' }],
    students: [learner.id],
  });
  const coach = await openAs('coach');
  const student = await openAs(learner);

  // The coach enters edit mode and adds a school part.
  await coach.goto(`/course/${course.id}`);
  await expect(coach.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await coach.getByRole('button', { name: 'Edit course' }).click();
  await expect(coach.getByText('You are editing this course.')).toBeVisible();
  await coach.getByRole('main').getByRole('button', { name: 'Add part' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Add a part' });
  await dialog.getByLabel('Name').fill(PART);
  await dialog.getByRole('combobox', { name: 'Post type' }).click();
  await coach.getByRole('option', { name: 'School' }).click();
  await dialog.getByRole('button', { name: 'Add part' }).click();
  await expect(coach.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(PART);
  await coach.getByLabel('Published').check();

  // The exam: one single-choice question with two options, the second one right.
  const exam = coach.getByRole('region', { name: 'Exam' });
  await expect(exam.getByText('No questions yet.')).toBeVisible();
  await exam.getByRole('button', { name: 'Add single-choice question' }).click();
  const question = exam.getByRole('group', { name: 'Question 1' });
  // Saving an empty question is refused at its fields, before any call.
  await exam.getByRole('button', { name: 'Save exam' }).click();
  await expect(question.getByText('Write the question.')).toBeVisible();
  await expect(exam.getByTestId('exam-save-status')).toHaveText('Check the marked fields');
  await question.getByRole('textbox', { name: 'Question text' }).fill(QUESTION);
  await question.getByRole('textbox', { name: 'Option 1' }).fill('F');
  await question.getByRole('textbox', { name: 'Option 2' }).fill('G');
  await question.getByRole('radio', { name: 'Option 2 is right' }).check();
  await expectAccessible(coach);
  await exam.getByRole('button', { name: 'Save exam' }).click();
  await expect(coach.getByText('Exam saved.')).toBeVisible();
  await expect(exam.getByTestId('exam-save-status')).toHaveText('Exam saved');
  await expect(coach.getByTestId('save-status')).toHaveText('All changes saved');

  // Read back from the server: the editor opened again shows the question and its right answer.
  await coach.getByRole('button', { name: 'Close editing' }).click();
  await coach.getByRole('button', { name: 'Edit course' }).click();
  await expect(coach.getByText('You are editing this course.')).toBeVisible();
  const reloaded = coach.getByRole('region', { name: 'Exam' }).getByRole('group', { name: 'Question 1' });
  await expect(reloaded.getByRole('textbox', { name: 'Question text' })).toHaveValue(QUESTION);
  await expect(reloaded.getByRole('radio', { name: 'Option 2 is right' })).toBeChecked();
  await expect(reloaded.getByRole('radio', { name: 'Option 1 is right' })).not.toBeChecked();

  // The student opens the part from the course menu and finds the question in its exam.
  await student.goto(`/course/${course.id}`);
  await drawer(student)
    .getByRole('link', { name: new RegExp(PART) })
    .click();
  await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(PART);
  const studentExam = student.getByRole('region', { name: 'Exam' });
  await expect(studentExam.getByText('1 question')).toBeVisible();
  await studentExam.getByRole('button', { name: 'Start the exam' }).click();
  await expect(studentExam.getByTestId('exam-status')).toHaveText('In progress');
  await expect(studentExam.getByText(`1. ${QUESTION}`)).toBeVisible();
  await expect(studentExam.getByRole('radio', { name: 'F' })).toBeVisible();
  await expect(studentExam.getByRole('radio', { name: 'G' })).toBeVisible();
  // The right answer is not shown to the student.
  await expect(studentExam.getByText('right answer')).toHaveCount(0);
  await expectAccessible(student);

  // The part goes again (its exam with it).
  await coach.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: COURSE }).click();
  await expect(coach.getByRole('region', { name: 'Parts' })).toBeVisible();
  await coach.getByRole('button', { name: `Remove part: ${PART}` }).click();
  await coach
    .getByRole('dialog', { name: 'Remove part' })
    .getByRole('button', { name: 'Remove part' })
    .click();
  await expect(drawer(coach).getByRole('link', { name: new RegExp(PART) })).toHaveCount(0);
  await coach.getByRole('button', { name: 'Close editing' }).click();
  await expect(coach.getByRole('button', { name: 'Edit course' })).toBeVisible();
});
