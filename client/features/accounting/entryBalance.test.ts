import { describe, expect, it } from 'vitest';
import {
  type EntryLine,
  type EntryValues,
  emptyEntryLine,
  entryInput,
  entryTotals,
  lineIsValid,
} from './entryBalance';

function line(Account: string | null, Debit: string, Credit: string): EntryLine {
  return { ...emptyEntryLine(), Account, Debit, Credit };
}

const rent: EntryValues = {
  Date: '2026-03-31',
  Text: ' Rent for March ',
  Currency: 'SEK',
  Lines: [line('5010', '8 000', ''), line('2640', '2000', ''), line('1930', '', '10 000,00')],
};

describe('a manual entry', () => {
  it('balances when debits equal credits', () => {
    expect(entryTotals(rent.Lines)).toEqual({
      DebitMinor: 1_000_000,
      CreditMinor: 1_000_000,
      DifferenceMinor: 0,
    });
    expect(entryInput(rent)).toEqual({
      Date: '2026-03-31',
      Text: 'Rent for March',
      Currency: 'SEK',
      Lines: [
        { Account: 5010, DebitMinor: 800_000, CreditMinor: 0 },
        { Account: 2640, DebitMinor: 200_000, CreditMinor: 0 },
        { Account: 1930, DebitMinor: 0, CreditMinor: 1_000_000 },
      ],
    });
  });

  it('shows the running difference and is refused while it does not balance', () => {
    const short = { ...rent, Lines: [rent.Lines[0]!, rent.Lines[2]!] };
    expect(entryTotals(short.Lines).DifferenceMinor).toBe(-200_000);
    expect(entryInput(short)).toBeNull();
  });

  it('takes each line as an account and either a debit or a credit', () => {
    expect(lineIsValid(line('1930', '5', ''))).toBe(true);
    expect(lineIsValid(line(null, '5', ''))).toBe(false);
    expect(lineIsValid(line('1930', '5', '5'))).toBe(false);
    expect(lineIsValid(line('1930', '', ''))).toBe(false);
    expect(lineIsValid(line('1930', 'five', ''))).toBe(false);
    expect(entryInput({ ...rent, Lines: [line('1930', '', ''), line('2010', '', '')] })).toBeNull();
  });
});
