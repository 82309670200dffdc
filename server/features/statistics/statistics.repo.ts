// The statistics' SQL: each figure counted per UTC day (the first ten characters of an ISO time)
// over a half-open range [from, until), on indexed time columns; the service rolls days up into
// weeks and months. Portable SQL only (substr, sum, min), on both engines. Coach reply times are
// paired in the service from one ordered scan of the period's messages.
import { type AnyColumn, and, eq, gte, inArray, isNotNull, lt, min, type SQL, sql, sum } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Currency } from '../../../shared/vat';
import type { Db } from '../../db/database';
import {
  certificates,
  courseMilestones,
  invoices,
  messages,
  sessions,
  users,
  xpLedger,
} from '../../db/tables';

/** One figure of one day. */
export interface DayFigure {
  Day: string;
  Value: number;
}

export interface DayRevenue extends DayFigure {
  Currency: Currency;
}

/** A person's own message (system messages left out): who wrote to whom, when. */
export interface SentMessage {
  FromId: number;
  ToId: number;
  At: string;
}

const day = (column: AnyColumn) => sql<string>`substr(${column}, 1, 10)`;

export function createStatisticsRepo(db: Db) {
  /** Rows per day of `column` in the range; `value` is what is added up (a count by default). */
  async function perDay(
    table: SQLiteTable,
    column: AnyColumn,
    from: string,
    until: string,
    value: SQL = sql`1`,
  ): Promise<DayFigure[]> {
    const bucket = day(column);
    const rows = await db
      .select({ Day: bucket, Value: sum(value) })
      .from(table)
      .where(and(gte(column, from), lt(column, until)))
      .groupBy(bucket);
    return rows.map((r) => ({ Day: r.Day, Value: Number(r.Value ?? 0) }));
  }

  return {
    signIns: (from: string, until: string) => perDay(sessions, sessions.CreatedAt, from, until),
    courseStarts: (from: string, until: string) =>
      perDay(courseMilestones, courseMilestones.StartedAt, from, until),
    courseCompletions: (from: string, until: string) =>
      perDay(courseMilestones, courseMilestones.CompletedAt, from, until),
    xpAwarded: (from: string, until: string) =>
      perDay(xpLedger, xpLedger.CreatedAt, from, until, sql`${xpLedger.Amount}`),
    messages: (from: string, until: string) => perDay(messages, messages.CDate, from, until),
    certificates: (from: string, until: string) => perDay(certificates, certificates.IssuedAt, from, until),

    /** Issued invoices less credit notes, net of VAT, per day of issue and currency. */
    async revenue(from: string, until: string): Promise<DayRevenue[]> {
      const sign = sql`case when ${invoices.Kind} = 'credit' then -1 else 1 end`;
      const bucket = day(invoices.IssueDate);
      const rows = await db
        .select({ Day: bucket, Currency: invoices.Currency, Value: sum(sql`${sign} * ${invoices.NetMinor}`) })
        .from(invoices)
        .where(and(isNotNull(invoices.Number), gte(invoices.IssueDate, from), lt(invoices.IssueDate, until)))
        .groupBy(bucket, invoices.Currency);
      return rows.map((r) => ({ Day: r.Day, Currency: r.Currency, Value: Number(r.Value ?? 0) }));
    },

    /** People's own messages in the range, oldest first (the covering messages_cdate index). */
    async sentMessages(from: string, until: string): Promise<SentMessage[]> {
      return db
        .select({ FromId: messages.SentByUserId, ToId: messages.ToUserId, At: messages.CDate })
        .from(messages)
        .where(
          and(
            eq(messages.FromUserId, messages.SentByUserId),
            gte(messages.CDate, from),
            lt(messages.CDate, until),
          ),
        )
        .orderBy(messages.CDate);
    },

    /** Each writer's first message to each recipient from a time on: replies to waits still open. */
    async firstMessagesFrom(after: string): Promise<SentMessage[]> {
      const rows = await db
        .select({ FromId: messages.SentByUserId, ToId: messages.ToUserId, At: min(messages.CDate) })
        .from(messages)
        .where(and(eq(messages.FromUserId, messages.SentByUserId), gte(messages.CDate, after)))
        .groupBy(messages.SentByUserId, messages.ToUserId);
      return rows.flatMap((r) => (r.At === null ? [] : [{ FromId: r.FromId, ToId: r.ToId, At: r.At }]));
    },

    /** Coaches and admins (types 2 and 8): the ones whose replies are timed. */
    async coachIds(): Promise<Set<number>> {
      const rows = await db
        .select({ Id: users.Id })
        .from(users)
        .where(inArray(users.UserType, [2, 8]));
      return new Set(rows.map((r) => r.Id));
    },
  };
}

export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
