// Pure helpers of the statistics page: the default period, durations and chart data.
import type { StatisticsRow } from '../../../shared/calls/statistics';

const DAY_MS = 86_400_000;

/** The last 30 days up to today (UTC), the page's first period. */
export function defaultPeriod(now = Date.now()): { From: string; To: string } {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - 29 * DAY_MS).toISOString().slice(0, 10);
  return { From: from, To: to };
}

/** Seconds as hours, minutes and seconds, the largest two units that are not zero. */
export function durationParts(seconds: number): { h: number; min: number; s: number } {
  const total = Math.round(seconds);
  return { h: Math.floor(total / 3600), min: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** Rows for the charts: reply times in minutes, money in major units. */
export function chartRows(rows: readonly StatisticsRow[]) {
  return rows.map((r) => ({
    Period: r.Period,
    SignIns: r.SignIns,
    CourseStarts: r.CourseStarts,
    CourseCompletions: r.CourseCompletions,
    Certificates: r.Certificates,
    XpAwarded: r.XpAwarded,
    Messages: r.Messages,
    ReplyMedian: r.ReplyMedianSeconds === null ? null : Math.round(r.ReplyMedianSeconds / 6) / 10,
    ReplyP90: r.ReplyP90Seconds === null ? null : Math.round(r.ReplyP90Seconds / 6) / 10,
    EUR: r.RevenueMinor.EUR / 100,
    SEK: r.RevenueMinor.SEK / 100,
  }));
}
