// The statistics: figures per UTC day, rolled up into the requested buckets (weeks start on
// Monday), with coach reply times as median and 90th percentile. Closed days are counted once
// and kept in statistics_days; the last two days are counted on every request.
import type { StatisticsBucket, StatisticsInput, StatisticsRow } from '../../../shared/calls/statistics';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import type { DayFigure, StatisticsRepo, StoredDay } from './statistics.repo';

const DAY_MS = 86_400_000;

type Additive = 'SignIns' | 'CourseStarts' | 'CourseCompletions' | 'XpAwarded' | 'Messages' | 'Certificates';

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The bucket a UTC day belongs to. */
export function bucketOf(date: string, bucket: StatisticsBucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return date.slice(0, 7);
  const at = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket of the period, in order. */
function bucketsOf(from: string, to: string, bucket: StatisticsBucket): string[] {
  const keys: string[] = [];
  for (let d = from; d <= to; d = dayAfter(d)) {
    const key = bucketOf(d, bucket);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** The median (the mean of the middle two for an even count) and the nearest-rank 90th percentile. */
export function replyFigures(seconds: number[]): { median: number | null; p90: number | null } {
  if (seconds.length === 0) return { median: null, p90: null };
  const sorted = [...seconds].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const p90 = sorted[Math.ceil(0.9 * sorted.length) - 1]!;
  return { median, p90 };
}

function emptyRow(Period: string): StatisticsRow {
  return {
    Period,
    SignIns: 0,
    CourseStarts: 0,
    CourseCompletions: 0,
    XpAwarded: 0,
    Messages: 0,
    Replies: 0,
    ReplyMedianSeconds: null,
    ReplyP90Seconds: null,
    Certificates: 0,
    RevenueMinor: { EUR: 0, SEK: 0 },
  };
}

/** One UTC day's figures; reply waits by the day of the reply, in seconds. */
export interface DayTotals {
  SignIns: number;
  CourseStarts: number;
  CourseCompletions: number;
  XpAwarded: number;
  Messages: number;
  Certificates: number;
  RevenueMinor: Record<Currency, number>;
  ReplySeconds: number[];
}

const ADDITIVE: readonly Additive[] = [
  'SignIns',
  'CourseStarts',
  'CourseCompletions',
  'XpAwarded',
  'Messages',
  'Certificates',
];

function emptyDay(): DayTotals {
  return {
    SignIns: 0,
    CourseStarts: 0,
    CourseCompletions: 0,
    XpAwarded: 0,
    Messages: 0,
    Certificates: 0,
    RevenueMinor: { EUR: 0, SEK: 0 },
    ReplySeconds: [],
  };
}

function storedDay(Day: string, d: DayTotals, ClosedAt: string): StoredDay {
  const { RevenueMinor, ReplySeconds, ...counts } = d;
  return {
    Day,
    ...counts,
    RevenueMinor: JSON.stringify(RevenueMinor),
    ReplySeconds: JSON.stringify([...ReplySeconds].sort((a, b) => a - b)),
    ClosedAt,
  };
}

function dayTotals(row: StoredDay): DayTotals {
  const { Day: _day, ClosedAt: _closed, RevenueMinor, ReplySeconds, ...counts } = row;
  return {
    ...counts,
    RevenueMinor: { ...emptyDay().RevenueMinor, ...(JSON.parse(RevenueMinor) as Record<Currency, number>) },
    ReplySeconds: JSON.parse(ReplySeconds) as number[],
  };
}

/** The days from `from` up to (not including) `until`. */
function daysBetween(from: string, until: string): string[] {
  const days: string[] = [];
  for (let d = from; d < until; d = dayAfter(d)) days.push(d);
  return days;
}

export interface StatisticsDeps {
  repo: StatisticsRepo;
  work: RunWork;
  /** Milliseconds since the epoch: today is the clock's UTC day. */
  clock: () => number;
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
  onlineTotal: () => Promise<number>;
}

/** Every day of [from, until) counted from the source tables. */
async function countedDays(
  deps: StatisticsDeps,
  from: string,
  until: string,
): Promise<Map<string, DayTotals>> {
  const days = new Map(daysBetween(from, until).map((d) => [d, emptyDay()]));
  const [signIns, starts, completions, xp, sent, issued, revenue, waits] = await Promise.all([
    deps.repo.signIns(from, until),
    deps.repo.courseStarts(from, until),
    deps.repo.courseCompletions(from, until),
    deps.repo.xpAwarded(from, until),
    deps.repo.messages(from, until),
    deps.repo.certificates(from, until),
    deps.repo.revenue(from, until),
    deps.repo.replyWaits(from, until),
  ]);
  const figures: Record<Additive, DayFigure[]> = {
    SignIns: signIns,
    CourseStarts: starts,
    CourseCompletions: completions,
    XpAwarded: xp,
    Messages: sent,
    Certificates: issued,
  };
  for (const figure of ADDITIVE)
    for (const { Day, Value } of figures[figure]) {
      const d = days.get(Day);
      if (d) d[figure] += Value;
    }
  for (const r of revenue) {
    const d = days.get(r.Day);
    if (d) d.RevenueMinor[r.Currency] += r.Value;
  }
  for (const w of waits) days.get(w.Day)?.ReplySeconds.push(w.Seconds);
  return days;
}

/** The UTC day after which days are closed: yesterday (late commits and clocks have settled). */
function yesterday(deps: StatisticsDeps): string {
  return new Date(deps.clock() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The closed days of [from, until) (until no later than yesterday): the kept ones from
 * statistics_days; the others counted now and kept, in one unit of work.
 */
async function closedDays(
  deps: StatisticsDeps,
  from: string,
  until: string,
): Promise<Map<string, DayTotals>> {
  const { stored, counted } = await keepMissingDays(deps, from, until);
  return new Map(
    daysBetween(from, until).map((d) => {
      const kept = stored.get(d);
      return [d, kept ? dayTotals(kept) : (counted.get(d) ?? emptyDay())];
    }),
  );
}

/** Counts and keeps the closed days of [from, until) not kept yet; answers both sets. */
async function keepMissingDays(deps: StatisticsDeps, from: string, until: string) {
  const stored = new Map((await deps.repo.storedDays(from, until)).map((r) => [r.Day, r]));
  const missing = daysBetween(from, until).filter((d) => !stored.has(d));
  const counted =
    missing.length > 0
      ? await countedDays(deps, missing[0]!, dayAfter(missing.at(-1)!))
      : new Map<string, DayTotals>();
  if (missing.length > 0)
    await deps.work((w) =>
      deps.repo.storeDays(
        w.tx,
        missing.map((d) => storedDay(d, counted.get(d) ?? emptyDay(), w.now)),
      ),
    );
  return { stored, counted, missing: missing.length };
}

/** The period's days: closed ones kept (or counted and kept), yesterday and today counted live. */
async function periodDays(
  deps: StatisticsDeps,
  from: string,
  until: string,
): Promise<Map<string, DayTotals>> {
  const closedUntil = until < yesterday(deps) ? until : yesterday(deps);
  const days = from < closedUntil ? await closedDays(deps, from, closedUntil) : new Map<string, DayTotals>();
  const liveFrom = from > closedUntil ? from : closedUntil;
  if (liveFrom < until)
    for (const [d, totals] of await countedDays(deps, liveFrom, until)) days.set(d, totals);
  return days;
}

async function figures(deps: StatisticsDeps, period: StatisticsInput) {
  const days = await periodDays(deps, period.From, dayAfter(period.To));
  const rows = new Map(bucketsOf(period.From, period.To, period.Bucket).map((key) => [key, emptyRow(key)]));
  const total = emptyRow('Total');
  const waits = new Map<string, number[]>();
  const allWaits: number[] = [];
  for (const [d, totals] of days) {
    const key = bucketOf(d, period.Bucket);
    const row = rows.get(key);
    if (!row) continue;
    for (const figure of ADDITIVE) {
      row[figure] += totals[figure];
      total[figure] += totals[figure];
    }
    for (const currency of CURRENCIES) {
      row.RevenueMinor[currency] += totals.RevenueMinor[currency];
      total.RevenueMinor[currency] += totals.RevenueMinor[currency];
    }
    const list = waits.get(key) ?? [];
    list.push(...totals.ReplySeconds);
    waits.set(key, list);
    allWaits.push(...totals.ReplySeconds);
  }
  const withReplies = (row: StatisticsRow, seconds: number[]) => {
    const { median, p90 } = replyFigures(seconds);
    Object.assign(row, { Replies: seconds.length, ReplyMedianSeconds: median, ReplyP90Seconds: p90 });
  };
  for (const [key, seconds] of waits) withReplies(rows.get(key)!, seconds);
  withReplies(total, allWaits);
  return { Rows: [...rows.values()], Total: total };
}

/** Counts and keeps the closed days of the last `days` days not kept yet; answers how many. */
async function keepRecentDays(deps: StatisticsDeps, days: number): Promise<number> {
  const until = yesterday(deps);
  const from = new Date(Date.parse(`${until}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return (await keepMissingDays(deps, from, until)).missing;
}

async function statistics(deps: StatisticsDeps, user: AuthedUser, period: StatisticsInput) {
  await deps.assertSchoolStaff(user);
  const [{ Rows, Total }, ActiveNow] = await Promise.all([figures(deps, period), deps.onlineTotal()]);
  return { ActiveNow, Rows, Total, Currencies: [...CURRENCIES] };
}

export function createStatisticsService(deps: StatisticsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: StatisticsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    keepRecentDays: bound(keepRecentDays),

    statistics: bound(statistics),
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
