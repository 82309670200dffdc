// SPEC §9 dates: same day HH:mm, "Yesterday," prefix, days, the date after 7 days.
import { describe, expect, it } from 'vitest';
import { describeMessageDate, formatMessageDate } from './messageDates';

/** Local times, so the tests hold in any time zone. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const NOW = local(2025, 3, 10, 9, 30);

const t = (key: string, options: Record<string, unknown>) =>
  key === 'messages.yesterdayAt' ? `Yesterday, ${options.time}` : `${options.count} days ago`;

describe('message dates', () => {
  it('shows the time on the same day, even just after midnight', () => {
    expect(describeMessageDate(local(2025, 3, 10, 0, 5), NOW)).toEqual({ kind: 'today', time: '00:05' });
    expect(formatMessageDate(local(2025, 3, 10, 8, 7), t, 'en', NOW)).toBe('08:07');
  });

  it('prefixes the day before with Yesterday, by calendar day', () => {
    expect(formatMessageDate(local(2025, 3, 9, 23, 59), t, 'en', NOW)).toBe('Yesterday, 23:59');
    expect(formatMessageDate(local(2025, 3, 9, 0, 0), t, 'en', NOW)).toBe('Yesterday, 00:00');
  });

  it('shows elapsed days up to a week', () => {
    expect(describeMessageDate(local(2025, 3, 8, 12), NOW)).toEqual({ kind: 'days', days: 2 });
    expect(formatMessageDate(local(2025, 3, 3, 12), t, 'en', NOW)).toBe('7 days ago');
  });

  it('shows the date after more than 7 days', () => {
    expect(describeMessageDate(local(2025, 3, 2, 12), NOW).kind).toBe('date');
    expect(formatMessageDate(local(2025, 3, 2, 12), t, 'en-US', NOW)).toBe('Mar 2, 2025');
    expect(formatMessageDate(local(2024, 12, 24, 12), t, 'sv', NOW)).toBe('24 dec. 2024');
  });

  it('reads server ISO times and treats a clock running behind as today', () => {
    const created = new Date(NOW.getTime() + 60_000).toISOString();
    expect(describeMessageDate(created, NOW).kind).toBe('today');
  });
});
