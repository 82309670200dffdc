import { describe, expect, it } from 'vitest';
import { chartRows, defaultPeriod, durationParts } from './figures';

describe('statistics figures', () => {
  it('starts with the last 30 days', () => {
    expect(defaultPeriod(Date.parse('2026-03-31T10:00:00Z'))).toEqual({
      From: '2026-03-02',
      To: '2026-03-31',
    });
  });

  it('splits durations and converts chart units', () => {
    expect(durationParts(3725)).toEqual({ h: 1, min: 2, s: 5 });
    const [row] = chartRows([
      {
        Period: '2026-03',
        SignIns: 1,
        CourseStarts: 2,
        CourseCompletions: 3,
        XpAwarded: 4,
        Messages: 5,
        Replies: 1,
        ReplyMedianSeconds: 90,
        ReplyP90Seconds: null,
        Certificates: 6,
        RevenueMinor: { EUR: 12_345, SEK: 0 },
      },
    ]);
    expect(row).toMatchObject({ ReplyMedian: 1.5, ReplyP90: null, EUR: 123.45, SEK: 0 });
  });
});
