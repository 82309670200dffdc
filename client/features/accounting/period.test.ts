import { describe, expect, it } from 'vitest';
import { accountLabel, accountOptions } from './accounts';
import { periodSearch, readPeriod, writePeriod } from './period';

const now = new Date(2026, 4, 10);

describe('report periods', () => {
  it('default to this year in the reader currency', () => {
    expect(readPeriod(new URLSearchParams(), 'sv', now)).toEqual({
      From: '2026-01-01',
      To: '2026-12-31',
      Currency: 'SEK',
    });
    expect(readPeriod(new URLSearchParams('Currency=GBP&From=2026-02-30'), 'en', now)).toEqual({
      From: '2026-01-01',
      To: '2026-12-31',
      Currency: 'EUR',
    });
  });

  it('are read from and written to the address', () => {
    const params = new URLSearchParams('From=2025-04-01&To=2025-06-30&Currency=EUR&invoice=3');
    expect(readPeriod(params, 'sv', now)).toEqual({ From: '2025-04-01', To: '2025-06-30', Currency: 'EUR' });
    const next = writePeriod(params, { Currency: 'SEK' });
    expect(next.get('Currency')).toBe('SEK');
    expect(next.get('invoice')).toBe('3');
    expect(periodSearch({ From: '2025-04-01', To: '2025-06-30', Currency: 'EUR' })).toBe(
      'From=2025-04-01&To=2025-06-30&Currency=EUR',
    );
  });
});

describe('accounts', () => {
  it('are named in the UI language', () => {
    expect(accountLabel(1930, 'sv')).toBe('1930 Företagskonto');
    expect(accountLabel(1930, 'en')).toBe('1930 Bank account');
    expect(accountLabel(9999, 'en')).toBe('9999');
    expect(accountOptions('en')[0]).toEqual({ value: '1510', label: '1510 Accounts receivable' });
  });
});
