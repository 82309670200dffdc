// Invoices and the books (SPEC §2 /customers, /invoices, /accounting/mainbook): staff add a
// Swedish company, invoice it, send the invoice (it takes its number and posts its entry) and
// record its payment; a second staff tab with the main book open shows the new postings without
// a reload, and the book balances: receivables up and down again, revenue, output VAT and bank.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

/** The main book's columns: date, number, text, debit, credit, balance. */
const DEBIT = 3;
const CREDIT = 4;

/** The rows of a main book account whose text names this invoice's entries. */
function bookRows(book: Page, account: string, text: string): Locator {
  return book.getByRole('region', { name: account }).getByRole('row').filter({ hasText: text });
}

test('staff invoice a company, record its payment, and the main book shows the balanced entries', async ({
  openAs,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const company = `Nordljus AB ${stamp}`;
  const staff = await openAs('admin');

  await staff.goto('/customers');
  await staff.getByRole('button', { name: 'New customer' }).click();
  const customerForm = staff.getByRole('dialog', { name: 'New customer' });
  await customerForm.getByRole('radio', { name: 'Company' }).check();
  await customerForm.getByRole('textbox', { name: 'Name', exact: true }).fill(company);
  await customerForm
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`billing-${stamp}@nordljus.test`);
  await customerForm.getByRole('textbox', { name: 'City' }).fill('Umeå');
  await customerForm.getByRole('combobox', { name: 'Country' }).fill('Swed');
  await staff.getByRole('option', { name: 'Sweden' }).click();
  // A number of the wrong shape is refused as typed.
  const vatNumber = customerForm.getByRole('textbox', { name: 'VAT number' });
  await vatNumber.fill('SE12');
  await vatNumber.blur();
  await expect(customerForm.getByText('Not the shape of a VAT number of Sweden.')).toBeVisible();
  await vatNumber.fill('SE556677889901');
  await expect(customerForm.getByTestId('vat-treatment')).toContainText('Domestic');
  await customerForm.getByRole('button', { name: 'Create customer' }).click();
  await expect(customerForm).toBeHidden();
  await expect(staff.getByRole('row').filter({ hasText: company })).toBeVisible();
  await expectAccessible(staff);

  // A second staff tab keeps the main book open through what follows.
  const book = await openAs('admin');
  await book.goto('/accounting/mainbook?Currency=EUR');
  await expect(book.getByRole('heading', { level: 1, name: 'Main book' })).toBeVisible();

  await staff.goto('/invoices');
  await staff.getByRole('button', { name: 'New invoice' }).click();
  const editor = staff.getByRole('dialog', { name: 'New invoice' });
  await editor.getByRole('combobox', { name: 'Customer' }).click();
  await staff.getByRole('option', { name: company }).click();
  const line = editor.getByRole('group', { name: 'Line 1' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Ear training workshop');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await line.getByRole('textbox', { name: 'Unit price' }).fill('100');
  await expect(line.getByTestId('line-preview')).toContainText('25');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toBeHidden();

  const draft = staff.getByRole('dialog', { name: 'Draft invoice' });
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  const confirmSend = staff.getByRole('dialog', { name: 'Send this invoice?' });
  await confirmSend.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = staff.getByRole('dialog', { name: /^Invoice \d+$/ });
  await expect(sent).toBeVisible();
  const number = ((await sent.getByRole('heading').first().innerText()).match(/\d+/) ?? [''])[0];
  expect(number).not.toBe('');

  // The sale is in the open main book at once: receivables against revenue and output VAT.
  const sale = `Invoice ${number} ${company}`;
  await expect(bookRows(book, '1510 Accounts receivable', sale)).toContainText('€250.00');
  await expect(bookRows(book, '3001 Sales in Sweden, 25 % VAT', sale)).toContainText('€200.00');
  await expect(bookRows(book, '2611 Output VAT 25 %', sale)).toContainText('€50.00');

  await sent.getByRole('button', { name: 'Record payment' }).click();
  const payment = staff.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByRole('textbox', { name: 'Amount' }).fill('250');
  await payment.getByRole('textbox', { name: 'Reference' }).fill(`OCR ${stamp}`);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(sent.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectAccessible(staff);

  // The payment too, without a reload: bank against receivables, which are back where they were.
  const paid = `Payment of invoice ${number} ${company}`;
  await expect(bookRows(book, '1930 Bank account', paid)).toContainText('€250.00');
  // Receivables were debited by the sale and credited by the payment.
  await expect(bookRows(book, '1510 Accounts receivable', sale).getByRole('cell').nth(DEBIT)).toHaveText(
    '€250.00',
  );
  await expect(bookRows(book, '1510 Accounts receivable', paid).getByRole('cell').nth(CREDIT)).toHaveText(
    '€250.00',
  );
  await expect(bookRows(book, '1930 Bank account', paid).getByRole('cell').nth(DEBIT)).toHaveText('€250.00');
  await expectAccessible(book);
});
