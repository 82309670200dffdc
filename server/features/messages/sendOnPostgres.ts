// Messages on PostgreSQL: a send in as few round trips as its rules allow (docs/decisions.md "A
// send's round trips on PostgreSQL folded into few statements"), as data-modifying CTEs run
// under a name on the transaction's connection.
import { and, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database';
import { preparedOn, runNamedOnPostgres } from '../../db/prepared';
import { messages, type notifications } from '../../db/tables';
import type { MessageRecord, MessageWithSender, NewMessage } from './messages.repo';

/** A notification's row (the feed's own type, server/features/notifications). */
type NotificationRecord = typeof notifications.$inferSelect;

export const byClientId = preparedOn((db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.SentByUserId, sql.placeholder('sender')),
        eq(messages.ClientId, sql.placeholder('clientId')),
      ),
    )
    .prepare(),
);

const oneSendSql = new Map<boolean, string>();

/**
 * PostgreSQL, a send to one recipient (the usual one) in one round trip: the two duplicate checks
 * (the same ClientId; the same text to the same recipient within the window), the insert where
 * neither found one, and the replied mark on the recipient's messages to the sender once it is
 * stored. The sender's row lock, taken before in its own statement, orders a sender's sends (a
 * statement reads with the snapshot it started with, so the lock cannot be taken inside it).
 * With `tell`, the recipient's notification too (its feed's lock was taken with the sender's, so
 * the unread count read here is after every earlier change to the feed): the row, and the count
 * with it ($11 the sender's name).
 */
function oneSend(tell: boolean): string {
  const known = oneSendSql.get(tell);
  if (known) return known;
  const columns = Object.values(getTableColumns(messages))
    .map((c) => `"${c.name}"`)
    .join(', ');
  const text = `
with earlier as (
  select ${columns}, 0 as rank from messages where "SentByUserId" = $1::integer and "ClientId" = $2::text
  union all
  (select ${columns}, 1 from messages
    where "SentByUserId" = $1::integer and "ToUserId" = $3::integer and "CDate" > $4::text and "Message" = $5::text
    limit 1)
),
same as (select ${columns} from earlier order by rank limit 1),
stored as (
  insert into messages ("ToUserId", "FromUserId", "SentByUserId", "Message", "Title", "CDate", "course_id", "course_part_id", "ClientId")
  select $3::integer, $6::integer, $1::integer, $5::text, $7::text, $8::text, $9::integer, $10::integer, $2::text
  where not exists (select 1 from same)
  on conflict do nothing
  returning ${columns}
),
replied as (
  update messages set "ReplyDate" = $8::text
  where "ToUserId" = $1::integer and "SentByUserId" = $3::integer and "ReplyDate" is null
    and exists (select 1 from stored)
)${
    tell
      ? `,
told as (
  insert into notifications ("UserId", "Type", "Payload", "SubjectId", "At")
  select "ToUserId", 'message',
    json_build_object('MessageId', "Id", 'FromUserId', "FromUserId", 'FromName', $11::text)::text, "Id", "CDate"
  from stored
  returning "Id", "UserId", "Type", "Payload", "SubjectId", "At", "ReadAt"
)
select false as duplicate, ${columns}, (select row_to_json(told)::text from told) as told,
  (select count(*)::integer + 1 from notifications where "UserId" = $3::integer and "ReadAt" is null) as unread
from stored
union all
select true, ${columns}, null, null from same`
      : `
select false as duplicate, ${columns} from stored
union all
select true, ${columns} from same`
  }`;
  oneSendSql.set(tell, text);
  return text;
}

/** The sender's row lock and the recipient's feed lock, in this order, in one round trip. */
const LOCK_SENDER_AND_FEED = `
with sender as (select 1 from users where "Id" = $1::integer for update)
insert into notification_feeds ("UserId", "ChangedAt") select $2::integer, $3::text from sender
on conflict ("UserId") do update set "ChangedAt" = excluded."ChangedAt"`;

type OneSendRow = MessageRecord & { duplicate: boolean; told?: string | null; unread?: number | null };

/** The recipient's notification of a send, and their unread count with it. */
export interface Told {
  notification: NotificationRecord;
  unread: number;
}

export async function submitOneOnPostgres(
  tx: Tx,
  d: NewMessage,
  duplicateSince: string,
  fromName?: string,
): Promise<{ message: MessageRecord; duplicate: boolean; told: Told | null } | undefined> {
  const values = [
    d.SentByUserId,
    d.ClientId ?? null,
    d.ToUserId,
    duplicateSince,
    d.Message,
    d.FromUserId,
    d.Title ?? null,
    d.CDate,
    d.course_id ?? null,
    d.course_part_id ?? null,
  ];
  if (fromName !== undefined) values.push(fromName);
  const rows = (await runNamedOnPostgres(tx, oneSend(fromName !== undefined), values)) as OneSendRow[];
  const [row] = rows;
  if (!row) return undefined;
  const { duplicate, told, unread, ...message } = row;
  return {
    message,
    duplicate,
    told: told ? { notification: JSON.parse(told) as NotificationRecord, unread: unread ?? 0 } : null,
  };
}

/**
 * PostgreSQL, a send to one other person with its notification, in two round trips: the sender's
 * and the feed's locks, then the send with the notification and the unread count (the rules of
 * `submitDrafts` and of the feed's `notify`, server/features/notifications). Elsewhere (SQLite,
 * several recipients, a note to oneself) undefined: the caller takes the general path.
 */
export async function sendAndTell(
  tx: Tx,
  draft: NewMessage,
  duplicateSince: string,
  name: { FirstName: string; LastName: string },
): Promise<{ messages: MessageWithSender[]; duplicate: boolean; told: Told | null } | undefined> {
  if (!is(messages, PgTable) || draft.ToUserId === draft.SentByUserId) return undefined;
  await runNamedOnPostgres(tx, LOCK_SENDER_AND_FEED, [draft.SentByUserId, draft.ToUserId, draft.CDate]);
  const named = (m: MessageRecord): MessageWithSender => ({
    ...m,
    SenderFirstName: name.FirstName,
    SenderLastName: name.LastName,
  });
  const sent = await submitOneOnPostgres(
    tx,
    draft,
    duplicateSince,
    `${name.FirstName} ${name.LastName}`.trim(),
  );
  if (sent) return { messages: [named(sent.message)], duplicate: sent.duplicate, told: sent.told };
  // Neither found nor stored: a parallel send of the same ClientId committed first.
  const [same] = await byClientId(tx).execute({ sender: draft.SentByUserId, clientId: draft.ClientId });
  if (!same) throw new Error('message not stored');
  return { messages: [named(same)], duplicate: true, told: null };
}
