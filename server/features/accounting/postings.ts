// What each business event posts (docs/decisions.md "Accounting"), as pure functions the property
// test drives: an invoice debits receivables with its total and credits revenue (per account) and
// output VAT (per rate); a credit note posts the same with the sides swapped; a payment debits the
// bank and credits receivables (a refund of a credit note the other way round).
import { BANK, RECEIVABLES, revenueAccountOf, vatAccountOf } from '../../../shared/accounting';
import type { VatClass, VatTreatment } from '../../../shared/vat';

export interface PostingLine {
  Account: number;
  DebitMinor: number;
  CreditMinor: number;
}

export interface PostedInvoice {
  Kind: 'invoice' | 'credit';
  VatTreatment: VatTreatment;
  TotalMinor: number;
  Lines: readonly { NetMinor: number; VatMinor: number; VatRate: number; VatClass: VatClass }[];
}

export function totals(lines: readonly PostingLine[]): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += line.DebitMinor;
    credit += line.CreditMinor;
  }
  return { debit, credit };
}

export function isBalanced(lines: readonly PostingLine[]): boolean {
  const { debit, credit } = totals(lines);
  return debit === credit && debit > 0;
}

/** One line per account and side, in account order, without zero lines. */
export function compact(lines: readonly PostingLine[]): PostingLine[] {
  const byAccount = new Map<number, { debit: number; credit: number }>();
  for (const line of lines) {
    const sum = byAccount.get(line.Account) ?? { debit: 0, credit: 0 };
    sum.debit += line.DebitMinor;
    sum.credit += line.CreditMinor;
    byAccount.set(line.Account, sum);
  }
  return [...byAccount.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([Account, { debit, credit }]) => [
      ...(debit > 0 ? [{ Account, DebitMinor: debit, CreditMinor: 0 }] : []),
      ...(credit > 0 ? [{ Account, DebitMinor: 0, CreditMinor: credit }] : []),
    ]);
}

function swapSides(lines: PostingLine[]): PostingLine[] {
  return lines.map((l) => ({ Account: l.Account, DebitMinor: l.CreditMinor, CreditMinor: l.DebitMinor }));
}

export function invoicePosting(invoice: PostedInvoice): PostingLine[] {
  const lines: PostingLine[] = [{ Account: RECEIVABLES, DebitMinor: invoice.TotalMinor, CreditMinor: 0 }];
  for (const line of invoice.Lines) {
    lines.push({
      Account: revenueAccountOf(invoice.VatTreatment, line.VatRate, line.VatClass),
      DebitMinor: 0,
      CreditMinor: line.NetMinor,
    });
    if (line.VatMinor > 0)
      lines.push({
        Account: vatAccountOf(invoice.VatTreatment, line.VatRate),
        DebitMinor: 0,
        CreditMinor: line.VatMinor,
      });
  }
  const posted = compact(lines);
  return invoice.Kind === 'credit' ? swapSides(posted) : posted;
}

export function paymentPosting(kind: 'invoice' | 'credit', amountMinor: number): PostingLine[] {
  const lines = [
    { Account: BANK, DebitMinor: amountMinor, CreditMinor: 0 },
    { Account: RECEIVABLES, DebitMinor: 0, CreditMinor: amountMinor },
  ];
  return kind === 'credit' ? swapSides(lines) : lines;
}
