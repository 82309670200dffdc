// Products and the catalogue (SPEC §2 /productlist, /products, /product/:slug): staff make a free
// product of the academy course and publish it; a new student finds it in the catalogue, reads
// its page (parts, coach) and joins it with one click, and the course is in My courses. The buyer
// and the new student are people of the journey's own.
import { expectAccessible } from './support/a11y';
import { makePerson } from './support/factories';
import { expect, test } from './support/test';

const COURSE = 'Ear Training Fundamentals';

test('staff publish a free product; a new student finds it and joins with one click', async ({ openAs }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Ear Starter ${stamp}`;
  const buyer = await makePerson('academy', { first: 'Bodil', last: 'Buyer' });
  const shopper = await makePerson('academy', { first: 'Sigge', last: 'Shopper' });
  const staff = await openAs('admin');
  await staff.goto('/productlist');
  await staff.getByRole('link', { name: 'New product' }).click();
  await expect(staff).toHaveURL(/\/productlist\/0$/);
  await staff.getByLabel('Name', { exact: false }).first().fill(name);
  await staff.getByLabel(/^Address/).fill(`ear-starter-${stamp}`);
  await staff.getByLabel('Description').fill('Hear intervals from the first day.');
  await staff.getByRole('combobox', { name: 'Courses', exact: true }).click();
  await staff.getByRole('option', { name: COURSE }).click();
  await staff.keyboard.press('Escape');
  await staff.getByLabel('Published in the catalogue').check();
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Saved.')).toBeVisible();
  await expect(staff).toHaveURL(/\/productlist\/\d+$/);
  await expectAccessible(staff);
  // A purchase made elsewhere, recorded for a person found by name.
  const purchase = staff.getByRole('region', { name: 'Record a purchase' });
  await purchase.getByLabel('Person').fill(buyer.lastName);
  await staff.getByRole('option', { name: new RegExp(buyer.name) }).click();
  await purchase.getByRole('button', { name: 'Record' }).click();
  await expect(staff.getByText(/^Recorded: \d+ new courses? for the person\.$/)).toBeVisible();
  await staff.goto('/productlist');
  await expect(staff.getByRole('row').filter({ hasText: name })).toContainText('Published');

  const student = await openAs(shopper);
  await student.goto('/products');
  await student.getByLabel('Search the catalogue').fill(`Starter ${stamp}`);
  await student.getByRole('link', { name: `See ${name}` }).click();
  await expect(student.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(student.getByRole('region', { name: COURSE })).toBeVisible();
  await expect(student.getByText(/Coach: Cole Coach/).first()).toBeVisible();
  await expectAccessible(student);
  await student.getByRole('button', { name: 'Join for free' }).click();
  await expect(student.getByText('It is yours: the courses are in My courses.')).toBeVisible();
  await student.getByRole('link', { name: 'Go to My courses' }).click();
  await expect(student.getByRole('main').getByText(COURSE).first()).toBeVisible();
});
