// A head's first hour (issue "Opening a school"): on their own production server from an empty
// database, the head made by `npm run admin -- create` follows the first-run checklist to its end
// (name, logo and colour; a test mail; a course with a part; a paid product; a teacher invited;
// registration codes; the start page's welcome text), each step ticking on a checklist left open
// in another tab. Then the first paying student: she registers, finds the course in the
// catalogue, orders it, the school records the invoice's payment, and the course opens for her.
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y';
import { NEW_PASSWORD, signInAs } from './support/accounts';
import { mailedLink, RESET_LINK, VERIFY_LINK } from './support/mail';
import { createAdminByCommand, emptyProductionServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

const HEAD = { email: 'helena@lindgarden.test', password: 'the head of school passphrase' };
const TEACHER = 'tomas@lindgarden.test';
const STUDENT = 'signe@lindgarden.test';
const SCHOOL = 'Lindgården Music School';
const COURSE = 'Piano for Beginners';
const PART = 'Finding middle C';
const PRODUCT = 'Piano for Beginners, spring term';
const WELCOME = 'Welcome to Lindgården: sign in to practise.';
/** 49.99 € before VAT; a Swedish consumer sees and pays it with 25 % VAT. */
const PRICE = '€62.49';

let server: OwnServer;

test.beforeAll(async () => {
  server = await emptyProductionServer('first-hour');
  // The operator's command, with the password on standard input; then the server.
  await createAdminByCommand(server, {
    email: HEAD.email,
    firstName: 'Helena',
    lastName: 'Head',
    password: HEAD.password,
  });
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

const mailDir = () => path.join(server.dataDir, 'mail');

/** The work tab goes back to the checklist by the banner every page shows, then to a step. */
async function toStep(work: Page, step: string): Promise<void> {
  await work.getByRole('region', { name: 'Getting your school ready' }).getByRole('link').click();
  await work.getByRole('link', { name: step }).click();
}

test('the head follows the checklist to the end, and the first student pays for a course', async ({
  openPage,
}) => {
  test.setTimeout(300_000);
  const head = await openPage({ baseURL: server.url });
  const work = await head.context().newPage();
  const step = (key: string) => head.locator(`[data-step="${key}"]`);
  const progress = head.getByTestId('checklist-progress');

  await test.step('the head signs in to the checklist: nothing is done yet', async () => {
    await signInAs(head, HEAD.email, HEAD.password);
    const banner = head.getByRole('region', { name: 'Getting your school ready' });
    await expect(banner).toContainText('0 of 7 done');
    await banner.getByRole('link', { name: 'Open the checklist' }).click();
    await expect(head).toHaveURL(/\/school-settings$/);
    await expect(progress).toHaveText('0 of 7 done');
    await expectAccessible(head);
  });

  await test.step('name, logo and colour; every open page follows', async () => {
    await work.goto('/school-settings');
    await work.getByLabel('School name').fill(SCHOOL);
    const logo = await sharp({ create: { width: 160, height: 48, channels: 3, background: '#7b1fa2' } })
      .png()
      .toBuffer();
    const chooser = work.waitForEvent('filechooser');
    await work.getByRole('button', { name: 'Upload a logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(work.getByRole('img', { name: 'The current logo' })).toBeVisible();
    await work.getByLabel('Accent colour').fill('#6a1b9a');
    await work.getByRole('button', { name: 'Save' }).click();
    await expect(work.getByText('Saved. Every open page shows it now.')).toBeVisible();
    await expect(step('brand')).toHaveAttribute('data-done', 'true');
    // The checklist's tab shows the school's name and logo, and so does its title.
    await expect(head.getByRole('banner').getByText(SCHOOL, { exact: true })).toBeVisible();
    await expect(head.getByRole('banner').locator('img.brand-logo')).toBeVisible();
    await expect(head).toHaveTitle(new RegExp(`${SCHOOL}$`));
    await expectAccessible(work);
  });

  await test.step('a test mail leaves, with the logo', async () => {
    await work.getByRole('button', { name: 'Send a test mail' }).click();
    await expect(work.getByText(`The test mail left for ${HEAD.email}`)).toBeVisible();
    await expect(step('mail')).toHaveAttribute('data-done', 'true');
    const logoUrl = new RegExp(`<img src="${server.url}/files/uploads/[\\w-]+\\.png"`);
    await mailedLink(HEAD.email, logoUrl, mailDir());
  });

  await test.step('the first course, with a published part', async () => {
    await work.getByRole('link', { name: 'Create the first course with a part' }).click();
    await expect(work).toHaveURL(/\/Courses$/);
    await work.getByRole('button', { name: 'New course' }).click();
    const dialog = work.getByRole('dialog', { name: 'New course' });
    await dialog.getByLabel('Title').fill(COURSE);
    await dialog.getByLabel('Code').fill('PNO-101');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await work.getByRole('link', { name: `Open ${COURSE}` }).click();
    await work.getByRole('button', { name: 'Edit course' }).click();
    await work.getByRole('main').getByRole('button', { name: 'Add part' }).click();
    const addPart = work.getByRole('dialog', { name: 'Add a part' });
    await addPart.getByLabel('Name').fill(PART);
    await addPart.getByRole('button', { name: 'Add part' }).click();
    await expect(work.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(PART);
    await work.getByLabel('Published').check();
    await expect(work.getByTestId('save-status')).toHaveText('All changes saved');
    await expectAccessible(work);
    await work.getByRole('button', { name: 'Close editing' }).click();
    await expect(work.getByRole('button', { name: 'Edit course' })).toBeVisible();
    await expect(step('course')).toHaveAttribute('data-done', 'true');
  });

  await test.step('a paid product of the course, in the catalogue', async () => {
    await toStep(work, 'Add the first product to the catalogue');
    await work.getByRole('link', { name: 'New product' }).click();
    await work.getByLabel('Name', { exact: false }).first().fill(PRODUCT);
    await work.getByLabel(/^Address/).fill('piano-spring');
    await work.getByLabel('Description').fill('Twelve weeks at the piano, from middle C.');
    await work.getByLabel('Price excl. VAT (EUR)').fill('49.99');
    await work.getByLabel('Price excl. VAT (SEK)').fill('490');
    await work.getByRole('combobox', { name: 'Courses', exact: true }).click();
    await work.getByRole('option', { name: COURSE }).click();
    await work.keyboard.press('Escape');
    await work.getByLabel('Published in the catalogue').check();
    await work.getByRole('button', { name: 'Save' }).click();
    await expect(work.getByText('Saved.')).toBeVisible();
    await expect(work).toHaveURL(/\/productlist\/\d+$/);
    await expect(step('product')).toHaveAttribute('data-done', 'true');
    await expectAccessible(work);
  });

  await test.step('a teacher is invited, and the mail with a set-password link arrives', async () => {
    await toStep(work, 'Invite a teacher');
    await work.getByRole('button', { name: 'Invite people' }).click();
    const dialog = work.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByLabel('Email addresses').fill(TEACHER);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await work.getByRole('option', { name: 'Coach' }).click();
    await expectAccessible(work);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(work.getByText('1 invitation sent.')).toBeVisible();
    await expect(step('teacher')).toHaveAttribute('data-done', 'true');
    expect(await mailedLink(TEACHER, RESET_LINK, mailDir())).toContain(`${server.url}/password-recovery/`);
  });

  await test.step('registration codes for the course', async () => {
    await toStep(work, 'Make registration codes');
    await work.getByRole('combobox', { name: 'Courses the code grants' }).click();
    await work.getByRole('option', { name: COURSE }).click();
    await work.keyboard.press('Escape');
    await work.getByRole('button', { name: 'Make codes' }).click();
    await expect(work.getByText('1 code made.')).toBeVisible();
    await expect(step('codes')).toHaveAttribute('data-done', 'true');
    await expectAccessible(work);
  });

  await test.step('the start page’s welcome text is written and published', async () => {
    await toStep(work, "Write and publish the start page's welcome text");
    await expect(work).toHaveURL(/\/login\?edit=1$/);
    const editor = work.getByRole('main').getByRole('textbox', { name: 'Page text login.intro' });
    await editor.click();
    await work.keyboard.press('ControlOrMeta+A');
    await work.keyboard.type(WELCOME);
    await expectAccessible(work);
    // Turning page-edit mode off saves at once.
    const toggle = work.getByRole('banner').getByRole('button', { name: 'Edit page texts' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(step('landing')).toHaveAttribute('data-done', 'true');
    await expect(progress).toHaveText('Every step is done: your school is ready.');
    await expectAccessible(head);
  });

  const student = await openPage({ baseURL: server.url });
  let invoice = '';

  await test.step('a student registers and verifies her address', async () => {
    await student.goto('/register');
    await expect(student).toHaveTitle(new RegExp(SCHOOL));
    await student.getByLabel('First name').fill('Signe');
    await student.getByLabel('Last name').fill('Student');
    await student.getByLabel('Email').fill(STUDENT);
    await student.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await student.getByLabel('I agree to the terms of service').check();
    await student.getByRole('button', { name: 'Create account' }).click();
    await expect(student.getByText(/Check your email/)).toBeVisible();
    await student.goto(await mailedLink(STUDENT, VERIFY_LINK, mailDir()));
    await expect(student.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
    await student.goto('/login');
    // The welcome text the head wrote greets her.
    await expect(student.getByRole('main').getByText(WELCOME)).toBeVisible();
    await student.getByLabel('Email').fill(STUDENT);
    await student.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await student.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(student.getByRole('main').getByText('You have no courses yet.')).toBeVisible();
  });

  await test.step('she finds the course in the catalogue and orders it', async () => {
    await student.getByRole('main').getByRole('link', { name: 'Browse the catalogue' }).click();
    const card = student.getByRole('link', { name: `See ${PRODUCT}` });
    await expect(card).toContainText(PRICE);
    await expect(card).toContainText('incl. VAT (Sweden)');
    await expectAccessible(student);
    await card.click();
    const main = student.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await main.getByRole('button', { name: 'Order' }).click();
    const form = main.getByRole('region', { name: `Order ${PRODUCT}` });
    await expect(form.getByRole('radio', { name: `${PRICE} (EUR)` })).toBeChecked();
    await expectAccessible(student);
    await form.getByRole('button', { name: 'Place order' }).click();
    const placed = main.getByRole('status').filter({ hasText: /Invoice \d+ for €62\.49 has been sent/ });
    await expect(placed).toBeVisible();
    invoice = /Invoice (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    expect(invoice).not.toBe('');
    // She waits on My courses.
    await student.getByRole('banner').getByRole('link', { name: 'My courses' }).click();
    await expect(student.getByRole('main').getByText('You have no courses yet.')).toBeVisible();
  });

  await test.step('the school records the payment, and the course opens for her', async () => {
    await work.goto('/invoices');
    await work.getByRole('button', { name: `Invoice ${invoice}` }).click();
    const sent = work.getByRole('dialog', { name: `Invoice ${invoice}` });
    await expect(sent).toContainText(PRICE);
    await sent.getByRole('button', { name: 'Record payment' }).click();
    const payment = work.getByRole('dialog', { name: 'Record a payment' });
    await payment.getByRole('textbox', { name: 'Amount' }).fill('62.49');
    await payment.getByRole('textbox', { name: 'Reference' }).fill('Bank transfer from Signe');
    await expectAccessible(work);
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(sent.getByText('Paid', { exact: true }).first()).toBeVisible();

    // Her open My courses has the course without a reload; it starts at its part.
    const card = student.getByRole('main').getByRole('listitem').filter({ hasText: COURSE });
    await card.getByRole('link', { name: 'Start course' }).click();
    await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(PART);
    await expectAccessible(student);
  });
});
