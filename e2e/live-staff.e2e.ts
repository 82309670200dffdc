// Live staff pages (docs/architecture.md "Live pages"): two staff sessions of the school; what one
// does shows in the other's open page without a reload — a code made in one appears in the
// other's /codes, and an invoice sent by one is in the other's open books (/accounting) and sales
// report (/sp).
import * as calls from '../shared/calls';
import { expectAccessible } from './support/a11y';
import { call } from './support/api';
import { demoToken } from './support/factories';
import { expect, test } from './support/test';

const COURSE = 'Ear Training Fundamentals';

test('a code made in one staff session appears in the other’s open code list', async ({ openAs }) => {
  test.setTimeout(90_000);
  const watcher = await openAs('admin');
  await watcher.goto('/codes');
  await expect(watcher.getByRole('heading', { level: 1 })).toBeVisible();
  // The list has loaded: its rows, or none yet.
  await expect(watcher.locator('tbody tr').first().or(watcher.getByText('No codes yet.'))).toBeVisible();

  const maker = await openAs('admin');
  await maker.goto('/codes');
  const description = `Live intake ${Date.now()}`;
  await maker.getByRole('combobox', { name: 'Courses the code grants' }).click();
  await maker.getByRole('option', { name: COURSE }).click();
  await maker.keyboard.press('Escape');
  await maker.getByLabel('Description').fill(description);
  await maker.getByRole('button', { name: 'Make codes' }).click();
  await expect(maker.getByText('1 code made.')).toBeVisible();
  // The list is live and shared with the other journeys: the new code is the row with this description.
  const code = (
    await maker.locator('tbody tr').filter({ hasText: description }).getByRole('code').innerText()
  ).trim();

  // The other session's list has it without a reload.
  const row = watcher.locator('tbody tr').filter({ hasText: description });
  await expect(row.getByRole('code')).toHaveText(code);
  await expectAccessible(watcher);
});

test('an invoice sent in one staff session shows in the other’s open books and sales report', async ({
  openAs,
}) => {
  test.setTimeout(90_000);
  const books = await openAs('admin');
  await books.goto('/accounting?Currency=EUR');
  await expect(books.getByRole('heading', { level: 1 })).toBeVisible();
  const sales = await books.context().newPage();
  await sales.goto('/sp?Currency=EUR');
  await expect(sales.getByRole('heading', { level: 1 })).toBeVisible();

  // The other session: the admin's own calls, as their client makes them.
  const token = demoToken('academy', 'admin');
  const stamp = Date.now();
  const company = `Live Books AB ${stamp}`;
  const line = `Live workshop ${stamp}`;
  const customer = await call(
    'academy',
    calls.customers.saveCustomer,
    { Kind: 'company', Name: company, Email: null, City: 'Umeå', Country: 'SE', VatNumber: 'SE556677889901' },
    { token },
  );
  const draft = await call(
    'academy',
    calls.invoices.saveInvoice,
    {
      CustomerId: customer.data.Id,
      Currency: 'EUR',
      Lines: [{ Description: line, Quantity: 1, UnitPriceMinor: 12_347 }],
    },
    { token },
  );
  const sent = await call('academy', calls.invoices.sendInvoice, { Id: draft.data.Id }, { token });

  // The journal of the open books has the sale's entry without a reload.
  await expect(books.getByText(`Invoice ${sent.data.Number} ${company}`)).toBeVisible();
  await expectAccessible(books);
  // And the sales report counts it (a free-text line is its own row).
  await expect(sales.getByRole('row').filter({ hasText: line })).toContainText('€123.47');
});
