// The price a buyer is shown is the price they are invoiced (to the öre or cent): a Swedish and a
// German consumer see their country's VAT included, a business sees the price without VAT and
// the invoice adds what is due. A company's paid invoice for seats makes one single-use code per
// seat and one mail to the buyer, once, however often it is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CustomerRow } from '../../../shared/calls/customers';
import type { CallContract } from '../../../shared/calls/define';
import type { InvoiceDetail, InvoiceSummary } from '../../../shared/calls/invoices';
import type { CatalogueProduct } from '../../../shared/calls/products';
import { startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let courseId: number;
let productId: number;
const year = new Date().getUTCFullYear();
// 49.99 € and 490 kr net: 19 % of 49.99 is 9.4981, so the rounding is exercised.
const NET_EUR = 4999;
const NET_SEK = 49_000;

const call = (contract: CallContract, data: Record<string, unknown>, token: string | null = admin) =>
  server.call(contract, data, token);

/** A student of this test's own, signed in. */
async function student(name: string): Promise<{ id: number; token: string }> {
  const [coach] = await server.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'coach@tonic.test'`,
  );
  const email = `${name}-${Date.now()}@prices.test`;
  const [row] = await server.sql<{ Id: number }>(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") values (?, ?, ?, ?, 'Buyer', 1, true, 'now', 'now') returning "Id"`,
    email,
    email,
    coach!.PasswordHash,
    name,
  );
  return { id: Number(row!.Id), token: await server.signIn(email) };
}

