// The notification feed on two devices of one student: a coach's reply appears in both feeds at
// once, and reading it on the phone clears the desktop's badge live; "Mark all read" and the
// "See all" page.
import type { Page } from '@playwright/test';
import * as messages from '../shared/calls/messages';
import { expectAccessible } from './support/a11y';
import { call } from './support/api';
import { demoToken, makePerson } from './support/factories';
import { expect, test } from './support/test';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function coachWrites(to: number, text: string): Promise<void> {
  await call(
    'academy',
    messages.submitMessage,
    { UserId: to, Message: `<p>${text}</p>` },
    {
      token: demoToken('academy', 'coach'),
    },
  );
}

test('a coach’s reply reaches both of a student’s devices, and reading it on one clears the other', async ({
  openAs,
}) => {
  const learner = await makePerson('academy', { first: 'Nora', last: 'Notified' });
  const phone = await openAs(learner, { viewport: { width: 390, height: 844 } });
  const desktop = await openAs(learner);
  for (const page of [phone, desktop]) {
    await page.goto('/MyCourses');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  }

  await coachWrites(learner.id, 'Lovely phrasing in bar four.');
  await expect(bell(phone)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(desktop)).toHaveAccessibleName('Notifications, 1 unread');

  // The desktop's feed shows it unread; the phone reads it.
  await bell(desktop).click();
  const desktopFeed = desktop.getByRole('dialog', { name: 'Notifications' });
  const onDesktop = desktopFeed.getByRole('button', { name: /Cole Coach wrote to you/ });
  await expect(onDesktop.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expectAccessible(desktop);
  await bell(phone).click();
  await phone
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Cole Coach wrote to you/ })
    .click();
  // Choosing it opens the chat with the coach, and every device has it read.
  await expect(phone.getByRole('dialog', { name: 'Chat with Cole Coach' })).toBeVisible();
  await expect(bell(phone)).toHaveAccessibleName('Notifications');
  await expect(bell(desktop)).toHaveAccessibleName('Notifications');
  await expect(onDesktop.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // Two more, with the phone's chat closed (an open chat reads what arrives in it, and its
  // notification with it); "Mark all read" on the desktop clears the phone too.
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('dialog', { name: 'Chat with Cole Coach' })).toHaveCount(0);
  await coachWrites(learner.id, 'Try it slower.');
  await coachWrites(learner.id, 'Then faster.');
  await expect(bell(phone)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell(desktop)).toHaveAccessibleName('Notifications, 2 unread');
  await desktopFeed.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(phone)).toHaveAccessibleName('Notifications');
  await expect(bell(desktop)).toHaveAccessibleName('Notifications');

  // "See all": the whole feed on its own page.
  await desktopFeed.getByRole('link', { name: 'See all' }).click();
  await expect(desktop).toHaveURL(/\/notifications$/);
  await expect(desktop.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(desktop.getByTestId('notification-page-list').getByRole('listitem')).toHaveCount(3);
  await expectAccessible(desktop);
});

test('a reply written while the socket is still connecting, after the page’s data loaded, still shows', async ({
  openAs,
}) => {
  const learner = await makePerson('academy', { first: 'Sia', last: 'Slowsocket' });
  const page = await openAs(learner);
  // A busy machine, made exact: the socket (WebSocket and long-polling) and every get_events sent
  // after the page's first other call wait until released, so the page's data load first and
  // the reply is written before realtime can learn anything.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let othersSent = false;
  await page.route('**/api/backend/**', async (route) => {
    if (!route.request().url().endsWith('/events.php')) othersSent = true;
    else if (othersSent) await released;
    await route.continue();
  });
  await page.route('**/socket.io/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await released;
    ws.connectToServer();
  });

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Nothing new yet.')).toBeVisible();
  await coachWrites(learner.id, 'Welcome aboard.');
  release();

  await expect(page.getByTestId('notification-page-list').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('notification-page-list')).toContainText('Cole Coach wrote to you');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expectAccessible(page);
});
