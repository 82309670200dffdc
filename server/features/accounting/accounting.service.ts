// The books: entries are posted inside the unit of work of what causes them (an invoice sent, a
// payment, a manual entry), each with the next number of the journal series, and refused unless
// they balance. The reports read the journal and the invoices. Books are kept per currency.
import { ACCOUNT_NUMBERS } from '../../../shared/accounting';
import type {
  BalanceRow,
  JournalEntry,
  MainbookAccount,
  OssRow,
  SalesRow,
} from '../../../shared/calls/accounting';
import type { Currency } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { takeNumber } from '../../db/numberSeries';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { AccountingRepo } from './accounting.repo';
import { isBalanced, type PostingLine, totals } from './postings';

export interface Posting {
  Date: string;
  Text: string;
  Source: JournalEntry['Source'];
  InvoiceId: number | null;
  Currency: Currency;
  Lines: PostingLine[];
  CreatedBy: number | null;
}

export interface Period {
  From: string;
  To: string;
  Currency: Currency;
}

const MAX_PERIOD_DAYS = 3_660;

/** Refuses a period that ends before it starts or spans more than ten years. */
export function checkPeriod(from: string, to: string): void {
  if (from > to) throw new AppError('BALANCE_PERIOD_INVALID', { field: 'From' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > MAX_PERIOD_DAYS) throw new AppError('PERIOD_TOO_LONG', { field: 'From' });
}

function quarterOf(month: string): string {
  const [year, m] = month.split('-');
  return `${year}-Q${Math.ceil(Number(m) / 3)}`;
}

function periodOf(month: string, group: 'month' | 'quarter' | 'year'): string {
  if (group === 'month') return month;
  if (group === 'quarter') return quarterOf(month);
  return month.slice(0, 4);
}

export interface AccountingDeps {
  repo: AccountingRepo;
  work: RunWork;
  /** The school's own staff: a company's staff never see the school's books. */
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
}

/** Posts a balanced entry in the caller's unit of work; pushed to open books after commit. */
async function post(deps: AccountingDeps, w: Work, posting: Posting): Promise<JournalEntry> {
  if (!isBalanced(posting.Lines)) throw new AppError('ENTRY_UNBALANCED', { field: 'Lines' });
  const entry = await deps.repo.insert(
    w.tx,
    { ...posting, Number: await takeNumber(w.tx, 'journal') },
    w.now,
  );
  w.log(
    newEvent({
      type: 'journal:posted',
      actorId: posting.CreatedBy,
      about: {},
      payload: { EntryId: entry.Id, Currency: entry.Currency, Date: entry.Date },
    }),
  );
  return entry;
}

async function salesRows(deps: AccountingDeps, period: Period, group: 'month' | 'quarter' | 'year') {
  checkPeriod(period.From, period.To);
  const byMonth = await deps.repo.salesByMonth(period.From, period.To, period.Currency);
  const rows = new Map<string, SalesRow>();
  for (const r of byMonth) {
    const key = `${periodOf(r.Month, group)}|${r.ProductId ?? ''}|${r.Product}`;
    const row = rows.get(key) ?? {
      Period: periodOf(r.Month, group),
      ProductId: r.ProductId,
      Product: r.Product,
      Quantity: 0,
      NetMinor: 0,
      VatMinor: 0,
    };
    row.Quantity += r.Quantity;
    row.NetMinor += r.NetMinor;
    row.VatMinor += r.VatMinor;
    rows.set(key, row);
  }
  const list = [...rows.values()].sort(
    (a, b) => a.Period.localeCompare(b.Period) || a.Product.localeCompare(b.Product),
  );
  return {
    Rows: list,
    NetMinor: list.reduce((s, r) => s + r.NetMinor, 0),
    VatMinor: list.reduce((s, r) => s + r.VatMinor, 0),
  };
}

async function ossRows(deps: AccountingDeps, year: number, quarter: number | undefined, currency: Currency) {
  const from = quarter ? `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01` : `${year}-01-01`;
  const to = quarter ? `${year}-${String(quarter * 3).padStart(2, '0')}-31` : `${year}-12-31`;
  const byMonth = await deps.repo.ossByMonth(from, to, currency);
  const rows = new Map<string, OssRow>();
  for (const r of byMonth) {
    const key = `${quarterOf(r.Month)}|${r.Country}|${r.VatRate}`;
    const row = rows.get(key) ?? {
      Quarter: quarterOf(r.Month),
      Country: r.Country,
      VatRate: r.VatRate,
      TaxableMinor: 0,
      VatMinor: 0,
    };
    row.TaxableMinor += r.TaxableMinor;
    row.VatMinor += r.VatMinor;
    rows.set(key, row);
  }
  const list = [...rows.values()];
  return {
    Rows: list,
    TaxableMinor: list.reduce((s, r) => s + r.TaxableMinor, 0),
    VatMinor: list.reduce((s, r) => s + r.VatMinor, 0),
  };
}

async function journal(deps: AccountingDeps, user: AuthedUser, period: Period): Promise<JournalEntry[]> {
  await deps.assertSchoolStaff(user);
  checkPeriod(period.From, period.To);
  return deps.repo.journal(period.From, period.To, period.Currency);
}

async function saveManual(
  deps: AccountingDeps,
  user: AuthedUser,
  input: { Date: string; Text: string; Currency: Currency; Lines: PostingLine[] },
): Promise<JournalEntry> {
  await deps.assertSchoolStaff(user);
  input.Lines.forEach((line, i) => {
    if (!ACCOUNT_NUMBERS.has(line.Account)) throw new AppError('NOT_FOUND', { field: `Lines.${i}.Account` });
    if (line.DebitMinor > 0 === line.CreditMinor > 0)
      throw new AppError('ENTRY_LINE_INVALID', { field: `Lines.${i}` });
  });
  const { debit } = totals(input.Lines);
  if (debit > 1_000_000_000) throw new AppError('AMOUNT_TOO_LARGE', { field: 'Lines' });
  return deps.work((w) =>
    post(deps, w, {
      Date: input.Date,
      Text: input.Text,
      Source: 'manual',
      InvoiceId: null,
      Currency: input.Currency,
      Lines: input.Lines,
      CreatedBy: user.Id,
    }),
  );
}

async function balanceReport(deps: AccountingDeps, user: AuthedUser, period: Period) {
  await deps.assertSchoolStaff(user);
  checkPeriod(period.From, period.To);
  const rows: BalanceRow[] = (await deps.repo.balances(period.From, period.To, period.Currency)).map((r) => ({
    ...r,
    ClosingMinor: r.OpeningMinor + r.DebitMinor - r.CreditMinor,
  }));
  const debit = rows.reduce((s, r) => s + r.DebitMinor, 0);
  const credit = rows.reduce((s, r) => s + r.CreditMinor, 0);
  // Revenue is credited and costs debited: the result is their difference, positive for a profit.
  const result = rows.filter((r) => r.Account >= 3000).reduce((s, r) => s + r.CreditMinor - r.DebitMinor, 0);
  return { Rows: rows, DebitMinor: debit, CreditMinor: credit, ResultMinor: result };
}

async function mainbook(
  deps: AccountingDeps,
  user: AuthedUser,
  period: Period,
  account?: number,
): Promise<MainbookAccount[]> {
  await deps.assertSchoolStaff(user);
  checkPeriod(period.From, period.To);
  const [balances, lines] = await Promise.all([
    deps.repo.balances(period.From, period.To, period.Currency),
    deps.repo.linesOf(period.From, period.To, period.Currency, account),
  ]);
  return balances
    .filter((b) => account === undefined || b.Account === account)
    .map((b) => {
      let balance = b.OpeningMinor;
      const rows = lines
        .filter((l) => l.Account === b.Account)
        .map((l) => {
          balance += l.DebitMinor - l.CreditMinor;
          return {
            EntryId: l.EntryId,
            Number: l.Number,
            Date: l.Date,
            Text: l.Text,
            DebitMinor: l.DebitMinor,
            CreditMinor: l.CreditMinor,
            BalanceMinor: balance,
          };
        });
      return { Account: b.Account, OpeningMinor: b.OpeningMinor, Rows: rows, ClosingMinor: balance };
    });
}

async function salesReport(
  deps: AccountingDeps,
  user: AuthedUser,
  period: Period,
  group: 'month' | 'quarter' | 'year',
) {
  await deps.assertSchoolStaff(user);
  return salesRows(deps, period, group);
}

async function ossReport(
  deps: AccountingDeps,
  user: AuthedUser,
  year: number,
  quarter: number | undefined,
  currency: Currency,
) {
  await deps.assertSchoolStaff(user);
  return ossRows(deps, year, quarter, currency);
}

export function createAccountingService(deps: AccountingDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: AccountingDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    post: bound(post),
    entryNumbersOf: deps.repo.entryNumbersOf,

    journal: bound(journal),

    saveManual: bound(saveManual),

    balanceReport: bound(balanceReport),

    mainbook: bound(mainbook),

    salesReport: bound(salesReport),

    ossReport: bound(ossReport),
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;

/** Invoices post their ledger lines through these, inside their own unit of work. */
export { invoicePosting, isBalanced, paymentPosting, totals } from './postings';
