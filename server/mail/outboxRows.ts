// The outbox's statements on mail_outbox. A claim leases a due row to one node (its try counted
// and its next look pushed past the lease), so a mail goes out once whichever node sends it; a
// failed try sets the next pause, or marks the row failed after the last one.
import { and, asc, count, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import { messageOf } from '../../shared/thrown';
import type { Db, Tx } from '../db/database';
import { mailOutbox } from '../db/tables';
import type { Work } from '../db/unitOfWork';

/** Pauses after the 1st, 2nd, ... failed try; after the last one the mail is given up. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000];
/** A claimed mail is this node's until then: a node that dies mid-send frees it by itself. */
const LEASE_MS = 120_000;

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Omit<typeof mailOutbox.$inferInsert, 'Id'>;

export interface OutboxStats {
  waiting: number;
  failed: number;
  /** Age of the oldest waiting mail; 0 when none waits. */
  oldestWaitingSeconds: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Pending and its pause over (or never tried). */
const isDue = (now: string) =>
  and(
    eq(mailOutbox.Status, 'pending'),
    or(isNull(mailOutbox.NextAttemptAt), lte(mailOutbox.NextAttemptAt, now)),
  );

/** Whether a mail tried this many times has had its last try. */
export const isLastTry = (attempts: number) => RETRY_DELAYS_MS[attempts - 1] === undefined;

/** The ids of the mails due at `now`, oldest first. */
export async function dueMailIds(q: Db, now: string, limit: number): Promise<number[]> {
  const rows = await q
    .select({ Id: mailOutbox.Id })
    .from(mailOutbox)
    .where(isDue(now))
    .orderBy(asc(mailOutbox.Id))
    .limit(limit);
  return rows.map((r) => r.Id);
}

/** Takes one due mail for this node, or null when another node took it first. */
export async function claimMail(w: Work, id: number): Promise<OutboxRow | null> {
  const [row] = await w.tx
    .update(mailOutbox)
    .set({ Attempts: sql`${mailOutbox.Attempts} + 1`, NextAttemptAt: iso(w.nowMs + LEASE_MS) })
    .where(and(eq(mailOutbox.Id, id), isDue(w.now)))
    .returning();
  return row ?? null;
}

export async function markSent(w: Work, id: number, filePath: string | null): Promise<void> {
  await w.tx
    .update(mailOutbox)
    .set({ Status: 'sent', SentAt: w.now, FilePath: filePath, NextAttemptAt: null, LastError: null })
    .where(eq(mailOutbox.Id, id));
}

/** Records a failed try: pending again after its pause, or failed after the last try. */
export async function markTryFailed(w: Work, id: number, attempts: number, error: unknown): Promise<void> {
  const pause = RETRY_DELAYS_MS[attempts - 1];
  await w.tx
    .update(mailOutbox)
    .set({
      Status: pause === undefined ? 'failed' : 'pending',
      NextAttemptAt: pause === undefined ? null : iso(w.nowMs + pause),
      LastError: messageOf(error).slice(0, 500),
    })
    .where(eq(mailOutbox.Id, id));
}

export async function insertMail(tx: Tx, values: NewOutboxRow): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(values).returning({ Id: mailOutbox.Id });
  if (!row) throw new Error('mail not queued');
  return row.Id;
}

/** Mails waiting to go (pending, in a pause between tries too) and given up. */
export async function outboxStats(q: Db, nowMs: number): Promise<OutboxStats> {
  const rows = await q
    .select({ Status: mailOutbox.Status, n: count(), oldest: min(mailOutbox.CreatedAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.Status, ['pending', 'failed']))
    .groupBy(mailOutbox.Status);
  const pending = rows.find((r) => r.Status === 'pending');
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : null;
  return {
    waiting: Number(pending?.n ?? 0),
    failed: Number(rows.find((r) => r.Status === 'failed')?.n ?? 0),
    oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, (nowMs - oldest) / 1000),
  };
}
