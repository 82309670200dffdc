// The invoice editor's values, the live preview of its lines and totals (with shared/vat.ts, so
// it shows what the server will compute) and the save call's input.
import { DEFAULT_DUE_DAYS, type InvoiceDetail, MAX_QUANTITY } from '../../../shared/calls/invoices';
import { MAX_PRICE_MINOR, type ProductRow } from '../../../shared/calls/products';
import { type Currency, type VatTreatment, vatOf, vatRateOf } from '../../../shared/vat';
import { moneyInputValue, parseMoney } from '../../components/commerce/money';
import type { InvoiceInput } from './invoicesApi';

export interface DraftLine {
  /** A stable key for the list while lines are added and removed. */
  Key: string;
  ProductId: string | null;
  Description: string;
  Quantity: number | string;
  UnitPrice: string;
}

export interface DraftValues {
  CustomerId: string | null;
  RecipientUserId: number | null;
  Currency: Currency;
  DueDays: number | string;
  Lines: DraftLine[];
}

export type PricedProduct = Pick<ProductRow, 'Id' | 'Name' | 'PriceEur' | 'PriceSek' | 'VatClass'>;

/** The customer facts a line's VAT depends on. */
export interface VatOfCustomer {
  VatTreatment: VatTreatment;
  Country: string;
}

let keys = 0;
export function newLineKey(): string {
  keys += 1;
  return `line-${keys}`;
}

export function emptyLine(): DraftLine {
  return { Key: newLineKey(), ProductId: null, Description: '', Quantity: 1, UnitPrice: '' };
}

export function priceIn(product: PricedProduct, currency: Currency): number {
  return currency === 'SEK' ? product.PriceSek : product.PriceEur;
}

/** A line filled from a product: its name and its price in the invoice's currency. */
export function lineFromProduct(
  line: DraftLine,
  product: PricedProduct,
  currency: Currency,
  language: string,
): DraftLine {
  return {
    ...line,
    ProductId: String(product.Id),
    Description: product.Name,
    UnitPrice: moneyInputValue(priceIn(product, currency), language),
  };
}

export function draftValues(invoice: InvoiceDetail | null, language: string): DraftValues {
  if (!invoice)
    return {
      CustomerId: null,
      RecipientUserId: null,
      Currency: language.startsWith('sv') ? 'SEK' : 'EUR',
      DueDays: DEFAULT_DUE_DAYS,
      Lines: [emptyLine()],
    };
  return {
    CustomerId: String(invoice.CustomerId),
    RecipientUserId: invoice.Recipient?.UserId ?? null,
    Currency: invoice.Currency,
    DueDays: invoice.DueDays,
    Lines: invoice.Lines.map((line) => ({
      Key: newLineKey(),
      ProductId: line.ProductId === null ? null : String(line.ProductId),
      Description: line.Description,
      Quantity: line.Quantity,
      UnitPrice: moneyInputValue(line.UnitPriceMinor, language),
    })),
  };
}

/** A draft carries no due days of its own; its dates (if any) say them, else the default. */

export function quantityOf(line: DraftLine): number | null {
  const n = typeof line.Quantity === 'number' ? line.Quantity : Number(line.Quantity);
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

export function unitMinorOf(line: DraftLine): number | null {
  const minor = parseMoney(line.UnitPrice);
  return minor !== null && minor <= MAX_PRICE_MINOR ? minor : null;
}

export interface LinePreview {
  NetMinor: number;
  VatRate: number;
  VatMinor: number;
}

export interface DraftPreview {
  /** Null for a line whose quantity or price is not readable yet. */
  Lines: (LinePreview | null)[];
  NetMinor: number;
  VatMinor: number;
  TotalMinor: number;
}

/** Each line's net and VAT at the customer's treatment and rate, and the totals. */
export function previewDraft(
  lines: readonly DraftLine[],
  customer: VatOfCustomer | null,
  products: readonly PricedProduct[],
): DraftPreview {
  const previews = lines.map((line): LinePreview | null => {
    const quantity = quantityOf(line);
    const unit = unitMinorOf(line);
    if (quantity === null || unit === null) return null;
    const net = quantity * unit;
    const product = products.find((p) => String(p.Id) === line.ProductId);
    // A free-text line is taken at the standard rate.
    const rate = customer
      ? vatRateOf(customer.VatTreatment, customer.Country, product?.VatClass ?? 'standard')
      : 0;
    return { NetMinor: net, VatRate: rate, VatMinor: vatOf(net, rate) };
  });
  const net = previews.reduce((sum, p) => sum + (p?.NetMinor ?? 0), 0);
  const vat = previews.reduce((sum, p) => sum + (p?.VatMinor ?? 0), 0);
  return { Lines: previews, NetMinor: net, VatMinor: vat, TotalMinor: net + vat };
}

export type LineProblem = 'description' | 'quantity' | 'unitPrice';

/** What keeps a line from being saved: none, or each field that is wrong. */
export function lineProblems(line: DraftLine): LineProblem[] {
  const problems: LineProblem[] = [];
  if (!line.ProductId && !line.Description.trim()) problems.push('description');
  if (quantityOf(line) === null) problems.push('quantity');
  if (unitMinorOf(line) === null) problems.push('unitPrice');
  return problems;
}

/** The save call's input, or null while the draft cannot be saved. */
export function draftInput(values: DraftValues, id: number | null): InvoiceInput | null {
  if (!values.CustomerId || values.Lines.length === 0 || values.Lines.some((l) => lineProblems(l).length > 0))
    return null;
  const dueDays = Number(values.DueDays);
  return {
    ...(id !== null && { Id: id }),
    CustomerId: Number(values.CustomerId),
    RecipientUserId: values.RecipientUserId,
    Currency: values.Currency,
    DueDays: Number.isInteger(dueDays) && dueDays >= 0 && dueDays <= 365 ? dueDays : DEFAULT_DUE_DAYS,
    Lines: values.Lines.map((line) => ({
      ProductId: line.ProductId ? Number(line.ProductId) : null,
      Description: line.Description.trim(),
      Quantity: quantityOf(line) ?? 1,
      UnitPriceMinor: unitMinorOf(line) ?? 0,
    })),
  };
}
