// An exam part: a coach adds a part of the type "Exam" (the post-type field says what it does),
// writes one single-choice question with its right answer and saves; a student sees the lesson
// before it offer its XP, while the exam part offers neither "Mark as watched" nor a claim. The
// student answers and submits, and sees the choice question scored at once. The course and the
// student are the journey's own.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

const QUESTION = 'Which note is a fifth above C?';
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('an exam part has no watched mark or claim, and its choice question is scored on submit', async ({
  openAs,
}) => {
  test.setTimeout(150_000);
  const suffix = unique();
  const COURSE = `Exam part course ${suffix}`;
  const PART = `Final exam ${suffix}`;
  const learner = await makePerson('academy', { first: 'Elsa', last: 'Examinee' });
  const course = await makeCourse('academy', {
    name: COURSE,
    parts: [{ name: 'Before the exam', published: true, text: '<p>Read this first.</p>' }],
    students: [learner.id],
  });
  const coach = await openAs('coach');

  // The coach adds an exam part: the type's own words say what it is.
  await coach.goto(`/course/${course.id}`);
  await expect(heading(coach)).toHaveText(COURSE);
  await coach.getByRole('button', { name: 'Edit course' }).click();
  await expect(coach.getByText('You are editing this course.')).toBeVisible();
  await coach.getByRole('main').getByRole('button', { name: 'Add part' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Add a part' });
  await dialog.getByLabel('Name').fill(PART);
  await dialog.getByRole('combobox', { name: 'Post type' }).click();
  await coach.getByRole('option', { name: 'Exam', exact: true }).click();
  await expect(dialog.getByText(/An exam: students answer its questions/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add part' }).click();
  await expect(heading(coach)).toHaveText(PART);
  await coach.getByLabel('Published').check();

  const exam = coach.getByRole('region', { name: 'Exam' });
  await expect(exam.getByText('An exam part counts as done when its exam is passed.')).toBeVisible();
  await exam.getByRole('button', { name: 'Add single-choice question' }).click();
  const question = exam.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: 'Question text' }).fill(QUESTION);
  await question.getByRole('textbox', { name: 'Option 1' }).fill('F');
  await question.getByRole('textbox', { name: 'Option 2' }).fill('G');
  await question.getByRole('radio', { name: 'Option 2 is right' }).check();
  await expectAccessible(coach);
  await exam.getByRole('button', { name: 'Save exam' }).click();
  await expect(coach.getByText('Exam saved.')).toBeVisible();
  await expect(coach.getByTestId('save-status')).toHaveText('All changes saved');
  await coach.getByRole('button', { name: 'Close editing' }).click();
  await expect(coach.getByRole('button', { name: 'Edit course' })).toBeVisible();

  // The lesson before it offers its XP and its watched mark ...
  const student = await openAs(learner);
  await student.goto(`/course/${course.id}/post/${course.parts[0]}`);
  await expect(heading(student)).toHaveText('Before the exam');
  await expect(student.getByRole('button', { name: 'Mark as watched' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'XP reward' })).toBeVisible();

  // ... the exam part neither.
  await student
    .getByRole('complementary', { name: 'Course menu' })
    .getByRole('link', { name: new RegExp(PART) })
    .click();
  await expect(heading(student)).toHaveText(PART);
  const studentExam = student.getByRole('region', { name: 'Exam' });
  await expect(studentExam.getByText('1 question')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Mark as watched' })).toHaveCount(0);
  await expect(student.getByRole('region', { name: 'XP reward' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: /Claim/ })).toHaveCount(0);

  // The student answers, submits and sees the choice question scored at once.
  await studentExam.getByRole('button', { name: 'Start the exam' }).click();
  await expect(studentExam.getByTestId('exam-status')).toHaveText('In progress');
  await studentExam.getByRole('radio', { name: 'G' }).check();
  await studentExam.getByRole('button', { name: 'Submit for review' }).click();
  await expect(studentExam.getByTestId('exam-status')).toHaveText('Submitted and waiting for review');
  await expect(studentExam.getByTestId('exam-auto-score')).toHaveText(
    'Choice questions: 1 of 1 right, scored automatically. Your coach confirms the grade.',
  );
  await expect(student.getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await expectAccessible(student);
});
