// The manual entry form's lines and whether they balance: each line an account and either a
// debit or a credit, debits equal to credits, before the entry may be posted.

import type { Currency } from '../../../shared/vat';
import { parseMoney } from '../../components/commerce/money';
import type { EntryInput } from './accountingApi';

export interface EntryLine {
  Key: string;
  Account: string | null;
  Debit: string;
  Credit: string;
}

export interface EntryValues {
  Date: string;
  Text: string;
  Currency: Currency;
  Lines: EntryLine[];
}

let keys = 0;
export function emptyEntryLine(): EntryLine {
  keys += 1;
  return { Key: `entry-line-${keys}`, Account: null, Debit: '', Credit: '' };
}

/** A typed amount in minor units: blank is 0, anything unreadable null. */
export function amountOf(typed: string): number | null {
  return typed.trim() ? parseMoney(typed) : 0;
}

/** Whether a line can be posted: an account, and exactly one of debit and credit above zero. */
export function lineIsValid(line: EntryLine): boolean {
  const debit = amountOf(line.Debit);
  const credit = amountOf(line.Credit);
  if (!line.Account || debit === null || credit === null) return false;
  return debit > 0 !== credit > 0;
}

export interface EntryTotals {
  DebitMinor: number;
  CreditMinor: number;
  /** Debits less credits: zero when the entry balances. */
  DifferenceMinor: number;
}

export function entryTotals(lines: readonly EntryLine[]): EntryTotals {
  const debit = lines.reduce((sum, l) => sum + (amountOf(l.Debit) ?? 0), 0);
  const credit = lines.reduce((sum, l) => sum + (amountOf(l.Credit) ?? 0), 0);
  return { DebitMinor: debit, CreditMinor: credit, DifferenceMinor: debit - credit };
}

/** The entry as the call takes it, or null while it may not be posted. */
export function entryInput(values: EntryValues): EntryInput | null {
  if (values.Lines.length < 2 || !values.Lines.every(lineIsValid)) return null;
  const totals = entryTotals(values.Lines);
  if (totals.DifferenceMinor !== 0 || totals.DebitMinor === 0) return null;
  return {
    Date: values.Date,
    Text: values.Text.trim(),
    Currency: values.Currency,
    Lines: values.Lines.map((l) => ({
      Account: Number(l.Account),
      DebitMinor: amountOf(l.Debit) ?? 0,
      CreditMinor: amountOf(l.Credit) ?? 0,
    })),
  };
}
