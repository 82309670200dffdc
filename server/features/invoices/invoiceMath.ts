// An invoice's lines priced: each line's net and VAT at the rate its customer's country and kind
// and its product's VAT class call for (shared/vat.ts), rounded per line, and the totals. Pure, so
// the property test can drive it with generated invoices.
import { MAX_INVOICE_TOTAL_MINOR } from '../../../shared/calls/invoices';
import { type VatClass, type VatTreatment, vatOf, vatRateOf } from '../../../shared/vat';
import { AppError } from '../../calls/appError';

export interface LineInput {
  ProductId: number | null;
  Description: string;
  Quantity: number;
  UnitPriceMinor: number;
  VatClass: VatClass;
}

export interface PricedLine extends LineInput {
  VatRate: number;
  NetMinor: number;
  VatMinor: number;
}

export interface Priced {
  Lines: PricedLine[];
  NetMinor: number;
  VatMinor: number;
  TotalMinor: number;
}

/** Prices the lines; refuses totals of zero or above what an invoice may be. */
export function priceLines(treatment: VatTreatment, country: string, lines: readonly LineInput[]): Priced {
  const priced = lines.map((line, i) => {
    const NetMinor = line.Quantity * line.UnitPriceMinor;
    if (NetMinor > MAX_INVOICE_TOTAL_MINOR) throw new AppError('AMOUNT_TOO_LARGE', { field: `Lines.${i}` });
    const VatRate = vatRateOf(treatment, country, line.VatClass);
    return { ...line, VatRate, NetMinor, VatMinor: vatOf(NetMinor, VatRate) };
  });
  const NetMinor = priced.reduce((s, l) => s + l.NetMinor, 0);
  const VatMinor = priced.reduce((s, l) => s + l.VatMinor, 0);
  const TotalMinor = NetMinor + VatMinor;
  if (TotalMinor > MAX_INVOICE_TOTAL_MINOR) throw new AppError('AMOUNT_TOO_LARGE', { field: 'Lines' });
  if (TotalMinor <= 0) throw new AppError('INVOICE_TOTAL_ZERO', { field: 'Lines' });
  return { Lines: priced, NetMinor, VatMinor, TotalMinor };
}
