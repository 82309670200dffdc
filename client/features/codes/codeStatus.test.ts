import { describe, expect, it } from 'vitest';
import { shownCodeStatus, todayUtc } from './codeStatus';

describe('the status a code shows', () => {
  it('is expired after its last day, whatever its switch', () => {
    expect(shownCodeStatus({ Status: 'active', ExpiresAt: '2020-01-01' }, '2026-11-26')).toBe('expired');
    expect(shownCodeStatus({ Status: 'inactive', ExpiresAt: '2020-01-01' }, '2026-11-26')).toBe('expired');
  });

  it('is its switch on its last day, before it, and with no last day', () => {
    expect(shownCodeStatus({ Status: 'active', ExpiresAt: '2026-11-26' }, '2026-11-26')).toBe('active');
    expect(shownCodeStatus({ Status: 'inactive', ExpiresAt: '2027-01-01' }, '2026-11-26')).toBe('inactive');
    expect(shownCodeStatus({ Status: 'active', ExpiresAt: null }, '2026-11-26')).toBe('active');
  });

  it('takes today as the UTC date', () => {
    expect(todayUtc(new Date('2026-11-26T23:30:00-02:00'))).toBe('2026-11-27');
  });
});
