// The statistics' SQL: each figure counted per UTC day (the first ten characters of an ISO time)
// over a half-open range [from, until), on indexed time columns; the service rolls days up into
// weeks and months. Portable SQL only: substr, count, sum and a correlated min serve both engines.
import { type AnyColumn, and, eq, gte, isNotNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Currency } from '../../../shared/vat';
import type { Db } from '../../db/database';
import { certificates, courseMilestones, invoices, messages, sessions, xpLedger } from '../../db/tables';

/** One figure of one day. */
export interface DayFigure {
  Day: string;
  Value: number;
}

export interface DayRevenue extends DayFigure {
  Currency: Currency;
}

/** A student's message with the time of the coach's first message back after it, if any. */
export interface AskedMessage {
  StudentId: number;
  CoachId: number;
  AskedAt: string;
  RepliedAt: string | null;
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

    /**
     * Students' messages to coaches (types 2 and 8) in the range, each with the coach's first
     * message back after it; the messages_from index answers each reply lookup.
     */
    async askedMessages(from: string, until: string): Promise<AskedMessage[]> {
      // Written out with the table named: drizzle leaves single-table columns unqualified, and
      // inside these subqueries an unqualified name would mean the inner table's column.
      const repliedAt = sql<string | null>`(select min(r."CDate") from messages r
        where r."SentByUserId" = "messages"."ToUserId" and r."ToUserId" = "messages"."SentByUserId"
          and r."CDate" > "messages"."CDate")`;
      return db
        .select({
          StudentId: messages.SentByUserId,
          CoachId: messages.ToUserId,
          AskedAt: messages.CDate,
          RepliedAt: repliedAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.FromUserId, messages.SentByUserId),
            gte(messages.CDate, from),
            lt(messages.CDate, until),
            sql`exists (select 1 from users s where s."Id" = "messages"."SentByUserId" and s."UserType" = 1)`,
            sql`exists (select 1 from users c where c."Id" = "messages"."ToUserId" and c."UserType" in (2, 8))`,
          ),
        );
    },
  };
}

export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
