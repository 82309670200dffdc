// The head brands the school (issue: branding and the first-run checklist): the name and the accent
// colour saved on /school-settings reach a student's open page at once (top bar, title, theme), and
// the head's open checklist ticks the mail step when a test mail leaves. A server of its own: the
// shared servers' journeys read the default name.
import { expectAccessible } from './support/a11y';
import { PASSWORD, signInAs } from './support/accounts';
import { type OwnServer, ownServer } from './support/ownServer';
import { expect, test } from './support/test';

const SCHOOL = 'Nordic Strings Academy';
const ACCENT = '#1b5e20';

let server: OwnServer;

test.beforeAll(async () => {
  server = await ownServer('branding', {});
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('the head names and colours the school; open pages follow, and the checklist ticks itself', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const student = await openPage({ baseURL: server.url });
  await signInAs(student, 'student@tonic.test', PASSWORD);
  await expect(student.getByRole('banner').getByText('Tonic', { exact: true })).toBeVisible();

  // The head's checklist (the banner on every page leads to it), open in a tab of its own.
  const checklist = await openPage({ baseURL: server.url });
  await signInAs(checklist, 'admin@tonic.test', PASSWORD);
  const banner = checklist.getByRole('region', { name: 'Getting your school ready' });
  // How many steps the demo school has done already (its courses, products, codes, teachers).
  const progress = /(\d) of 7 done/;
  await expect(banner).toContainText(progress);
  const doneBefore = Number(progress.exec((await banner.textContent()) ?? '')?.[1]);
  await banner.getByRole('link', { name: 'Open the checklist' }).click();
  await expect(checklist).toHaveURL(/\/school-settings$/);
  const mailStep = checklist.locator('[data-step="mail"]');
  await expect(mailStep).toHaveAttribute('data-done', 'false');
  await expect(checklist.locator('[data-step="teacher"]')).toHaveAttribute('data-done', 'true');
  await expectAccessible(checklist);

  const head = await openPage({ baseURL: server.url });
  await signInAs(head, 'admin@tonic.test', PASSWORD);
  await head.goto('/school-settings');
  await expect(head.getByRole('heading', { level: 1, name: 'School settings' })).toBeVisible();

  // A colour white text cannot be read on is refused on its field.
  await head.getByLabel('School name').fill(SCHOOL);
  await head.getByLabel('Accent colour').fill('#ffee58');
  await head.getByRole('button', { name: 'Save' }).click();
  await expect(head.getByText('This colour is too light for white text')).toBeVisible();
  await expect(head.getByLabel('Accent colour')).toHaveAttribute('aria-invalid', 'true');
  await expect(student.getByRole('banner').getByText('Tonic', { exact: true })).toBeVisible();
  await expectAccessible(head);

  await head.getByLabel('Accent colour').fill(ACCENT);
  await head.getByRole('button', { name: 'Save' }).click();
  await expect(head.getByText('Saved. Every open page shows it now.')).toBeVisible();

  // The student's open page: the name in the top bar and the title, the colour in the theme.
  await expect(student.getByRole('banner').getByText(SCHOOL, { exact: true })).toBeVisible();
  await expect(student).toHaveTitle(new RegExp(`· ${SCHOOL}$`));
  // The name is drawn in the theme's primary shade 8, which is the accent itself.
  await expect(student.getByRole('banner').getByText(SCHOOL, { exact: true })).toHaveCSS(
    'color',
    'rgb(27, 94, 32)',
  );
  await expect(student.getByRole('banner').getByText('Tonic', { exact: true })).toHaveCount(0);

  // A test mail leaves: the checklist's mail step ticks on the other tab.
  await head.getByRole('button', { name: 'Send a test mail' }).click();
  await expect(head.getByText('The test mail left for admin@tonic.test')).toBeVisible();
  await expect(mailStep).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('checklist-progress')).toContainText(`${doneBefore + 1} of 7 done`);
});
