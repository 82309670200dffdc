// The journal's SQL: writing entries, and the sums the reports are made of. Sums are taken by the
// database (one pass over the period's lines), cast to numbers: PostgreSQL answers bigint sums as
// text.
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { JournalEntry } from '../../../shared/calls/accounting';
import type { Currency } from '../../../shared/vat';
import type { Db, Tx } from '../../db/database';
import { invoiceLines, invoices, journalEntries, journalLines, products } from '../../db/tables';
import type { PostingLine } from './postings';

export interface NewEntry {
  Number: number;
  Date: string;
  Text: string;
  Source: JournalEntry['Source'];
  InvoiceId: number | null;
  Currency: Currency;
  CreatedBy: number | null;
  Lines: PostingLine[];
}

const sum = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

async function withLines(rows: (typeof journalEntries.$inferSelect)[], q: Db): Promise<JournalEntry[]> {
  if (rows.length === 0) return [];
  const lines = await q
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.EntryId,
        rows.map((r) => r.Id),
      ),
    )
    .orderBy(asc(journalLines.Id));
  return rows.map((r) => ({
    Id: r.Id,
    Number: r.Number,
    Date: r.Date,
    Text: r.Text,
    Source: r.Source,
    InvoiceId: r.InvoiceId,
    Currency: r.Currency,
    CreatedAt: r.CreatedAt,
    Lines: lines
      .filter((l) => l.EntryId === r.Id)
      .map(({ Account, DebitMinor, CreditMinor }) => ({ Account, DebitMinor, CreditMinor })),
  }));
}

async function insert(_db: Db, tx: Tx, entry: NewEntry, now: string): Promise<JournalEntry> {
  const { Lines, ...values } = entry;
  const [row] = await tx
    .insert(journalEntries)
    .values({ ...values, CreatedAt: now })
    .returning();
  if (!row) throw new Error('journal entry not stored');
  await tx.insert(journalLines).values(Lines.map((l) => ({ ...l, EntryId: row.Id })));
  return (await withLines([row], tx))[0]!;
}

async function entryNumbersOf(db: Db, invoiceId: number, q: Db = db): Promise<number[]> {
  const rows = await q
    .select({ Number: journalEntries.Number })
    .from(journalEntries)
    .where(eq(journalEntries.InvoiceId, invoiceId))
    .orderBy(asc(journalEntries.Number));
  return rows.map((r) => r.Number);
}

async function journal(db: Db, from: string, to: string, currency: Currency): Promise<JournalEntry[]> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.Currency, currency),
        gte(journalEntries.Date, from),
        lte(journalEntries.Date, to),
      ),
    )
    .orderBy(desc(journalEntries.Date), desc(journalEntries.Number));
  return withLines(rows, db);
}

/** Per account: the balance before the period, and the period's debits and credits. */
async function balances(db: Db, from: string, to: string, currency: Currency) {
  const before = lt(journalEntries.Date, from);
  return db
    .select({
      Account: journalLines.Account,
      OpeningMinor: sum(
        sql`case when ${before} then ${journalLines.DebitMinor} - ${journalLines.CreditMinor} else 0 end`,
      ),
      DebitMinor: sum(sql`case when ${before} then 0 else ${journalLines.DebitMinor} end`),
      CreditMinor: sum(sql`case when ${before} then 0 else ${journalLines.CreditMinor} end`),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.Id, journalLines.EntryId))
    .where(and(eq(journalEntries.Currency, currency), lte(journalEntries.Date, to)))
    .groupBy(journalLines.Account)
    .orderBy(asc(journalLines.Account));
}

/** The period's lines of one account or all, in date and entry order. */
async function linesOf(db: Db, from: string, to: string, currency: Currency, account?: number) {
  return db
    .select({
      Account: journalLines.Account,
      EntryId: journalEntries.Id,
      Number: journalEntries.Number,
      Date: journalEntries.Date,
      Text: journalEntries.Text,
      DebitMinor: journalLines.DebitMinor,
      CreditMinor: journalLines.CreditMinor,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.Id, journalLines.EntryId))
    .where(
      and(
        eq(journalEntries.Currency, currency),
        gte(journalEntries.Date, from),
        lte(journalEntries.Date, to),
        account === undefined ? undefined : eq(journalLines.Account, account),
      ),
    )
    .orderBy(
      asc(journalLines.Account),
      asc(journalEntries.Date),
      asc(journalEntries.Number),
      asc(journalLines.Id),
    );
}

/**
 * Sent invoices' and credit notes' lines of a period by month, product and VAT: credit notes
 * count negative. Drafts have no issue date, so they never count.
 */
async function salesByMonth(db: Db, from: string, to: string, currency: Currency) {
  const sign = sql`case when ${invoices.Kind} = 'credit' then -1 else 1 end`;
  const month = sql<string>`substr(${invoices.IssueDate}, 1, 7)`;
  const name = sql<string>`coalesce(${products.Name}, ${invoiceLines.Description})`;
  return db
    .select({
      Month: month,
      ProductId: invoiceLines.ProductId,
      Product: name,
      Quantity: sum(sql`${sign} * ${invoiceLines.Quantity}`),
      NetMinor: sum(sql`${sign} * ${invoiceLines.NetMinor}`),
      VatMinor: sum(sql`${sign} * ${invoiceLines.VatMinor}`),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.Id, invoiceLines.InvoiceId))
    .leftJoin(products, eq(products.Id, invoiceLines.ProductId))
    .where(
      and(
        isNotNull(invoices.Number),
        eq(invoices.Currency, currency),
        gte(invoices.IssueDate, from),
        lte(invoices.IssueDate, to),
      ),
    )
    .groupBy(month, invoiceLines.ProductId, name)
    .orderBy(month, name);
}

/** Sales to consumers in other EU states by month, country and rate (the OSS return). */
async function ossByMonth(db: Db, from: string, to: string, currency: Currency) {
  const sign = sql`case when ${invoices.Kind} = 'credit' then -1 else 1 end`;
  const month = sql<string>`substr(${invoices.IssueDate}, 1, 7)`;
  return db
    .select({
      Month: month,
      Country: invoices.CustomerCountry,
      VatRate: invoiceLines.VatRate,
      TaxableMinor: sum(sql`${sign} * ${invoiceLines.NetMinor}`),
      VatMinor: sum(sql`${sign} * ${invoiceLines.VatMinor}`),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.Id, invoiceLines.InvoiceId))
    .where(
      and(
        isNotNull(invoices.Number),
        eq(invoices.VatTreatment, 'eu_consumer'),
        eq(invoices.Currency, currency),
        gte(invoices.IssueDate, from),
        lte(invoices.IssueDate, to),
      ),
    )
    .groupBy(month, invoices.CustomerCountry, invoiceLines.VatRate)
    .orderBy(month, invoices.CustomerCountry, invoiceLines.VatRate);
}

export function createAccountingRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    insert: bound(insert),

    entryNumbersOf: bound(entryNumbersOf),

    journal: bound(journal),

    balances: bound(balances),

    linesOf: bound(linesOf),

    salesByMonth: bound(salesByMonth),

    ossByMonth: bound(ossByMonth),
  };
}

export type AccountingRepo = ReturnType<typeof createAccountingRepo>;
