// Invoices (invoices.php, /invoices): drafts with lines, sent with the next number of one gapless
// series, paid by recorded payments, or credited by a credit note. Sending, paying and crediting
// post their journal entries in the same unit of work. A paid invoice grants its products'
// courses to its recipient. The school's admins only, except ordering and one's own invoices.

import { CURRENCIES, VAT_TREATMENTS } from '../vat';
import { z } from '../zod';
import * as address from './addresses/invoices';
import { countrySchema } from './customers';
import { defineCall } from './define';
import { MAX_PRICE_MINOR } from './products';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'credit'] as const;

/** An invoice's total may not pass this, in minor units (ten million euros or kronor). */
export const MAX_INVOICE_TOTAL_MINOR = 1_000_000_000;
export const MAX_QUANTITY = 10_000;
export const MAX_LINES = 100;
/** Days from sending to the due date when the invoice names none. */
export const DEFAULT_DUE_DAYS = 30;

export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a date',
  );

export const invoiceLineSchema = z.object({
  Id: z.number().int(),
  ProductId: z.number().int().nullable(),
  Description: z.string(),
  Quantity: z.number().int(),
  UnitPriceMinor: z.number().int(),
  /** Basis points: 2500 = 25 %. */
  VatRate: z.number().int(),
  NetMinor: z.number().int(),
  VatMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  Id: z.number().int(),
  AmountMinor: z.number().int(),
  PaidOn: z.string(),
  Reference: z.string(),
  CreatedAt: z.string(),
});

export const invoiceSummarySchema = z.object({
  Id: z.number().int(),
  /** Given when sent; null for a draft. */
  Number: z.number().int().nullable(),
  Kind: z.enum(INVOICE_KINDS),
  Status: z.enum(INVOICE_STATUSES),
  CustomerId: z.number().int(),
  CustomerName: z.string(),
  Currency: z.enum(CURRENCIES),
  NetMinor: z.number().int(),
  VatMinor: z.number().int(),
  TotalMinor: z.number().int(),
  PaidMinor: z.number().int(),
  IssueDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  /** Sent, not paid and past its due date. */
  Overdue: z.boolean(),
  UpdatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * A credit note's amounts are positive like its invoice's: its kind says they go the other way.
 * Its PaidMinor is what it settled: the part of the invoice still unpaid when it was credited,
 * plus refunds recorded since; what is left is what the school owes back.
 */
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  /** Days from sending to the due date. */
  DueDays: z.number().int(),
  VatTreatment: z.enum(VAT_TREATMENTS),
  /** The customer as the invoice was sent (a draft shows the customer as now). */
  Customer: z.object({
    Kind: z.enum(['company', 'person']),
    Name: z.string(),
    Email: z.string().nullable(),
    Street: z.string(),
    PostalCode: z.string(),
    City: z.string(),
    Country: z.string(),
    VatNumber: z.string().nullable(),
  }),
  /** Who receives the products' courses when it is paid. */
  Recipient: z.object({ UserId: z.number().int(), Name: z.string() }).nullable(),
  Lines: z.array(invoiceLineSchema),
  Payments: z.array(paymentSchema),
  /** The invoice this credit note credits, or the credit note that credits this invoice. */
  CreditOf: z.object({ Id: z.number().int(), Number: z.number().int() }).nullable(),
  CreditedBy: z.object({ Id: z.number().int(), Number: z.number().int() }).nullable(),
  /** Its journal entries' numbers. */
  Entries: z.array(z.number().int()),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceLineInputSchema = z.object({
  ProductId: id.nullable().optional(),
  Description: z.string().trim().max(300).default(''),
  Quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
  UnitPriceMinor: z.coerce.number().int().min(0).max(MAX_PRICE_MINOR),
});

export const getInvoices = defineCall({
  ...address.getInvoices,
  summary: 'Invoices and credit notes, newest first: filter by status, customer and overdue, search, page.',
  input: z.object({
    Status: z.enum(INVOICE_STATUSES).optional(),
    CustomerId: id.optional(),
    Overdue: z.boolean().optional(),
    Search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  output: z.object({
    data: z.array(invoiceSummarySchema),
    pagination: z.object({ page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }),
  }),
});

export const getInvoice = defineCall({
  ...address.getInvoice,
  summary: 'One invoice or credit note with its lines, payments and journal entries.',
  input: z.object({ Id: id }),
  output: z.object({ data: invoiceDetailSchema }),
});

export const saveInvoice = defineCall({
  ...address.saveInvoice,
  summary:
    'Create a draft or change one: customer, recipient, currency, due days and lines (a product or a free text, quantity, unit price). VAT follows the customer’s country and kind.',
  input: z.object({
    Id: id.optional(),
    CustomerId: id,
    /** Absent or null: the customer's linked account, if it has one. */
    RecipientUserId: id.nullable().optional(),
    Currency: z.enum(CURRENCIES),
    DueDays: z.coerce.number().int().min(0).max(365).default(DEFAULT_DUE_DAYS),
    Lines: z.array(invoiceLineInputSchema).min(1).max(MAX_LINES),
  }),
  output: z.object({ data: invoiceDetailSchema }),
});

export const removeInvoice = defineCall({
  ...address.removeInvoice,
  summary: 'Remove a draft (a sent invoice is credited instead).',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const sendInvoice = defineCall({
  ...address.sendInvoice,
  summary:
    'Send a draft: it takes the next number, its date and due date, posts its journal entry and is mailed as a PDF to the customer.',
  input: z.object({ Id: id }),
  output: z.object({ data: invoiceDetailSchema }),
});

export const recordPayment = defineCall({
  ...address.recordPayment,
  summary:
    'Record a payment of a sent invoice (or a refund of a credit note): posts bank against receivables; paid in full, it is paid and its courses are granted.',
  input: z.object({
    InvoiceId: id,
    AmountMinor: z.coerce.number().int().min(1).max(MAX_INVOICE_TOTAL_MINOR),
    PaidOn: isoDate,
    Reference: z.string().trim().max(100).default(''),
  }),
  output: z.object({ data: invoiceDetailSchema }),
});

export const creditInvoice = defineCall({
  ...address.creditInvoice,
  summary: 'Credit a sent or paid invoice in full: a credit note with the next number reverses its entry.',
  input: z.object({ Id: id }),
  output: z.object({ data: invoiceDetailSchema }),
});

export const submitOrder = defineCall({
  ...address.submitOrder,
  summary:
    'Order a paid product (/product/:slug): an invoice in the buyer’s name is sent to their email; paying it grants the courses. Ordered again while it is unpaid (also at the same moment), it answers the same invoice.',
  input: z.object({
    Slug: z.string().trim().min(1).max(80),
    Currency: z.enum(CURRENCIES),
    Country: countrySchema,
  }),
  output: z.object({ data: invoiceSummarySchema }),
});

export const getMyInvoices = defineCall({
  ...address.getMyInvoices,
  summary: 'The invoices whose courses go to the signed-in person, newest first.',
  input: z.object({}),
  output: z.object({ data: z.array(invoiceSummarySchema) }),
});
