// Customers, invoices and the books on the server, on whichever engine the pass runs: admins
// only; VAT by the customer; gapless numbers under concurrency; payments that grant courses and
// post balanced entries in the same unit of work; credit notes; orders from the catalogue; the
// PDF and its mail; the reports; bad input refused with nothing written; staff pages told live.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type {
  BalanceRow,
  JournalEntry,
  MainbookAccount,
  OssRow,
  SalesRow,
} from '../../../shared/calls/accounting';
import type { CustomerRow } from '../../../shared/calls/customers';
import type { CallContract } from '../../../shared/calls/define';
import type { InvoiceDetail, InvoiceSummary } from '../../../shared/calls/invoices';
import { connected, nextEventWhere, startServer, type TestServer, until } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let studentId: number;
let courseId: number;
let productId: number;
const year = new Date().getUTCFullYear();
const period = { From: `${year - 1}-01-01`, To: `${year + 1}-12-31`, Currency: 'EUR' };

const call = (contract: CallContract, data: Record<string, unknown>, token: string | null = admin) =>
  server.call(contract, data, token);

async function customer(values: Record<string, unknown>): Promise<CustomerRow> {
  const reply = await call(calls.customers.saveCustomer, {
    Street: 'Storgatan 1',
    PostalCode: '111 22',
    City: 'Stockholm',
    ...values,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as CustomerRow;
}

async function draft(
  customerId: number,
  lines: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const reply = await call(calls.invoices.saveInvoice, {
    CustomerId: customerId,
    Currency: 'EUR',
    Lines: lines,
    ...extra,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as InvoiceDetail;
}

async function sent(
  customerId: number,
  lines: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const d = await draft(customerId, lines, extra);
  const reply = await call(calls.invoices.sendInvoice, { Id: d.Id });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as InvoiceDetail;
}

const counts = async () =>
  (
    await server.sql<{ i: number; l: number; e: number; p: number; c: number }>(
      'select (select count(*) from invoices) as i, (select count(*) from invoice_lines) as l, (select count(*) from journal_entries) as e, (select count(*) from invoice_payments) as p, (select count(*) from customers) as c',
    )
  ).map((r) => ({ i: Number(r.i), l: Number(r.l), e: Number(r.e), p: Number(r.p), c: Number(r.c) }))[0];

beforeAll(async () => {
  server = await startServer();
  [admin, coach, student] = await Promise.all([
    server.signIn('admin@tonic.test'),
    server.signIn('coach@tonic.test'),
    server.signIn('student@tonic.test'),
  ]);
  const [s] = await server.sql<{ Id: number }>(`select "Id" from users where "Email" = 'student@tonic.test'`);
  studentId = s!.Id;
  const [c] = await server.sql<{ Id: number }>(
    `insert into courses ("Name", "Code", "Description", "CreatedAt", "UpdatedAt") values ('Harmony', 'HARM-1', 'Chords', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
  );
  courseId = c!.Id;
  const product = await call(calls.products.saveProduct, {
    Slug: 'harmony',
    Kind: 'course',
    Name: 'Harmony',
    PriceEur: 4900,
    PriceSek: 49900,
    Published: true,
    CourseIds: [courseId],
  });
  expect(product.status).toBe(200);
  productId = (product.body.data as { Id: number }).Id;
});
afterAll(() => server.close());

describe('customers', () => {
  it('are the school admins’ alone', async () => {
    for (const token of [coach, student, null]) {
      expect((await call(calls.customers.getCustomers, {}, token)).status).not.toBe(200);
      expect(
        (await call(calls.customers.saveCustomer, { Kind: 'person', Name: 'X', Country: 'SE' }, token))
          .status,
      ).not.toBe(200);
    }
  });

  it('carry the VAT treatment of their country and kind', async () => {
    expect(
      (await customer({ Kind: 'company', Name: 'Svensk AB', Country: 'se', VatNumber: 'SE 556677-8899 01' }))
        .VatTreatment,
    ).toBe('domestic');
    const de = await customer({
      Kind: 'company',
      Name: 'Musik GmbH',
      Country: 'DE',
      VatNumber: 'de123456789',
    });
    expect(de).toMatchObject({ VatTreatment: 'reverse_charge', VatNumber: 'DE123456789', Country: 'DE' });
    expect((await customer({ Kind: 'person', Name: 'Jean', Country: 'FR' })).VatTreatment).toBe(
      'eu_consumer',
    );
    expect((await customer({ Kind: 'person', Name: 'Joe', Country: 'US' })).VatTreatment).toBe('export');
  });

  it('refuse a VAT number of the wrong shape, an unknown country and an unknown account, writing nothing', async () => {
    const before = await counts();
    const wrong = await call(calls.customers.saveCustomer, {
      Kind: 'company',
      Name: 'Bad',
      Country: 'DE',
      VatNumber: 'DE12',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'VatNumber' });
    expect(String(wrong.body.message)).toBeTruthy();
    const country = await call(calls.customers.saveCustomer, { Kind: 'company', Name: 'Bad', Country: 'XX' });
    expect(country.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Country' });
    const user = await call(calls.customers.saveCustomer, {
      Kind: 'person',
      Name: 'Bad',
      Country: 'SE',
      UserId: 999999,
    });
    expect(user.body).toMatchObject({ error_code: 'NOT_FOUND', field: 'UserId' });
    expect(await counts()).toEqual(before);
  });
});

describe('invoices', () => {
  it('are the school admins’ alone', async () => {
    const c = await customer({ Kind: 'person', Name: 'Private', Country: 'SE' });
    for (const token of [coach, student]) {
      expect((await call(calls.invoices.getInvoices, {}, token)).status).toBe(403);
      expect(
        (
          await call(
            calls.invoices.saveInvoice,
            {
              CustomerId: c.Id,
              Currency: 'EUR',
              Lines: [{ Description: 'x', Quantity: 1, UnitPriceMinor: 1 }],
            },
            token,
          )
        ).status,
      ).toBe(403);
      expect((await call(calls.accounting.getBalanceReport, period, token)).status).toBe(403);
    }
  });

  it('price lines by the customer’s country and kind', async () => {
    const line = { ProductId: productId, Quantity: 2, UnitPriceMinor: 10_000 };
    const se = await draft((await customer({ Kind: 'person', Name: 'Sven', Country: 'SE' })).Id, [line]);
    expect(se).toMatchObject({
      Status: 'draft',
      Number: null,
      VatTreatment: 'domestic',
      NetMinor: 20_000,
      VatMinor: 5_000,
      TotalMinor: 25_000,
    });
    expect(se.Lines[0]).toMatchObject({ Description: 'Harmony', VatRate: 2500 });
    const de = await draft(
      (await customer({ Kind: 'company', Name: 'Firma', Country: 'DE', VatNumber: 'DE999999999' })).Id,
      [line],
    );
    expect(de).toMatchObject({ VatTreatment: 'reverse_charge', VatMinor: 0, TotalMinor: 20_000 });
    const fi = await draft((await customer({ Kind: 'person', Name: 'Aino', Country: 'FI' })).Id, [line]);
    expect(fi).toMatchObject({ VatTreatment: 'eu_consumer', VatMinor: 5_100, TotalMinor: 25_100 });
    const us = await draft((await customer({ Kind: 'person', Name: 'Al', Country: 'US' })).Id, [line]);
    expect(us).toMatchObject({ VatTreatment: 'export', VatMinor: 0, TotalMinor: 20_000 });
  });

  it('refuse negative quantities, foreign currencies, huge amounts and unknown products, writing nothing', async () => {
    const c = await customer({ Kind: 'person', Name: 'Careful', Country: 'SE' });
    const before = await counts();
    const ask = (data: Record<string, unknown>) =>
      call(calls.invoices.saveInvoice, {
        CustomerId: c.Id,
        Currency: 'EUR',
        Lines: [{ Description: 'Lessons', Quantity: 1, UnitPriceMinor: 100 }],
        ...data,
      });
    expect(
      (await ask({ Lines: [{ Description: 'x', Quantity: -1, UnitPriceMinor: 100 }] })).body,
    ).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Lines.0.Quantity' });
    expect(
      (await ask({ Lines: [{ Description: 'x', Quantity: 1, UnitPriceMinor: -100 }] })).body,
    ).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Lines.0.UnitPriceMinor' });
    expect((await ask({ Currency: 'USD' })).body).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      field: 'Currency',
    });
    const huge = await ask({
      Lines: [{ Description: 'x', Quantity: 10_000, UnitPriceMinor: 1_000_000_000 }],
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ error_code: 'AMOUNT_TOO_LARGE', field: 'Lines.0' });
    expect(
      (await ask({ Lines: [{ Description: 'x', Quantity: 1, UnitPriceMinor: 1e12 }] })).body,
    ).toMatchObject({ field: 'Lines.0.UnitPriceMinor' });
    expect(
      (await ask({ Lines: [{ ProductId: 999_999, Quantity: 1, UnitPriceMinor: 100 }] })).body,
    ).toMatchObject({ error_code: 'NOT_FOUND', field: 'Lines.0.ProductId' });
    expect((await ask({ Lines: [] })).body).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      field: 'Lines',
    });
    expect((await ask({ Lines: [{ Description: 'x', Quantity: 1, UnitPriceMinor: 0 }] })).body).toMatchObject(
      { error_code: 'INVOICE_TOTAL_ZERO' },
    );
    expect((await ask({ CustomerId: 999_999 })).body).toMatchObject({
      error_code: 'NOT_FOUND',
      field: 'CustomerId',
    });
    expect((await ask({ RecipientUserId: 999_999 })).body).toMatchObject({
      error_code: 'NOT_FOUND',
      field: 'RecipientUserId',
    });
    expect(await counts()).toEqual(before);
  });

  it('are sent with the next number, post a balanced entry and are mailed with their PDF', async () => {
    const c = await customer({
      Kind: 'person',
      Name: 'Łukasz Żółć 李雷',
      Country: 'SE',
      Email: 'lukasz@example.test',
    });
    const invoice = await sent(c.Id, [{ ProductId: productId, Quantity: 1, UnitPriceMinor: 4900 }]);
    expect(invoice).toMatchObject({ Status: 'sent', VatMinor: 1225, TotalMinor: 6125 });
    expect(invoice.Number).toBeGreaterThan(0);
    expect(invoice.IssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.DueDate! > invoice.IssueDate!).toBe(true);
    expect(invoice.Entries).toHaveLength(1);
    const [entry] = (await call(calls.accounting.getJournal, period)).body.data as JournalEntry[];
    expect(entry).toMatchObject({ Number: invoice.Entries[0], Source: 'invoice', InvoiceId: invoice.Id });
    expect(entry!.Lines).toEqual([
      { Account: 1510, DebitMinor: 6125, CreditMinor: 0 },
      { Account: 2611, DebitMinor: 0, CreditMinor: 1225 },
      { Account: 3001, DebitMinor: 0, CreditMinor: 4900 },
    ]);
    // Sent once: it can no longer change, and a second send is refused.
    expect((await call(calls.invoices.sendInvoice, { Id: invoice.Id })).body).toMatchObject({
      error_code: 'INVOICE_NOT_DRAFT',
    });
    expect(
      (
        await call(calls.invoices.saveInvoice, {
          Id: invoice.Id,
          CustomerId: c.Id,
          Currency: 'EUR',
          Lines: [{ Description: 'x', Quantity: 1, UnitPriceMinor: 1 }],
        })
      ).body,
    ).toMatchObject({ error_code: 'INVOICE_NOT_DRAFT' });
    expect((await call(calls.invoices.removeInvoice, { Id: invoice.Id })).body).toMatchObject({
      error_code: 'INVOICE_NOT_DRAFT',
    });

    // The mail goes out with the PDF attached, in the customer's language.
    await until(
      async () =>
        (
          await server.sql(
            `select 1 from mail_outbox where "ToAddress" = 'lukasz@example.test' and "Status" = 'sent'`,
          )
        ).length === 1,
    );
    const [mail] = await server.sql<{ Subject: string; Attachment: string; FilePath: string }>(
      `select "Subject", "Attachment", "FilePath" from mail_outbox where "ToAddress" = 'lukasz@example.test'`,
    );
    expect(mail).toMatchObject({
      Subject: `Faktura ${invoice.Number} från Tonic`,
      Attachment: `invoice:${invoice.Id}`,
    });
    const eml = await import('node:fs').then((fs) => fs.readFileSync(mail!.FilePath, 'utf8'));
    expect(eml).toContain(`filename=invoice-${invoice.Number}.pdf`);
    expect(eml).toContain('Content-Type: application/pdf');

    // The PDF: admins and nobody else here (the customer has no account).
    const pdf = await fetch(`${server.url}/api/invoices/${invoice.Id}.pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000); // the embedded font subsets
    for (const token of [student, coach]) {
      const refused = await fetch(`${server.url}/api/invoices/${invoice.Id}.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(404);
    }
    expect((await fetch(`${server.url}/api/invoices/${invoice.Id}.pdf`)).status).toBe(401);
  });

  it('are numbered without gaps or duplicates when sent at the same moment', async () => {
    const c = await customer({ Kind: 'company', Name: 'Busy AB', Country: 'SE' });
    const drafts = await Promise.all(
      Array.from({ length: 12 }, () =>
        draft(c.Id, [{ Description: 'Workshop', Quantity: 1, UnitPriceMinor: 1000 }]),
      ),
    );
    const [{ last: before }] = (await server.sql<{ last: number }>(
      `select "Last" as last from number_series where "Name" = 'invoice'`,
    )) as [{ last: number }];
    // Each draft sent twice at once: one send wins, the other is told it is no longer a draft.
    const replies = await Promise.all(
      drafts.flatMap((d) => [d, d]).map((d) => call(calls.invoices.sendInvoice, { Id: d.Id })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(12);
    expect(replies.filter((r) => r.body.error_code === 'INVOICE_NOT_DRAFT')).toHaveLength(12);
    const numbers = replies
      .filter((r) => r.status === 200)
      .map((r) => (r.body.data as InvoiceDetail).Number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => Number(before) + 1 + i));
    const all = await server.sql<{ Number: number }>(
      `select "Number" from invoices where "Number" is not null order by "Number"`,
    );
    expect(all.map((r) => Number(r.Number))).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    const entries = await server.sql<{ Number: number }>(
      `select "Number" from journal_entries order by "Number"`,
    );
    expect(entries.map((r) => Number(r.Number))).toEqual(
      Array.from({ length: entries.length }, (_, i) => i + 1),
    );
  });

  it('are paid by payments that post bank against receivables; paid in full, the courses are the recipient’s, live', async () => {
    const c = await customer({ Kind: 'person', Name: 'Sam Student', Country: 'SE', UserId: studentId });
    const invoice = await sent(c.Id, [{ ProductId: productId, Quantity: 1, UnitPriceMinor: 4000 }]);
    expect(invoice.Recipient).toMatchObject({ UserId: studentId });
    const adminSocket = server.connect(admin);
    const studentSocket = server.connect(student);
    await Promise.all([connected(adminSocket), connected(studentSocket)]);

    expect(
      (
        await call(calls.invoices.recordPayment, {
          InvoiceId: invoice.Id,
          AmountMinor: 6000,
          PaidOn: `${year}-03-01`,
        })
      ).body,
    ).toMatchObject({ error_code: 'PAYMENT_EXCEEDS_BALANCE', field: 'AmountMinor' });
    expect(
      (
        await call(calls.invoices.recordPayment, {
          InvoiceId: invoice.Id,
          AmountMinor: 0,
          PaidOn: `${year}-03-01`,
        })
      ).body,
    ).toMatchObject({ field: 'AmountMinor' });
    expect(
      (
        await call(calls.invoices.recordPayment, {
          InvoiceId: invoice.Id,
          AmountMinor: 100,
          PaidOn: `${year}-02-30`,
        })
      ).body,
    ).toMatchObject({ field: 'PaidOn' });

    const part = await call(calls.invoices.recordPayment, {
      InvoiceId: invoice.Id,
      AmountMinor: 2000,
      PaidOn: `${year}-03-01`,
      Reference: 'Bank 1',
    });
    expect(part.body.data).toMatchObject({ Status: 'sent', PaidMinor: 2000 });
    expect((await call(calls.courses.getMyCourses, {}, student)).body.data).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ Id: courseId })]),
    );

    const paidLive = nextEventWhere(
      adminSocket,
      'invoice:changed',
      (e) => e.InvoiceId === invoice.Id && e.Status === 'paid',
    );
    const postedLive = nextEventWhere(adminSocket, 'journal:posted', (e) => e.Currency === 'EUR');
    const access = nextEventWhere(
      studentSocket,
      'course:access',
      (e) => e.CourseIds.includes(courseId) && e.Granted,
    );
    const theirs = nextEventWhere(
      studentSocket,
      'invoice:changed',
      (e) => e.InvoiceId === invoice.Id && e.Status === 'paid',
    );
    const rest = await call(calls.invoices.recordPayment, {
      InvoiceId: invoice.Id,
      AmountMinor: 3000,
      PaidOn: `${year}-03-05`,
    });
    expect(rest.body.data).toMatchObject({
      Status: 'paid',
      PaidMinor: 5000,
      Payments: [{ AmountMinor: 2000 }, { AmountMinor: 3000 }],
    });
    await Promise.all([paidLive, postedLive, access, theirs]);
    expect((rest.body.data as InvoiceDetail).Entries).toHaveLength(3);

    expect(
      (
        await call(calls.invoices.recordPayment, {
          InvoiceId: invoice.Id,
          AmountMinor: 1,
          PaidOn: `${year}-03-05`,
        })
      ).body,
    ).toMatchObject({ error_code: 'INVOICE_NOT_OPEN' });
    const mine = (await call(calls.invoices.getMyInvoices, {}, student)).body.data as InvoiceSummary[];
    expect(mine.map((i) => i.Id)).toContain(invoice.Id);
    const own = await fetch(`${server.url}/api/invoices/${invoice.Id}.pdf`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(own.status).toBe(200);
  });

  it('are credited by a credit note that reverses the entry; what was paid is refunded', async () => {
    const c = await customer({ Kind: 'company', Name: 'Refund AB', Country: 'SE' });
    const invoice = await sent(c.Id, [{ Description: 'Course day', Quantity: 1, UnitPriceMinor: 8000 }]);
    await call(calls.invoices.recordPayment, {
      InvoiceId: invoice.Id,
      AmountMinor: 4000,
      PaidOn: `${year}-04-01`,
    });
    const reply = await call(calls.invoices.creditInvoice, { Id: invoice.Id });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const credit = reply.body.data as InvoiceDetail;
    expect(credit).toMatchObject({
      Kind: 'credit',
      Status: 'sent',
      TotalMinor: 10_000,
      PaidMinor: 6_000,
      CreditOf: { Id: invoice.Id, Number: invoice.Number },
    });
    expect(credit.Number).toBeGreaterThan(invoice.Number!);
    expect((await call(calls.invoices.getInvoice, { Id: invoice.Id })).body.data).toMatchObject({
      Status: 'credited',
      CreditedBy: { Id: credit.Id },
    });
    expect((await call(calls.invoices.creditInvoice, { Id: invoice.Id })).body).toMatchObject({
      error_code: 'INVOICE_NOT_CREDITABLE',
    });
    expect((await call(calls.invoices.creditInvoice, { Id: credit.Id })).body).toMatchObject({
      error_code: 'INVOICE_NOT_CREDITABLE',
    });
    const refund = await call(calls.invoices.recordPayment, {
      InvoiceId: credit.Id,
      AmountMinor: 4000,
      PaidOn: `${year}-04-02`,
    });
    expect(refund.body.data).toMatchObject({ Status: 'paid' });
    // Receivables of this customer's invoices net to zero; the bank is back where it was.
    const entries = ((await call(calls.accounting.getJournal, period)).body.data as JournalEntry[]).filter(
      (e) => e.InvoiceId === invoice.Id || e.InvoiceId === credit.Id,
    );
    const net = (account: number) =>
      entries
        .flatMap((e) => e.Lines)
        .filter((l) => l.Account === account)
        .reduce((s, l) => s + l.DebitMinor - l.CreditMinor, 0);
    expect(net(1510)).toBe(0);
    expect(net(1930)).toBe(0);
    expect(net(3001)).toBe(0);
    expect(net(2611)).toBe(0);
  });

  it('are ordered from the catalogue: sent to the buyer at once, the same open one when asked again', async () => {
    const none = await call(
      calls.invoices.submitOrder,
      { Slug: 'harmony', Currency: 'EUR', Country: 'SE' },
      null,
    );
    expect(none.status).toBe(401);
    const [s2] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student2@tonic.test'`,
    );
    const buyer = await server.signIn('student2@tonic.test');
    const order = await call(
      calls.invoices.submitOrder,
      { Slug: 'harmony', Currency: 'EUR', Country: 'de' },
      buyer,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const placed = order.body.data as InvoiceSummary;
    // A German consumer pays German VAT.
    expect(placed).toMatchObject({ Status: 'sent', NetMinor: 4900, VatMinor: 931, TotalMinor: 5831 });
    const again = await call(
      calls.invoices.submitOrder,
      { Slug: 'harmony', Currency: 'EUR', Country: 'DE' },
      buyer,
    );
    expect((again.body.data as InvoiceSummary).Id).toBe(placed.Id);
    expect((await call(calls.invoices.getMyInvoices, {}, buyer)).body.data).toEqual([
      expect.objectContaining({ Id: placed.Id }),
    ]);
    const detail = (await call(calls.invoices.getInvoice, { Id: placed.Id })).body.data as InvoiceDetail;
    expect(detail).toMatchObject({
      Recipient: { UserId: s2!.Id },
      Customer: { Country: 'DE', Email: 'student2@tonic.test' },
    });
    await until(
      async () =>
        (
          await server.sql(
            `select 1 from mail_outbox where "ToAddress" = 'student2@tonic.test' and "Attachment" = ?`,
            `invoice:${placed.Id}`,
          )
        ).length === 1,
    );
    expect(
      (await call(calls.invoices.submitOrder, { Slug: 'harmony', Currency: 'EUR', Country: 'ZZ' }, buyer))
        .body,
    ).toMatchObject({ field: 'Country' });
    expect(
      (await call(calls.invoices.submitOrder, { Slug: 'no-such', Currency: 'EUR', Country: 'SE' }, buyer))
        .body,
    ).toMatchObject({ error_code: 'NOT_FOUND', field: 'Slug' });
    // Someone else's invoice is not theirs to read.
    expect(
      (
        await fetch(`${server.url}/api/invoices/${placed.Id}.pdf`, {
          headers: { authorization: `Bearer ${student}` },
        })
      ).status,
    ).toBe(404);
  });

  it('ordered eight times at once by one buyer: one invoice, one number, one mail, the same answer to all', async () => {
    const email = 'eager-buyer@tonic.test';
    const [demo] = await server.sql<{ PasswordHash: string }>(
      `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
    );
    const [made] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") values (?, ?, ?, 'Eager', 'Buyer', 1, true, 'now', 'now') returning "Id"`,
      email,
      email,
      demo!.PasswordHash,
    );
    const buyerId = made!.Id;
    const buyer = await server.signIn(email);
    const lastNumber = async () =>
      Number(
        (
          await server.sql<{ last: number }>(
            `select "Last" as last from number_series where "Name" = 'invoice'`,
          )
        )[0]!.last,
      );
    const before = await lastNumber();

    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(calls.invoices.submitOrder, { Slug: 'harmony', Currency: 'EUR', Country: 'SE' }, buyer),
      ),
    );
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set(replies.map((r) => (r.body.data as InvoiceSummary).Id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];

    const rows = await server.sql<{ Id: number; Number: number }>(
      'select "Id", "Number" from invoices where "RecipientUserId" = ?',
      buyerId,
    );
    expect(rows.map((r) => r.Id)).toEqual([id]);
    expect(await lastNumber()).toBe(before + 1);
    expect(Number(rows[0]!.Number)).toBe(before + 1);
    expect(await server.sql('select 1 from customers where "UserId" = ?', buyerId)).toHaveLength(1);
    const mails = await server.sql<{ Attachment: string }>(
      'select "Attachment" from mail_outbox where "ToAddress" = ?',
      email,
    );
    expect(mails).toEqual([{ Attachment: `invoice:${id}` }]);
  });

  it('drafts are removed; a customer with invoices is not', async () => {
    const c = await customer({ Kind: 'person', Name: 'Brief', Country: 'SE' });
    const d = await draft(c.Id, [{ Description: 'x', Quantity: 1, UnitPriceMinor: 100 }]);
    expect((await call(calls.customers.removeCustomer, { Id: c.Id })).body).toMatchObject({
      error_code: 'CUSTOMER_HAS_INVOICES',
    });
    expect((await call(calls.invoices.removeInvoice, { Id: d.Id })).status).toBe(200);
    expect((await call(calls.customers.removeCustomer, { Id: c.Id })).status).toBe(200);
    expect((await call(calls.customers.getCustomer, { Id: c.Id })).body).toMatchObject({
      error_code: 'NOT_FOUND',
    });
  });
});

describe('the books', () => {
  it('refuse manual entries that do not balance or name no account, and post those that do', async () => {
    const before = await counts();
    const entry = (lines: Record<string, unknown>[]) =>
      call(calls.accounting.saveJournalEntry, {
        Date: `${year}-05-01`,
        Text: 'Rent',
        Currency: 'EUR',
        Lines: lines,
      });
    expect(
      (
        await entry([
          { Account: 5010, DebitMinor: 1000 },
          { Account: 1930, CreditMinor: 900 },
        ])
      ).body,
    ).toMatchObject({ error_code: 'ENTRY_UNBALANCED', field: 'Lines' });
    expect(
      (
        await entry([
          { Account: 5010, DebitMinor: 1000, CreditMinor: 1000 },
          { Account: 1930, CreditMinor: 0 },
        ])
      ).body,
    ).toMatchObject({ error_code: 'ENTRY_LINE_INVALID', field: 'Lines.0' });
    expect(
      (
        await entry([
          { Account: 9999, DebitMinor: 1000 },
          { Account: 1930, CreditMinor: 1000 },
        ])
      ).body,
    ).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Lines.0.Account' });
    expect(
      (
        await entry([
          { Account: 5010, DebitMinor: -5 },
          { Account: 1930, CreditMinor: -5 },
        ])
      ).body,
    ).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(await counts()).toEqual(before);
    const ok = await entry([
      { Account: 5010, DebitMinor: 1000 },
      { Account: 1930, CreditMinor: 1000 },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      Source: 'manual',
      Lines: [
        { Account: 5010, DebitMinor: 1000 },
        { Account: 1930, CreditMinor: 1000 },
      ],
    });
  });

  it('balance: every account’s opening, debits, credits and closing; debits equal credits', async () => {
    const reply = await call(calls.accounting.getBalanceReport, period);
    expect(reply.status).toBe(200);
    const report = reply.body.data as { Rows: BalanceRow[]; DebitMinor: number; CreditMinor: number };
    expect(report.DebitMinor).toBe(report.CreditMinor);
    expect(report.DebitMinor).toBeGreaterThan(0);
    for (const row of report.Rows)
      expect(row.ClosingMinor).toBe(row.OpeningMinor + row.DebitMinor - row.CreditMinor);
    expect(report.Rows.reduce((s, r) => s + r.ClosingMinor, 0)).toBe(0);
    // A later period opens with what the earlier one closed.
    const later = (await call(calls.accounting.getBalanceReport, { ...period, From: `${year + 1}-01-01` }))
      .body.data as { Rows: BalanceRow[] };
    for (const row of later.Rows)
      expect(row.OpeningMinor).toBe(report.Rows.find((r) => r.Account === row.Account)!.ClosingMinor);
    expect(
      (
        await call(calls.accounting.getBalanceReport, {
          ...period,
          From: `${year}-12-31`,
          To: `${year}-01-01`,
        })
      ).body,
    ).toMatchObject({ error_code: 'BALANCE_PERIOD_INVALID', field: 'From' });
    expect(
      (await call(calls.accounting.getBalanceReport, { ...period, From: '2000-01-01' })).body,
    ).toMatchObject({
      error_code: 'PERIOD_TOO_LONG',
    });
    expect(
      (await call(calls.accounting.getBalanceReport, { ...period, From: 'yesterday' })).body,
    ).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      field: 'From',
    });
  });

  it('main book: each account’s rows with the running balance', async () => {
    const book = (await call(calls.accounting.getMainbook, { ...period, Account: 1510 })).body
      .data as MainbookAccount[];
    expect(book).toHaveLength(1);
    let balance = book[0]!.OpeningMinor;
    for (const row of book[0]!.Rows) {
      balance += row.DebitMinor - row.CreditMinor;
      expect(row.BalanceMinor).toBe(balance);
    }
    expect(book[0]!.ClosingMinor).toBe(balance);
    const all = (await call(calls.accounting.getMainbook, period)).body.data as MainbookAccount[];
    expect(all.map((a) => a.Account)).toEqual([...all.map((a) => a.Account)].sort((a, b) => a - b));
    // The page is any signed-in person's (SPEC §2), its data the school's admins' alone.
    for (const token of [coach, student])
      expect((await server.call(calls.accounting.getMainbook, period, token)).status).toBe(403);
  });

  it('sales per product and period, and the OSS return per member state, with CSV that runs no formulas', async () => {
    const c = await customer({ Kind: 'person', Name: '=HYPERLINK("http://evil.test")', Country: 'AT' });
    await sent(c.Id, [{ Description: '=cmd|calc', Quantity: 3, UnitPriceMinor: 1000 }]);
    const sales = (await call(calls.accounting.getSalesReport, { ...period, GroupBy: 'year' }, coach)).body
      .data as {
      Rows: SalesRow[];
      NetMinor: number;
    };
    expect(sales.Rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Period: String(year), Product: '=cmd|calc', Quantity: 3, NetMinor: 3000 }),
      ]),
    );
    expect(sales.NetMinor).toBe(sales.Rows.reduce((s, r) => s + r.NetMinor, 0));
    const csv = (await call(calls.accounting.exportSalesReport, { ...period, GroupBy: 'quarter' })).body
      .data as {
      FileName: string;
      Csv: string;
    };
    const rows: string[][] = parse(csv.Csv.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Period', 'Product', 'Quantity', 'Net (EUR)', 'VAT (EUR)']);
    expect(rows.some((r) => r[1] === "'=cmd|calc")).toBe(true);

    const quarter = Math.ceil((new Date().getUTCMonth() + 1) / 3);
    const oss = (await call(calls.accounting.getOssReport, { Year: year, Quarter: quarter })).body.data as {
      Rows: OssRow[];
      VatMinor: number;
    };
    expect(oss.Rows).toEqual(
      expect.arrayContaining([
        { Quarter: `${year}-Q${quarter}`, Country: 'AT', VatRate: 2000, TaxableMinor: 3000, VatMinor: 600 },
      ]),
    );
    // Germany's consumer order above counts there; reverse-charged and domestic sales do not.
    expect(oss.Rows.map((r) => r.Country).sort()).toEqual(['AT', 'DE']);
    const ossCsv = (await call(calls.accounting.exportOssReport, { Year: year }, coach)).body.data as {
      FileName: string;
      Csv: string;
    };
    expect(ossCsv.FileName).toBe(`oss-${year}-EUR.csv`);
    expect(parse(ossCsv.Csv.replace(/^\uFEFF/, ''))[0]).toEqual([
      'Quarter',
      'Member state',
      'VAT rate (%)',
      'Taxable amount (EUR)',
      'VAT (EUR)',
    ]);
    expect((await call(calls.accounting.getOssReport, { Year: year }, student)).status).toBe(403);
  });
});
