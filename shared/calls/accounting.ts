// Accounting (accounting.php): the double-entry journal on the chart of accounts
// (shared/accounting.ts), manual entries, the main book (/accounting/mainbook), the balance
// report (/accounting), the sales report (/sp) and the One-Stop-Shop VAT report (/oss), with
// CSV exports. Every entry balances; the books are kept per currency. The school's admins only;
// the sales and OSS reports also its coaches (SPEC §2), never a company's staff.

import { ACCOUNT_NUMBERS } from '../accounting';
import { CURRENCIES } from '../vat';
import { z } from '../zod';
import * as address from './addresses/accounting';
import { defineCall } from './define';
import { isoDate, MAX_INVOICE_TOTAL_MINOR } from './invoices';

export const ENTRY_SOURCES = ['invoice', 'credit', 'payment', 'manual'] as const;

const currency = z.enum(CURRENCIES);
const period = { From: isoDate, To: isoDate, Currency: currency };

export const journalLineSchema = z.object({
  Account: z.number().int(),
  DebitMinor: z.number().int(),
  CreditMinor: z.number().int(),
});

export const journalEntrySchema = z.object({
  Id: z.number().int(),
  /** The entry's number in its one gapless series (verifikationsnummer). */
  Number: z.number().int(),
  Date: z.string(),
  Text: z.string(),
  Source: z.enum(ENTRY_SOURCES),
  /** The invoice (or credit note) an entry of an invoice, credit or payment belongs to. */
  InvoiceId: z.number().int().nullable(),
  Currency: currency,
  Lines: z.array(journalLineSchema),
  CreatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const balanceRowSchema = z.object({
  Account: z.number().int(),
  /** Debit minus credit before the period. */
  OpeningMinor: z.number().int(),
  DebitMinor: z.number().int(),
  CreditMinor: z.number().int(),
  ClosingMinor: z.number().int(),
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

export const mainbookAccountSchema = z.object({
  Account: z.number().int(),
  OpeningMinor: z.number().int(),
  Rows: z.array(
    z.object({
      EntryId: z.number().int(),
      Number: z.number().int(),
      Date: z.string(),
      Text: z.string(),
      DebitMinor: z.number().int(),
      CreditMinor: z.number().int(),
      /** The account's balance after this row. */
      BalanceMinor: z.number().int(),
    }),
  ),
  ClosingMinor: z.number().int(),
});
export type MainbookAccount = z.infer<typeof mainbookAccountSchema>;

export const SALES_GROUPS = ['month', 'quarter', 'year'] as const;

export const salesRowSchema = z.object({
  /** 2026-03, 2026-Q1 or 2026. */
  Period: z.string(),
  ProductId: z.number().int().nullable(),
  /** The product's name, or the line's text for lines without a product. */
  Product: z.string(),
  Quantity: z.number().int(),
  /** Invoiced less credited, without VAT. */
  NetMinor: z.number().int(),
  VatMinor: z.number().int(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const ossRowSchema = z.object({
  /** 2026-Q1. */
  Quarter: z.string(),
  Country: z.string(),
  /** Basis points. */
  VatRate: z.number().int(),
  TaxableMinor: z.number().int(),
  VatMinor: z.number().int(),
});
export type OssRow = z.infer<typeof ossRowSchema>;

const csvFile = z.object({ data: z.object({ FileName: z.string(), Csv: z.string() }) });

export const getJournal = defineCall({
  ...address.getJournal,
  summary: 'The journal entries of a period in one currency, newest first.',
  input: z.object(period),
  output: z.object({ data: z.array(journalEntrySchema) }),
});

export const manualLineSchema = z.object({
  Account: z.coerce
    .number()
    .int()
    .refine((n) => ACCOUNT_NUMBERS.has(n), 'Not an account of the chart'),
  DebitMinor: z.coerce.number().int().min(0).max(MAX_INVOICE_TOTAL_MINOR).default(0),
  CreditMinor: z.coerce.number().int().min(0).max(MAX_INVOICE_TOTAL_MINOR).default(0),
});

export const saveJournalEntry = defineCall({
  ...address.saveJournalEntry,
  summary:
    'Post a manual entry (a purchase, a VAT settlement, a correction): at least two lines, each a debit or a credit, debits equal to credits.',
  input: z.object({
    Date: isoDate,
    Text: z.string().trim().min(1).max(200),
    Currency: currency,
    Lines: z.array(manualLineSchema).min(2).max(50),
  }),
  output: z.object({ data: journalEntrySchema }),
});

export const getBalanceReport = defineCall({
  ...address.getBalanceReport,
  summary:
    'Each account’s opening balance, debits, credits and closing balance for a period (/accounting), with the totals.',
  input: z.object(period),
  output: z.object({
    data: z.object({
      Rows: z.array(balanceRowSchema),
      DebitMinor: z.number().int(),
      CreditMinor: z.number().int(),
      /** Revenue less costs in the period (accounts 3xxx to 8xxx), positive for a profit. */
      ResultMinor: z.number().int(),
    }),
  }),
});

export const getMainbook = defineCall({
  ...address.getMainbook,
  summary:
    'The main book: each account’s entries in a period with the running balance (/accounting/mainbook).',
  input: z.object({
    ...period,
    Account: z.coerce
      .number()
      .int()
      .refine((n) => ACCOUNT_NUMBERS.has(n), 'Not an account of the chart')
      .optional(),
  }),
  output: z.object({ data: z.array(mainbookAccountSchema) }),
});

export const getSalesReport = defineCall({
  ...address.getSalesReport,
  summary: 'Invoiced sales less credits per product and month, quarter or year, in one currency (/sp).',
  input: z.object({ ...period, GroupBy: z.enum(SALES_GROUPS).default('month') }),
  output: z.object({
    data: z.object({
      Rows: z.array(salesRowSchema),
      NetMinor: z.number().int(),
      VatMinor: z.number().int(),
    }),
  }),
});

export const exportSalesReport = defineCall({
  ...address.exportSalesReport,
  summary: 'The sales report as CSV.',
  input: z.object({ ...period, GroupBy: z.enum(SALES_GROUPS).default('month') }),
  output: csvFile,
});

export const ossInput = z.object({
  Year: z.coerce.number().int().min(2000).max(2100),
  /** 1 to 4; absent for the whole year. */
  Quarter: z.coerce.number().int().min(1).max(4).optional(),
  Currency: currency.default('EUR'),
});

export const getOssReport = defineCall({
  ...address.getOssReport,
  summary:
    'One-Stop-Shop VAT: per quarter and EU member state, the taxable amount and VAT at that state’s rate of sales to its consumers (/oss).',
  input: ossInput,
  output: z.object({
    data: z.object({
      Rows: z.array(ossRowSchema),
      TaxableMinor: z.number().int(),
      VatMinor: z.number().int(),
    }),
  }),
});

export const exportOssReport = defineCall({
  ...address.exportOssReport,
  summary: 'The One-Stop-Shop VAT report as CSV.',
  input: ossInput,
  output: csvFile,
});
