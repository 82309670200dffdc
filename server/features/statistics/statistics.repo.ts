// The statistics' SQL: each figure counted per UTC day (the first ten characters of an ISO time)
// over a half-open range [from, until), on indexed time columns; the service rolls days up into
// weeks and months and keeps closed days in statistics_days. Portable SQL only (substr, sum,
// min, correlated subqueries), on both engines.
import {
  type AnyColumn,
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  notInArray,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { STAFF_TYPES } from '../../../shared/access';
import type { Currency } from '../../../shared/vat';
import type { Db, Tx } from '../../db/database';
import {
  certificates,
  courseMilestones,
  invoices,
  messages,
  sessions,
  statisticsDays,
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

/** A coach's reply that ended a wait: the day it was sent and how long the student waited. */
export interface ReplyWait {
  Day: string;
  Seconds: number;
}

/** A closed day's row of statistics_days. */
export type StoredDay = typeof statisticsDays.$inferSelect;

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
     * Coaches' replies sent in the range that ended a wait, with the wait: from the student's
     * first message to that coach since the coach's previous message to them (however long
     * ago) until the reply. Students' messages in between join the same wait.
     */
    async replyWaits(from: string, until: string): Promise<ReplyWait[]> {
      const coaches = db
        .select({ Id: users.Id })
        .from(users)
        .where(inArray(users.UserType, [...STAFF_TYPES]));
      // Spelled out: in a select list Drizzle leaves a one-table query's columns unqualified,
      // and inside the subqueries they must name the outer row.
      const reply = (column: keyof typeof messages.$inferSelect) => sql.raw(`"messages"."${column}"`);
      const previousReply = sql`(select max(p."CDate") from ${messages} p
        where p."SentByUserId" = ${reply('SentByUserId')} and p."ToUserId" = ${reply('ToUserId')}
          and p."FromUserId" = p."SentByUserId" and p."CDate" < ${reply('CDate')})`;
      const asked = sql<string | null>`(select min(q."CDate") from ${messages} q
        where q."SentByUserId" = ${reply('ToUserId')} and q."ToUserId" = ${reply('SentByUserId')}
          and q."FromUserId" = q."SentByUserId" and q."CDate" < ${reply('CDate')}
          and q."CDate" > coalesce(${previousReply}, ''))`;
      const rows = await db
        .select({ At: messages.CDate, Asked: asked })
        .from(messages)
        .where(
          and(
            eq(messages.FromUserId, messages.SentByUserId),
            gte(messages.CDate, from),
            lt(messages.CDate, until),
            inArray(messages.SentByUserId, coaches),
            notInArray(messages.ToUserId, coaches),
          ),
        );
      return rows.flatMap((r) =>
        r.Asked === null
          ? []
          : [{ Day: r.At.slice(0, 10), Seconds: (Date.parse(r.At) - Date.parse(r.Asked)) / 1000 }],
      );
    },

    /** The closed days of the range already kept, oldest first. */
    async storedDays(from: string, until: string): Promise<StoredDay[]> {
      return db
        .select()
        .from(statisticsDays)
        .where(and(gte(statisticsDays.Day, from), lt(statisticsDays.Day, until)))
        .orderBy(asc(statisticsDays.Day));
    },

    /** Keeps closed days; a day another request kept first stays as it is. */
    async storeDays(tx: Tx, days: StoredDay[]): Promise<void> {
      for (let i = 0; i < days.length; i += 100)
        await tx
          .insert(statisticsDays)
          .values(days.slice(i, i + 100))
          .onConflictDoNothing();
    },
  };
}

export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
