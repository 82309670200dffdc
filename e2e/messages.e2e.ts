// Live coaching (SPEC §2, §4, §5, §8, §9): a student asks their coach through the help button on a
// course page, the coach's bell count rises without a reload, the coach replies and the student
// sees it live; typing shows; the coach's My students view follows the student online and offline;
// a message to someone offline may be emailed. Also: a failed send stays visible and is retried
// under the same ClientId, and the tech-support dialog. Two browser contexts: coach and student.
// The conversation journey has a coach, a course and a student of its own: the coach's unread
// count and the student's presence are then nobody else's doing.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const chat = (page: Page, name: string) => page.getByRole('dialog', { name: `Chat with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

/** The unread count the bell shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

test('a student asks the coach from a course page and the conversation runs live', async ({ openAs }) => {
  test.setTimeout(120_000);
  const mentor = await makePerson('academy', { first: 'Carl', last: 'Coach', type: 'coach' });
  const learner = await makePerson('academy', { first: 'Stina', last: 'Student' });
  const course = await makeCourse('academy', {
    name: `Coached course ${unique()}`,
    parts: [{ name: 'Warm-up', published: true, text: '<p>Sing a scale.</p>' }],
    coaches: [mentor.id],
    students: [learner.id],
  });
  const studentRow = (page: Page) => page.getByRole('row').filter({ hasText: learner.name });

  // The coach watches My students: the student is not signed in yet.
  const coach = await openAs(mentor);
  await coach.goto('/MyCourses');
  await coach.getByRole('button', { name: 'Admin', exact: true }).click();
  await coach.getByRole('menuitem', { name: 'My students' }).click();
  await expect(coach).toHaveURL(/\/my-students$/);
  await expect(coach.getByRole('heading', { level: 1, name: 'My students' })).toBeVisible();
  await expect(studentRow(coach).getByTestId('presence-text')).toHaveText('Offline');
  await expectAccessible(coach);
  await expect(bell(coach)).toBeEnabled();
  const before = await bellCount(coach);

  // The student comes in: the coach sees them come online without a reload.
  const student = await openAs(learner);
  await student.goto('/MyCourses');
  await expect(studentRow(coach).getByTestId('presence-text')).toHaveText('Online');

  // The help button on the course page opens the chat with the course's first coach.
  await student.goto(`/course/${course.id}`);
  await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Contact your coach' }).click();
  const studentChat = chat(student, mentor.name);
  await expect(studentChat).toBeVisible();
  await expect(studentChat.getByRole('img', { name: `${mentor.name} is online` })).toBeVisible();
  await expect(studentChat.getByText('No messages yet. Say hello!')).toBeVisible();
  const send = studentChat.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expectAccessible(student);

  // Ctrl+Enter sends; the message shows in the thread.
  await composer(student, mentor.name).click();
  await student.keyboard.type('How do I hear a major third?');
  await expect(send).toBeEnabled();
  await student.keyboard.press('Control+Enter');
  const thread = studentChat.getByTestId('chat-thread');
  await expect(thread.getByText('How do I hear a major third?')).toBeVisible();
  await expect(send).toBeDisabled();

  // The coach's bell count rises live, and My students counts the unread message.
  await expect.poll(() => bellCount(coach)).toBe(before + 1);
  await expect(studentRow(coach).getByLabel('1 unread message')).toBeVisible();

  // The bell's messages tab shows the message with sender and a not-replied dot; opening it
  // zeroes the count (the message's notification is read with it).
  await bell(coach).click();
  const list = coach.getByRole('dialog', { name: 'Notifications' });
  await list.getByRole('tab', { name: 'Messages' }).click();
  const row = list.getByRole('button').filter({ hasText: 'How do I hear a major third?' });
  await expect(row).toContainText(learner.name);
  await expect(row.getByRole('img', { name: 'Not replied to' })).toBeVisible();
  await expect.poll(() => bellCount(coach)).toBe(0);
  await expectAccessible(coach);
  await coach.screenshot({ path: 'test-results/messages-bell-list.png' });

  // The coach opens the conversation; the student sees the message was seen.
  await row.click();
  const coachChat = chat(coach, learner.name);
  await expect(coachChat).toBeVisible();
  await expect(coachChat.getByTestId('chat-thread').getByText('How do I hear a major third?')).toBeVisible();
  await expect(thread.getByText('Seen')).toBeVisible();

  // Typing shows on the other side, then the reply arrives live.
  await composer(coach, learner.name).click();
  await coach.keyboard.type('Sing the first two notes of "Oh');
  await expect(studentChat.getByTestId('typing-line')).toHaveText(`${mentor.name} is typing…`);
  await coach.keyboard.type(' When the Saints"!');
  await expectAccessible(coach);
  await coach.screenshot({ path: 'test-results/messages-chat-dialog.png' });
  await coachChat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByText('Sing the first two notes of "Oh When the Saints"!')).toBeVisible();
  await expect(studentChat.getByTestId('typing-line')).toHaveText('');
  await coachChat.getByRole('button', { name: 'Close' }).click();
  await expect(coachChat).toBeHidden();

  // The student leaves: the coach sees them go offline with a last-seen time.
  await expect(studentRow(coach).getByTestId('presence-text')).toHaveText('Online');
  await student.context().close();
  await expect(studentRow(coach).getByTestId('presence-text')).toHaveText('Offline');
  await expect(studentRow(coach).getByText('Not seen yet')).toHaveCount(0);
  await coach.screenshot({ path: 'test-results/messages-my-students.png' });

  // A message to someone offline may be sent as email too.
  await studentRow(coach)
    .getByRole('button', { name: `Chat with ${learner.name}` })
    .click();
  await expect(coachChat).toBeVisible();
  await composer(coach, learner.name).click();
  await coach.keyboard.type('Your next lesson is ready.');
  await coach.keyboard.press('Control+Enter');
  const offer = coach.getByRole('dialog', { name: 'Send as email?' });
  await expect(offer).toContainText(`${learner.name} is offline.`);
  await offer.getByRole('button', { name: 'Yes' }).click();
  await expect(coach.getByText('The message was sent as email.')).toBeVisible();
});

test('a failed send stays visible and a retry stores it once', async ({ openAs }) => {
  const page = await openAs('student');
  await page.goto('/course/1');
  await page.getByRole('button', { name: 'Contact your coach' }).click();
  const dialog = chat(page, 'Cole Coach');
  await expect(dialog).toBeVisible();

  // The first attempt never reaches the server.
  let refused = false;
  await page.route('**/api/backend/messages.php', async (route) => {
    if (!refused && route.request().postData()?.includes('submit_message')) {
      refused = true;
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  });
  const text = `Is the exam open book? ${Date.now()}`;
  await composer(page, 'Cole Coach').click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const failed = dialog.getByTestId('send-failed');
  await expect(failed).toContainText('Not sent');
  await expect(dialog.getByText(text)).toBeVisible();
  await expectAccessible(page);

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(dialog.getByText(text)).toHaveCount(1);
  await page.reload();
  await page.getByRole('button', { name: 'Contact your coach' }).click();
  await expect(chat(page, 'Cole Coach').getByText(text)).toHaveCount(1);
});

test('tech support asks for a message, then sends it', async ({ openAs }) => {
  const page = await openAs('student');
  await page.goto('/MyCourses');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Tech support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tech support' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a message!');
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Your message' }).click();
  await page.keyboard.type('The video on part 2 does not start.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Support message sent! We will get back to you ASAP!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
