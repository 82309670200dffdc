// The teams variant's free trial (SPEC §1): a visitor starts a 30-day trial from the landing
// page, which makes their company on the trial plan with them as its admin; once their address is
// confirmed they sign in to their company (the chip), see its plan's meters and invite a teammate.
import { expectAccessible } from './support/a11y';
import { signInAs } from './support/accounts';
import { mailedLink, VERIFY_LINK } from './support/mail';
import { mailDir, TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: TEAMS_URL });

test('a visitor starts a trial, signs in to their company and invites a teammate', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `bill-${stamp}@initech.test`;
  const password = 'a long trial passphrase';
  await page.goto('/');
  await page
    .getByRole('link', { name: /Start your free 30-day trial/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#start-trial$/);
  const form = page.getByRole('form', { name: 'Start your free 30-day trial' });
  await form.getByLabel('Company name').fill(`Initech ${stamp}`);
  await form.getByLabel('First name').fill('Bill');
  await form.getByLabel('Last name').fill('Lumbergh');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('I agree to the terms of service').check();
  await form.getByRole('button', { name: 'Start my trial' }).click();
  await expect(
    page.getByText(`Your trial has started. Confirm your address with the link we sent to ${email}`),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(await mailedLink(email, VERIFY_LINK, mailDir('teams')));
  await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  await signInAs(page, email, password);
  await expect(page.getByTestId('company-chip')).toContainText(`Initech ${stamp}`);

  await page.goto('/admin/companies');
  const company = page.getByTestId('company-view');
  await expect(company.getByRole('heading', { name: `Initech ${stamp}` })).toBeVisible();
  await expect(company.getByText(/Trial until/)).toBeVisible();
  await expect(company.getByTestId('meter-users')).toContainText('Active users: 1 of 50');
  await expectAccessible(page);

  const invite = page.getByRole('region', { name: 'Invite people' });
  await invite
    .getByLabel('Email addresses, one per line or separated by commas')
    .fill(`milton-${stamp}@initech.test`);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('1 invitation sent.')).toBeVisible();
  await expect(company.getByTestId('meter-users')).toContainText('Active users: 2 of 50');
  await expect(company.getByText(`milton-${stamp}@initech.test`)).toBeVisible();
});
