// Messages: the SQL. Write methods take the unit of work's transaction; the hot path (submit)
// uses statements prepared once per connection.
import { aliasedTable, and, count, desc, eq, gt, inArray, is, isNull, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Db, first, type Tx } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { events, messages, users } from '../../db/tables';
import { createContactsRepo } from './contacts.repo';
import { byClientId, sendAndTell, submitOneOnPostgres } from './sendOnPostgres';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export interface MessageWithSender extends MessageRecord {
  SenderFirstName: string;
  SenderLastName: string;
}

/** The sender's name beside each message (users joined a second time, as `sender`). */
function withSender() {
  const sender = aliasedTable(users, 'sender');
  return {
    sender,
    fields: { message: messages, SenderFirstName: sender.FirstName, SenderLastName: sender.LastName },
  };
}

function flatten(row: {
  message: MessageRecord;
  SenderFirstName: string;
  SenderLastName: string;
}): MessageWithSender {
  return { ...row.message, SenderFirstName: row.SenderFirstName, SenderLastName: row.SenderLastName };
}

const recentSame = preparedOn((db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.SentByUserId, sql.placeholder('sender')),
        eq(messages.ToUserId, sql.placeholder('to')),
        gt(messages.CDate, sql.placeholder('since')),
        eq(messages.Message, sql.placeholder('body')),
      ),
    )
    .limit(1)
    .prepare(),
);

const insert = preparedOn((db) =>
  db
    .insert(messages)
    .values({
      ToUserId: sql.placeholder('ToUserId'),
      FromUserId: sql.placeholder('FromUserId'),
      SentByUserId: sql.placeholder('SentByUserId'),
      Message: sql.placeholder('Message'),
      Title: sql.placeholder('Title'),
      CDate: sql.placeholder('CDate'),
      course_id: sql.placeholder('course_id'),
      course_part_id: sql.placeholder('course_part_id'),
      ClientId: sql.placeholder('ClientId'),
    })
    // A parallel send with the same ClientId that committed first wins; this one is a duplicate.
    .onConflictDoNothing()
    .returning()
    .prepare(),
);

const markReplied = preparedOn((db) =>
  db
    .update(messages)
    .set({ ReplyDate: sql.placeholder('now') as unknown as string })
    .where(
      and(
        eq(messages.ToUserId, sql.placeholder('replier')),
        eq(messages.SentByUserId, sql.placeholder('other')),
        isNull(messages.ReplyDate),
      ),
    )
    .prepare(),
);

/** Opening one message (the common case: it arrived in an open conversation). */
const oneOpened = preparedOn((db) =>
  db
    .update(messages)
    .set({ ShowedDate: sql`${sql.placeholder('now')}` })
    .where(
      and(
        eq(messages.Id, sql.placeholder('id')),
        eq(messages.ToUserId, sql.placeholder('user')),
        isNull(messages.ShowedDate),
      ),
    )
    .returning()
    .prepare(),
);

/**
 * Stores one message per recipient in one transaction, unless the same send was stored
 * already: the same ClientId, or the same text to the same recipient within the window.
 * Answers the messages (new or earlier) and the events of the new ones. Every draft has
 * the same sender (SentByUserId), whose name the caller knows already (the session's user, or
 * the school's name for a system message).
 */
export async function submitDrafts(
  tx: Tx,
  drafts: NewMessage[],
  duplicateSince: string,
  name: { FirstName: string; LastName: string },
): Promise<{ messages: MessageWithSender[]; duplicate: boolean }> {
  if (drafts.length === 0) return { messages: [], duplicate: false };
  const named = (m: MessageRecord): MessageWithSender => ({
    ...m,
    SenderFirstName: name.FirstName,
    SenderLastName: name.LastName,
  });
  const [only] = drafts;
  if (only && drafts.length === 1 && is(messages, PgTable)) {
    const sent = await submitOneOnPostgres(tx, only, duplicateSince);
    if (sent) return { messages: [named(sent.message)], duplicate: sent.duplicate };
    // Neither found nor stored: a parallel send of the same ClientId committed first.
    const [same] = await byClientId(tx).execute({ sender: only.SentByUserId, clientId: only.ClientId });
    if (!same) throw new Error('message not stored');
    return { messages: [named(same)], duplicate: true };
  }
  const earlier: MessageRecord[] = [];
  for (const d of drafts) {
    const [same] = d.ClientId
      ? await byClientId(tx).execute({ sender: d.SentByUserId, clientId: d.ClientId })
      : [];
    const [recent] = same
      ? [same]
      : await recentSame(tx).execute({
          sender: d.SentByUserId,
          to: d.ToUserId,
          since: duplicateSince,
          body: d.Message,
        });
    if (recent) earlier.push(recent);
  }
  if (earlier.length > 0) return { messages: earlier.map(named), duplicate: true };
  const stored: MessageWithSender[] = [];
  for (const [i, d] of drafts.entries()) {
    const [row] = await insert(tx).execute({
      ...d,
      // Each recipient's copy needs its own ClientId to stay unique.
      ClientId: d.ClientId ? (i === 0 ? d.ClientId : `${d.ClientId}-${i}`) : null,
      Title: d.Title ?? null,
      course_id: d.course_id ?? null,
      course_part_id: d.course_part_id ?? null,
    });
    if (!row) {
      // Lost the race to a parallel send of the same ClientId: answer the stored one.
      const [same] = await byClientId(tx).execute({ sender: d.SentByUserId, clientId: d.ClientId });
      if (!same || stored.length > 0) throw new Error('message not stored');
      return { messages: [named(same)], duplicate: true };
    }
    stored.push(named(row));
  }
  for (const m of stored)
    await markReplied(tx).execute({ now: m.CDate, replier: m.SentByUserId, other: m.ToUserId });
  return { messages: stored, duplicate: false };
}

