// Statistics and the operations console (SPEC §2 /statistics; /operations, docs/decisions.md):
// the admin reads the period's figures with users online now, then watches the event log live
// while a student sends their coach a message: it appears without a reload, and its payload opens.
// Who is online and what the event log shows are the whole server's: the journey has a demo server
// of its own, so that the journeys running beside it do not move its figures.
import { USER_TYPE } from '../shared/access';
import * as auth from '../shared/calls/auth';
import { expectAccessible } from './support/a11y';
import { ACCOUNTS, PASSWORD, signIn } from './support/accounts';
import { call } from './support/api';
import { sessionStateAt } from './support/factories';
import { type OwnServer, ownServer } from './support/ownServer';
import { expect, test } from './support/test';

let server: OwnServer;

test.beforeAll(async () => {
  server = await ownServer('statistics', { TONIC_SITE: 'academy', TONIC_SEED: 'demo' });
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('the admin reads the statistics and watches a message appear in the operations console', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const url = server.url;
  const { data } = await call(url, auth.signIn, { Email: ACCOUNTS.admin.email, Password: PASSWORD });
  const admin = await openPage({
    baseURL: url,
    storageState: sessionStateAt(url, data.token, USER_TYPE.admin),
  });
  const student = await openPage({ baseURL: url });

  await admin.goto('/statistics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(admin.getByTestId('statistics-table')).toBeVisible();
  // The admin signed in today: at least one sign-in, and someone (the admin) is online now.
  await expect(admin.getByTestId('statistics-sign-ins')).toHaveText(/^[1-9]\d*$/);
  await expect(admin.getByTestId('statistics-active-now')).toHaveText(/^[1-9]\d*$/);
  await admin.getByRole('combobox', { name: 'Per' }).click();
  await admin.getByRole('option', { name: 'Month' }).click();
  await expect(admin.getByTestId('statistics-table').getByRole('row')).not.toHaveCount(0);
  await expectAccessible(admin);

  // "Active now" follows a student signing in, without a reload.
  const before = Number(await admin.getByTestId('statistics-active-now').textContent());
  await signIn(student, 'student2');
  await expect(admin.getByTestId('statistics-active-now')).toHaveText(String(before + 1));

  await admin.goto('/operations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  const log = admin.getByTestId('operations-events');
  await expect(log).toBeVisible();
  await admin.getByLabel('Type').fill('message:*');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expectAccessible(admin);

  // The student asks the coach from a course page; the admin's console shows it at once.
  await student.goto('/course/1');
  await student.getByRole('button', { name: 'Contact your coach' }).click();
  const chat = student.getByRole('dialog', { name: 'Chat with Cole Coach' });
  await expect(chat).toBeVisible();
  await student.getByRole('textbox', { name: 'Message to Cole Coach' }).click();
  await student.keyboard.type('Watched live in operations');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByTestId('chat-thread').getByText('Watched live in operations')).toBeVisible();

  const row = log.locator('tr[data-type="message:new"]').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Open event/ }).click();
  await expect(admin.getByTestId('operations-payload')).toContainText('Watched live in operations');
  await expectAccessible(admin);
  await admin.keyboard.press('Escape');

  // Paused, the next message waits and is counted; resuming shows it.
  await admin.getByRole('button', { name: 'Pause' }).click();
  await student.getByRole('textbox', { name: 'Message to Cole Coach' }).focus();
  await student.keyboard.type('Sent while paused');
  await student.keyboard.press('Control+Enter');
  await expect(admin.getByRole('button', { name: 'Resume (1 new)' })).toBeVisible();
  await admin.getByRole('button', { name: 'Resume (1 new)' }).click();
  await log
    .locator('tr[data-type="message:new"]')
    .first()
    .getByRole('button', { name: /^Open event/ })
    .click();
  await expect(admin.getByTestId('operations-payload')).toContainText('Sent while paused');
});
