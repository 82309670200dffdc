// Statistics (statistics.php, /statistics): the school's figures per day, week or month, from
// the database; the operations console's event log (events.php get_event_log) is beside it.

import { CURRENCIES } from '../vat';
import { z } from '../zod';
import * as address from './addresses/statistics';
import { defineCall } from './define';
import { isoDate } from './invoices';

export const STATISTICS_BUCKETS = ['day', 'week', 'month'] as const;
export type StatisticsBucket = (typeof STATISTICS_BUCKETS)[number];
/** The longest period one request covers (two years of days). */
export const STATISTICS_MAX_DAYS = 732;

const DAY_MS = 86_400_000;

export const statisticsInput = z
  .object({
    From: isoDate,
    To: isoDate,
    Bucket: z.enum(STATISTICS_BUCKETS).default('day'),
  })
  .refine((p) => p.From <= p.To, { path: ['To'], message: 'The end comes before the start' })
  .refine((p) => (Date.parse(p.To) - Date.parse(p.From)) / DAY_MS < STATISTICS_MAX_DAYS, {
    path: ['To'],
    message: `At most ${STATISTICS_MAX_DAYS} days`,
  });
export type StatisticsInput = z.infer<typeof statisticsInput>;

const count = z.number().int().min(0);
const revenue = z.object({ EUR: z.number().int(), SEK: z.number().int() });

export const statisticsRowSchema = z.object({
  /** The bucket's first day (YYYY-MM-DD; a week starts on Monday) or its month (YYYY-MM). */
  Period: z.string(),
  SignIns: count,
  CourseStarts: count,
  CourseCompletions: count,
  XpAwarded: z.number().int(),
  Messages: count,
  /** Coaches' replies that answered a student, counted on the day of the reply. */
  Replies: count,
  /** Seconds from a student's first unanswered message to the coach's first reply. */
  ReplyMedianSeconds: z.number().nullable(),
  ReplyP90Seconds: z.number().nullable(),
  Certificates: count,
  /** Net of VAT, in minor units, issued invoices less credit notes, per currency. */
  RevenueMinor: revenue,
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

export const getStatistics = defineCall({
  ...address.getStatistics,
  summary:
    'Sign-ins, course starts and completions, XP, messages and coach reply times, certificates and revenue per day, week or month (/statistics), with the users online now.',
  input: statisticsInput,
  output: z.object({
    data: z.object({
      /** Users with a live connection now; later changes arrive as presence:online. */
      ActiveNow: count,
      Rows: z.array(statisticsRowSchema),
      Total: statisticsRowSchema,
      Currencies: z.array(z.enum(CURRENCIES)),
    }),
  }),
});

export const exportStatistics = defineCall({
  ...address.exportStatistics,
  summary: 'The statistics of a period as CSV.',
  input: statisticsInput,
  output: z.object({ data: z.object({ FileName: z.string(), Csv: z.string() }) }),
});

/** `area:*` (every type of an area) or one type. */
const typeFilter = z
  .string()
  .trim()
  .regex(/^[a-z]+(:[a-z]+|:\*)$/, 'A type such as message:new, or message:*');

export const EVENT_LOG_PAGE_MAX = 200;

export const eventLogRowSchema = z.object({
  eventId: z.number().int(),
  type: z.string(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  rooms: z.array(z.string()),
  payload: z.record(z.string(), z.unknown()),
});
export type EventLogRow = z.infer<typeof eventLogRowSchema>;

export const getEventLog = defineCall({
  ...address.getEventLog,
  summary:
    'The operations console: logged events of every room before a cursor, newest first, by type and acting user.',
  input: z.object({
    /** Events older than this id; omitted: the newest. */
    Before: z.coerce.number().int().min(1).optional(),
    Type: typeFilter.optional(),
    UserId: z.coerce.number().int().min(1).optional(),
    Limit: z.coerce.number().int().min(1).max(EVENT_LOG_PAGE_MAX).default(50),
  }),
  output: z.object({
    data: z.array(eventLogRowSchema),
    /** The cursor of the next older page, null at the start of the log. */
    nextBefore: z.number().int().nullable(),
  }),
});
