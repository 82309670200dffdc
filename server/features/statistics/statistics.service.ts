// The statistics: the repository's figures per day, rolled up into the requested buckets (UTC
// days; weeks start on Monday), with coach reply times as median and 90th percentile.
import type { StatisticsBucket, StatisticsInput, StatisticsRow } from '../../../shared/calls/statistics';
import { CURRENCIES } from '../../../shared/vat';
import type { AuthedUser } from '../../calls/registry';
import type { DayFigure, SentMessage, StatisticsRepo } from './statistics.repo';

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

export interface Wait {
  day: string;
  seconds: number;
}

/**
 * Waits for a coach, from the period's messages oldest first: a student's message to a coach
 * (types 2 and 8) opens a wait unless one is open; the coach's next message to them closes it.
 * Answers the closed waits and the ones still open at the period's end.
 */
export function pairWaits(
  sent: readonly SentMessage[],
  coaches: ReadonlySet<number>,
): { closed: Wait[]; open: Map<string, string> } {
  const open = new Map<string, string>();
  const closed: Wait[] = [];
  for (const m of sent) {
    if (coaches.has(m.ToId) && !coaches.has(m.FromId)) {
      const key = `${m.FromId}:${m.ToId}`;
      if (!open.has(key)) open.set(key, m.At);
    } else if (coaches.has(m.FromId)) {
      const key = `${m.ToId}:${m.FromId}`;
      const asked = open.get(key);
      if (asked === undefined) continue;
      open.delete(key);
      closed.push({ day: asked.slice(0, 10), seconds: (Date.parse(m.At) - Date.parse(asked)) / 1000 });
    }
  }
  return { closed, open };
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

export interface StatisticsDeps {
  repo: StatisticsRepo;
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
  onlineTotal: () => Promise<number>;
}

export function createStatisticsService(deps: StatisticsDeps) {
  const { repo } = deps;

  /** The period's waits; those still open at its end close with the coach's first later reply. */
  async function waitsIn(sent: SentMessage[], coaches: Set<number>, until: string): Promise<Wait[]> {
    const { closed, open } = pairWaits(sent, coaches);
    if (open.size === 0) return closed;
    for (const reply of await repo.firstMessagesFrom(until)) {
      const asked = open.get(`${reply.ToId}:${reply.FromId}`);
      if (asked !== undefined && coaches.has(reply.FromId))
        closed.push({ day: asked.slice(0, 10), seconds: (Date.parse(reply.At) - Date.parse(asked)) / 1000 });
    }
    return closed;
  }

  async function figures(period: StatisticsInput) {
    const from = period.From;
    const until = dayAfter(period.To);
    const [signIns, starts, completions, xp, sent, issued, revenue, conversation, coaches] =
      await Promise.all([
        repo.signIns(from, until),
        repo.courseStarts(from, until),
        repo.courseCompletions(from, until),
        repo.xpAwarded(from, until),
        repo.messages(from, until),
        repo.certificates(from, until),
        repo.revenue(from, until),
        repo.sentMessages(from, until),
        repo.coachIds(),
      ]);
    const rows = new Map(bucketsOf(from, period.To, period.Bucket).map((key) => [key, emptyRow(key)]));
    const total = emptyRow('Total');
    const rowOf = (d: string) => rows.get(bucketOf(d, period.Bucket));
    const add = (figure: Additive, days: DayFigure[]) => {
      for (const { Day, Value } of days) {
        const row = rowOf(Day);
        if (row) row[figure] += Value;
        total[figure] += Value;
      }
    };
    add('SignIns', signIns);
    add('CourseStarts', starts);
    add('CourseCompletions', completions);
    add('XpAwarded', xp);
    add('Messages', sent);
    add('Certificates', issued);
    for (const r of revenue) {
      const row = rowOf(r.Day);
      if (row) row.RevenueMinor[r.Currency] += r.Value;
      total.RevenueMinor[r.Currency] += r.Value;
    }
    const waits = await waitsIn(conversation, coaches, until);
    const perBucket = new Map<string, number[]>();
    for (const w of waits) {
      const key = bucketOf(w.day, period.Bucket);
      const list = perBucket.get(key);
      if (list) list.push(w.seconds);
      else perBucket.set(key, [w.seconds]);
    }
    for (const [key, seconds] of perBucket) {
      const row = rows.get(key);
      if (!row) continue;
      const { median, p90 } = replyFigures(seconds);
      Object.assign(row, { Replies: seconds.length, ReplyMedianSeconds: median, ReplyP90Seconds: p90 });
    }
    const all = replyFigures(waits.map((w) => w.seconds));
    Object.assign(total, { Replies: waits.length, ReplyMedianSeconds: all.median, ReplyP90Seconds: all.p90 });
    return { Rows: [...rows.values()], Total: total };
  }

  return {
    async statistics(user: AuthedUser, period: StatisticsInput) {
      await deps.assertSchoolStaff(user);
      const [{ Rows, Total }, ActiveNow] = await Promise.all([figures(period), deps.onlineTotal()]);
      return { ActiveNow, Rows, Total, Currencies: [...CURRENCIES] };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