export function createMessagesRepo(db: Db) {
  const { sender, fields } = withSender();
  return {
    submit: submitDrafts,

    sendAndTell,

    /** A sender's message of a ClientId, if stored. */
    async sentWithClientId(sender: number, clientId: string): Promise<MessageRecord | undefined> {
      return first(await byClientId(db).execute({ sender, clientId }));
    },

    async find(id: number, q: Db = db): Promise<MessageWithSender | undefined> {
      const row = first(
        await q
          .select(fields)
          .from(messages)
          .innerJoin(sender, eq(sender.Id, messages.SentByUserId))
          .where(eq(messages.Id, id)),
      );
      return row ? flatten(row) : undefined;
    },

    /** A user's inbox, or the conversation with one other user, newest first. */
    async list(query: { userId: number; otherId?: number; after?: string; page: number; limit: number }) {
      const mine = and(eq(messages.ToUserId, query.userId), eq(messages.RemovedByRecipient, false));
      const where = and(
        query.otherId === undefined
          ? mine
          : or(
              and(mine, eq(messages.SentByUserId, query.otherId)),
              and(eq(messages.SentByUserId, query.userId), eq(messages.ToUserId, query.otherId)),
            ),
        query.after ? gt(messages.CDate, query.after) : undefined,
      );
      const rows = (
        await db
          .select(fields)
          .from(messages)
          .innerJoin(sender, eq(sender.Id, messages.SentByUserId))
          .where(where)
          .orderBy(desc(messages.CDate), desc(messages.Id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
      ).map(flatten);
      const total = first(await db.select({ n: count() }).from(messages).where(where))?.n ?? 0;
      return { rows, total };
    },

    async unopenedCount(userId: number): Promise<number> {
      const row = first(
        await db
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.ToUserId, userId),
              isNull(messages.ShowedDate),
              eq(messages.RemovedByRecipient, false),
            ),
          ),
      );
      return row?.n ?? 0;
    },

    /** Marks the user's unopened messages among ids opened; answers those it changed. */
    async markOpened(tx: Tx, userId: number, ids: number[], now: string): Promise<MessageRecord[]> {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined)
        return oneOpened(tx).execute({ id: only, user: userId, now });
      return tx
        .update(messages)
        .set({ ShowedDate: now })
        .where(and(inArray(messages.Id, ids), eq(messages.ToUserId, userId), isNull(messages.ShowedDate)))
        .returning();
    },

    /** Claims the right to email a message: false when it was emailed within the window. */
    async claimEmail(tx: Tx, id: number, now: string, notSince: string): Promise<boolean> {
      const claimed = await tx
        .update(messages)
        .set({ EmailedAt: now })
        .where(
          and(eq(messages.Id, id), or(isNull(messages.EmailedAt), sql`${messages.EmailedAt} <= ${notSince}`)),
        )
        .returning({ Id: messages.Id });
      return claimed.length === 1;
    },

    /**
     * Deletes a message its sender takes back, and blanks its text (and title) in the message:new
     * event that carried it, so the event log keeps no readable copy. The event stays (catch-up
     * still reads new, then removed); it was logged in the send's unit of work, at the message's
     * CDate, which finds it by the events_at index.
     */
    async retract(tx: Tx, id: number, sentAt: string): Promise<void> {
      await tx.delete(messages).where(eq(messages.Id, id));
      const sent = await tx
        .select({ id: events.id, payload: events.payload })
        .from(events)
        .where(and(eq(events.at, sentAt), eq(events.type, 'message:new')));
      for (const row of sent) {
        const payload = JSON.parse(row.payload) as { message?: { Id?: unknown } & Record<string, unknown> };
        if (payload.message?.Id !== id) continue;
        const blanked = { ...payload, message: { ...payload.message, Message: '', Title: null } };
        await tx
          .update(events)
          .set({ payload: JSON.stringify(blanked) })
          .where(eq(events.id, row.id));
      }
    },

    async hideForRecipient(tx: Tx, id: number): Promise<void> {
      await tx.update(messages).set({ RemovedByRecipient: true }).where(eq(messages.Id, id));
    },
    ...createContactsRepo(db),
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