async function shown(token: string | null, country?: string): Promise<CatalogueProduct['Price']> {
  const reply = await call(
    calls.products.getCatalogueProduct,
    { Slug: 'piano-basics', ...(country ? { Country: country } : {}) },
    token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const page = (reply.body.data as CatalogueProduct).Price;
  // The catalogue shows the same price as the product's page.
  const list = await call(calls.products.getCatalogue, country ? { Country: country } : {}, token);
  const entry = (list.body.data as CatalogueProduct[]).find((p) => p.Id === productId);
  expect(entry?.Price).toEqual(page);
  return page;
}

async function order(token: string, currency: 'EUR' | 'SEK', country: string): Promise<InvoiceDetail> {
  const reply = await call(
    calls.invoices.submitOrder,
    { Slug: 'piano-basics', Currency: currency, Country: country },
    token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (await call(calls.invoices.getInvoice, { Id: (reply.body.data as InvoiceSummary).Id })).body
    .data as InvoiceDetail;
}

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

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  const [c] = await server.sql<{ Id: number }>(
    `insert into courses ("Name", "Code", "Description", "CreatedAt", "UpdatedAt") values ('Piano', 'PIANO-1', 'Keys', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
  );
  courseId = Number(c!.Id);
  const product = await call(calls.products.saveProduct, {
    Slug: 'piano-basics',
    Kind: 'course',
    Name: 'Piano Basics',
    PriceEur: NET_EUR,
    PriceSek: NET_SEK,
    Published: true,
    CourseIds: [courseId],
  });
  expect(product.status).toBe(200);
  productId = (product.body.data as { Id: number }).Id;
});
afterAll(() => server.close());

describe('the price shown', () => {
  it('to a Swedish consumer includes Swedish VAT and is what the invoice totals', async () => {
    const buyer = await student('sven');
    const price = await shown(buyer.token);
    // Nobody said where they are: the school's country, Sweden.
    expect(price).toEqual({ Country: 'SE', Vat: 'incl', Eur: 6249, Sek: 61_250 });
    const invoice = await order(buyer.token, 'SEK', price.Country);
    expect(invoice).toMatchObject({ VatTreatment: 'domestic', NetMinor: NET_SEK, TotalMinor: price.Sek });
  });

  it('to a German consumer includes German VAT and is what the invoice totals', async () => {
    const buyer = await student('greta');
    const price = await shown(buyer.token, 'DE');
    expect(price).toEqual({ Country: 'DE', Vat: 'incl', Eur: 5949, Sek: 58_310 });
    const invoice = await order(buyer.token, 'EUR', price.Country);
    expect(invoice).toMatchObject({ VatTreatment: 'eu_consumer', TotalMinor: price.Eur });
    expect(invoice.Lines[0]).toMatchObject({ VatRate: 1900, NetMinor: NET_EUR, VatMinor: 950 });
    // Once they have ordered, their country is known: shown without asking.
    expect(await shown(buyer.token)).toEqual(price);
  });

  it('to a business is without VAT; the invoice’s net is that price and VAT is added as due', async () => {
    const swedish = await student('bolag');
    await customer({ Kind: 'company', Name: 'Pianobolaget AB', Country: 'SE', UserId: swedish.id });
    const se = await shown(swedish.token);
    expect(se).toEqual({ Country: 'SE', Vat: 'excl', Eur: NET_EUR, Sek: NET_SEK });
    const seInvoice = await order(swedish.token, 'SEK', se.Country);
    expect(seInvoice).toMatchObject({ VatTreatment: 'domestic', NetMinor: se.Sek, TotalMinor: 61_250 });

    const german = await student('gmbh');
    await customer({
      Kind: 'company',
      Name: 'Klavier GmbH',
      Country: 'DE',
      VatNumber: 'DE123456789',
      UserId: german.id,
    });
    const de = await shown(german.token);
    expect(de).toEqual({ Country: 'DE', Vat: 'excl', Eur: NET_EUR, Sek: NET_SEK });
    const deInvoice = await order(german.token, 'EUR', de.Country);
    expect(deInvoice).toMatchObject({ VatTreatment: 'reverse_charge', NetMinor: de.Eur, TotalMinor: de.Eur });
  });

  it('to a visitor is the school country’s until they choose; outside the EU no VAT is due', async () => {
    expect(await shown(null)).toEqual({ Country: 'SE', Vat: 'incl', Eur: 6249, Sek: 61_250 });
    expect(await shown(null, 'us')).toEqual({ Country: 'US', Vat: 'none', Eur: NET_EUR, Sek: NET_SEK });
    const bad = await call(calls.products.getCatalogueProduct, { Slug: 'piano-basics', Country: 'XX' }, null);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Country' });
  });
});

describe('seats', () => {
  const seatCodes = (invoiceNumber: number) =>
    server.sql<{ Id: number; UsageLimit: number; Code: string }>(
      `select "Id", "UsageLimit", "Code" from registration_codes where "Description" like ? order by "Id"`,
      `Invoice ${invoiceNumber} %`,
    );
  const seatMails = (to: string) =>
    server.sql<{ Subject: string; Body: string }>(
      `select "Subject", "Body" from mail_outbox where "ToAddress" = ? and "Attachment" is null`,
      to,
    );

  async function seatInvoice(email: string, quantity: number, extra: Record<string, unknown> = {}) {
    const c = await customer({
      Kind: 'company',
      Name: `Körskolan ${email}`,
      Country: 'SE',
      Email: email,
      ...extra,
    });
    const draft = await call(calls.invoices.saveInvoice, {
      CustomerId: c.Id,
      Currency: 'SEK',
      Lines: [{ ProductId: productId, Quantity: quantity, UnitPriceMinor: NET_SEK }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const sent = await call(calls.invoices.sendInvoice, { Id: (draft.body.data as InvoiceDetail).Id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return sent.body.data as InvoiceDetail;
  }

  const pay = (invoice: InvoiceDetail) =>
    call(calls.invoices.recordPayment, {
      InvoiceId: invoice.Id,
      AmountMinor: invoice.TotalMinor,
      PaidOn: `${year}-05-01`,
      Reference: 'Bank',
    });

  it('a paid company invoice for 5 seats makes 5 single-use codes and one mail; paying again makes none', async () => {
    const invoice = await seatInvoice('buyer@seats.test', 5);
    expect(await seatCodes(invoice.Number!)).toEqual([]);
    expect((await pay(invoice)).status).toBe(200);
    const codes = await seatCodes(invoice.Number!);
    expect(codes).toHaveLength(5);
    expect(codes.every((c) => Number(c.UsageLimit) === 1)).toBe(true);
    const links = await server.sql<{ CourseId: number }>(
      `select "CourseId" from registration_code_courses where "CodeId" in (${codes.map((c) => Number(c.Id)).join(',')})`,
    );
    expect(links.map((l) => Number(l.CourseId))).toEqual(Array(5).fill(courseId));
    const mails = await seatMails('buyer@seats.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.Subject).toBe(`Era registreringskoder för faktura ${invoice.Number}`);

    expect((await pay(invoice)).body).toMatchObject({ error_code: 'INVOICE_NOT_OPEN' });
    expect(await seatCodes(invoice.Number!)).toHaveLength(5);
    expect(await seatMails('buyer@seats.test')).toHaveLength(1);
  });

  it('paid twice at the same moment, makes its seats once', async () => {
    const invoice = await seatInvoice('twice@seats.test', 5);
    const replies = await Promise.all([pay(invoice), pay(invoice)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await seatCodes(invoice.Number!)).toHaveLength(5);
    expect(await seatMails('twice@seats.test')).toHaveLength(1);
  });

  it('each code is one seat: a person redeems it for the course, a second person cannot', async () => {
    const invoice = await seatInvoice('redeem@seats.test', 2);
    await pay(invoice);
    const [first] = await seatCodes(invoice.Number!);
    const one = await student('seat-one');
    const two = await student('seat-two');
    const redeemed = await call(calls.codes.redeemCode, { Code: first!.Code }, one.token);
    expect(redeemed.body.data).toMatchObject({ Courses: [{ Id: courseId }] });
    expect((await call(calls.codes.redeemCode, { Code: first!.Code }, two.token)).body).toMatchObject({
      error_code: 'REDEEM_ALREADY_REDEEMED',
    });
  });

  it('a named recipient takes one seat at once; the rest are codes', async () => {
    const named = await student('named');
    const invoice = await seatInvoice('named@seats.test', 3, { UserId: named.id });
    await pay(invoice);
    expect(await seatCodes(invoice.Number!)).toHaveLength(2);
    const mine = (await call(calls.courses.getMyCourses, {}, named.token)).body.data as { Id: number }[];
    expect(mine.map((c) => c.Id)).toContain(courseId);
  });
});
