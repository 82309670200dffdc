// The fallback on time (SPEC §9): a student whose browser cannot open Socket.IO at all, from the
// first load, still gets the coach's reply within one 3 s poll of get_events.
import * as messages from '../shared/calls/messages';
import { call } from './support/api';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

test('without a socket from the first load, a reply arrives by the 3 s poll', async ({ openAs }) => {
  const mentor = await makePerson('academy', { first: 'Polly', last: 'Coach', type: 'coach' });
  const learner = await makePerson('academy', { first: 'Nils', last: 'Nosocket' });
  const course = await makeCourse('academy', {
    name: `Fallback course ${unique()}`,
    parts: [{ name: 'Warm-up', published: true, text: '<p>Hum.</p>' }],
    coaches: [mentor.id],
    students: [learner.id],
  });

  const student = await openAs(learner);
  // Socket.IO blocked in the student's browser before anything loads: its HTTP long-polling and
  // its WebSocket alike.
  await student.context().route('**/socket.io/**', (route) => route.abort());
  await student.context().routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await student.goto(`/course/${course.id}`);
  await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Contact your coach' }).click();
  const thread = student.getByRole('dialog', { name: `Chat with ${mentor.name}` }).getByTestId('chat-thread');
  await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible();

  for (const n of [1, 2]) {
    const text = `Reply ${n} without a socket ${unique()}`;
    await call(
      'academy',
      messages.submitMessage,
      { UserId: learner.id, Message: `<p>${text}</p>` },
      {
        token: mentor.token,
      },
    );
    // One poll interval (3 s) plus the get_events call's own time; no sleep, a bound.
    await expect(thread.getByText(text)).toBeVisible({ timeout: 6_000 });
  }
  await expect(student.getByRole('banner').locator('[data-connection]')).not.toHaveAttribute(
    'data-connection',
    'connected',
  );
});
