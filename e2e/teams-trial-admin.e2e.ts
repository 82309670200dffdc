// A teams trial's admin (SPEC §1; issue 31): every entry of their admin menu opens a page they may
// use, never "No access to this page"; and the plan's course limit leads to a request for a larger
// plan, which the school finds in its work queue.
import * as auth from '../shared/calls/auth';
import * as companies from '../shared/calls/companies';
import * as editing from '../shared/calls/editing';
import { expectAccessible } from './support/a11y';
import { signInAs } from './support/accounts';
import { call } from './support/api';
import { unique } from './support/factories';
import { mailedLink, VERIFY_LINK } from './support/mail';
import { mailDir, TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: TEAMS_URL });

test("a trial admin's menu opens only their pages, and the course limit leads to a request the school sees", async ({
  page,
  openAs,
}) => {
  test.setTimeout(150_000);
  const stamp = unique();
  const company = `Initrode ${stamp}`;
  const email = `trial-${stamp.toLowerCase()}@initrode.test`;
  const password = 'a long trial passphrase';
  await call('teams', companies.startTrial, {
    CompanyName: company,
    FirstName: 'Peter',
    LastName: 'Gibbons',
    Email: email,
    Password: password,
    AcceptTerms: true,
  });
  await page.goto(await mailedLink(email, VERIFY_LINK, mailDir('teams')));
  await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  await signInAs(page, email, password);

  await page.getByTestId('admin-menu').click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  expect(hrefs).toContain('/Courses');
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/denied/);
    await expect(page.getByText('No access to this page')).toHaveCount(0);
  }

  // The trial plan holds three courses: two made here, the third on /Courses, the fourth refused.
  const { token } = (await call('teams', auth.signIn, { Email: email, Password: password })).data;
  for (const n of [1, 2])
    await call(
      'teams',
      editing.saveCourse,
      { Name: `Course ${n}`, Code: `IN-${stamp}-${n}`, Site: 'teams' },
      { token },
    );
  await page.goto('/Courses');
  for (const n of [3, 4]) {
    await page.getByRole('button', { name: 'New course' }).click();
    const dialog = page.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title').fill(`Course ${n}`);
    await dialog.getByLabel('Code').fill(`IN-${stamp}-${n}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (n === 3) await expect(dialog).toHaveCount(0);
  }
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await expect(
    dialog.getByRole('alert').filter({ hasText: "Your plan's limit of courses is reached." }),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Ask for a larger plan' }).click();
  await expect(page).toHaveURL(/\/admin\/companies#upgrade$/);
  const upgrade = page.getByRole('region', { name: 'A larger plan' });
  await expect(upgrade.getByLabel('Plan you would like')).toHaveValue('Professional');
  await upgrade.getByLabel('Message (optional)').fill('We need more courses');
  await upgrade.getByRole('button', { name: 'Ask for this plan' }).click();
  await expect(upgrade.getByRole('status')).toHaveText(
    'Your request for the Professional plan has been sent to the school.',
  );
  await expectAccessible(page);

  const school = await openAs('admin');
  await school.goto('/Tasks');
  await expect(school.getByText(`${company} asks for the Professional plan (now Starter)`)).toBeVisible();
});
