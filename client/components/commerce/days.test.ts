import { describe, expect, it } from 'vitest';
import { formatDay, isIsoDay, thisYear, todayIso } from './days';

describe('days', () => {
  it("are the reader's calendar days", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(thisYear(new Date(2026, 6, 1))).toEqual({ From: '2026-01-01', To: '2026-12-31' });
  });

  it('are checked as real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-02-01')).toBe(false);
  });

  it('read in the UI language without moving a day', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', 'sv')).toBe('1 mars 2026');
  });
});
