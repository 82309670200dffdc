// Ctrl+Enter sends, every time (SPEC §5): twenty messages typed and sent with the keys alone, at
// a person's pace and faster, each shows in the thread once.
import type { Page } from '@playwright/test';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

test('Ctrl+Enter sends twenty messages in a row, each once', async ({ openAs }) => {
  test.setTimeout(120_000);
  const mentor = await makePerson('academy', { first: 'Kim', last: 'Keys', type: 'coach' });
  const learner = await makePerson('academy', { first: 'Eve', last: 'Enter' });
  const course = await makeCourse('academy', {
    name: `Keys course ${unique()}`,
    parts: [{ name: 'Warm-up', published: true, text: '<p>Type.</p>' }],
    coaches: [mentor.id],
    students: [learner.id],
  });
  // The coach is online, so no send turns into an offer to email them.
  const coach = await openAs(mentor);
  await coach.goto('/MyCourses');
  const student: Page = await openAs(learner);
  await student.goto(`/course/${course.id}`);
  await student.getByRole('button', { name: 'Contact your coach' }).click();
  const chat = student.getByRole('dialog', { name: `Chat with ${mentor.name}` });
  const thread = chat.getByTestId('chat-thread');
  const box = student.getByRole('textbox', { name: `Message to ${mentor.name}` });
  await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(chat.getByRole('img', { name: `${mentor.name} is online` })).toBeVisible();
  await box.click();

  const tag = unique();
  const texts = Array.from({ length: 20 }, (_, i) => `Line ${i + 1} of ${tag}`);
  for (const text of texts) {
    await student.keyboard.type(text);
    await student.keyboard.press('Control+Enter');
    await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
    await expect(box).toHaveText('');
  }
  for (const text of texts) await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
});
