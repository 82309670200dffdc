// Registration codes (SPEC §2 /codes, /register?code, /redeem-code): staff make a code for the
// academy course; a new student registers with it (verifying through the mailed link) and the
// course is in My courses; another new student redeems one while My courses is open in a second
// tab, and it appears there without a reload; the staff list counts the use live. The second
// student is made by the factories: registering is the first journey's part.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { registerAndSignIn } from './support/accounts';
import { makePerson } from './support/factories';
import { expect, test } from './support/test';

const COURSE = 'Ear Training Fundamentals';

// One after the other: each reads the code it made as the newest row of the staff list.
test.describe.configure({ mode: 'default' });

/** The staff list's row of one code (the list is live and shared with other journeys). */
function rowOf(staff: Page, code: string) {
  return staff.locator('tbody tr').filter({ has: staff.getByRole('code').getByText(code, { exact: true }) });
}

async function makeCode(staff: Page, limit: string): Promise<string> {
  await staff.goto('/codes');
  await expect(staff.getByRole('button', { name: 'Make codes' })).toBeVisible();
  const listed = async () =>
    (await staff.locator('tbody tr').getByRole('code').allInnerTexts()).map((text) => text.trim());
  // The list is live and shared: the new code is the one that was not there before, once the
  // list has it (the notice can come before the list's refetch).
  const before = new Set(await listed());
  await staff.getByRole('combobox', { name: 'Courses the code grants' }).click();
  await staff.getByRole('option', { name: COURSE }).click();
  await staff.keyboard.press('Escape');
  await staff.getByLabel('Uses per code').fill(limit);
  await staff.getByRole('button', { name: 'Make codes' }).click();
  await expect(staff.getByText('1 code made.')).toBeVisible();
  const ours = staff
    .locator('tbody tr')
    .filter({ has: staff.getByTestId('usage').getByText(`0 of ${limit}`, { exact: true }) });
  await expect.poll(async () => (await listed()).some((code) => !before.has(code))).toBe(true);
  const made = (await ours.getByRole('code').allInnerTexts()).map((text) => text.trim());
  const code = made.find((text) => !before.has(text));
  if (!code) throw new Error('the new code is not in the list');
  return code;
}

test('staff make a code; a new student registers with it and the course is in My courses', async ({
  openAs,
  openPage,
}) => {
  test.setTimeout(120_000);
  const staff = await openAs('admin');
  const code = await makeCode(staff, '1');
  await expectAccessible(staff);
  await expect(rowOf(staff, code).getByTestId('usage')).toHaveText('0 of 1');

  const learner = await openPage();
  const email = `coded-${Date.now()}@tonic.test`;
  await registerAndSignIn(learner, email, `?code=${encodeURIComponent(code)}`);
  await expect(learner.getByRole('main').getByText(COURSE).first()).toBeVisible();
  // The staff list counted the use without a reload.
  await expect(rowOf(staff, code).getByTestId('usage')).toHaveText('1 of 1');
});

test('a redeemed code’s course appears at once in My courses open in another tab', async ({ openAs }) => {
  test.setTimeout(120_000);
  const staff = await openAs('admin');
  const code = await makeCode(staff, '5');
  await staff.context().close();

  const courses = await openAs(await makePerson('academy', { first: 'Rita', last: 'Redeemer' }));
  await courses.goto('/MyCourses');
  await expect(courses.getByText('You have no courses yet.')).toBeVisible();
  await expect(courses.getByRole('main').getByText(COURSE)).toHaveCount(0);

  const redeem = await courses.context().newPage();
  await redeem.goto('/redeem-code');
  await expectAccessible(redeem);
  await redeem.getByLabel('Registration code').fill('WRONG-CODE-XX');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByText('Unknown code.')).toBeVisible();
  await redeem.getByLabel('Registration code').fill(code.toLowerCase());
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByText('You now have access to:')).toBeVisible();
  await expect(redeem.getByRole('link', { name: COURSE })).toBeVisible();

  await expect(courses.getByRole('main').getByText(COURSE).first()).toBeVisible();
});
