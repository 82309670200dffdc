// Messages on PostgreSQL: a send in as few round trips as its rules allow (docs/decisions.md "A
// send's round trips on PostgreSQL folded into few statements"), as data-modifying CTEs run
// under a name on the transaction's connection.
import { and, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database';
import { EVENT_APPENDER_LOCK } from '../../db/pgEventHorizon';
import { preparedOn, runNamedOnPostgres, sendLastOnPostgres } from '../../db/prepared';
import { messages, type notifications } from '../../db/tables';
import { drawEventIdsSql } from '../../events/drawnAppend';
import type { MessageRecord, MessageWithSender, NewMessage } from './messages.repo';
import type { RecipientRow } from './recipients';

/** A notification's row (the feed's own type, server/features/notifications). */
type NotificationRecord = typeof notifications.$inferSelect;

/** Whether messages live in PostgreSQL (the sends of this file apply). */
export const onPostgres = () => is(messages, PgTable);

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
/** Every column of `messages`, quoted, in the table's order. */
function messageColumns(): string {
  return Object.values(getTableColumns(messages))
    .map((c) => `"${c.name}"`)
    .join(', ');
}

/**
 * The CTEs `earlier` and `same`: an earlier copy of this send, by its ClientId or else by the
 * same text to the same person within the window (the parameters name sender, ClientId,
 * recipient, window start and text).
 */
function earlierCopy(
  columns: string,
  sender: string,
  clientId: string,
  to: string,
  since: string,
  text: string,
) {
  return `earlier as (
  select ${columns}, 0 as rank from messages where "SentByUserId" = ${sender}::integer and "ClientId" = ${clientId}::text
  union all
  (select ${columns}, 1 from messages
    where "SentByUserId" = ${sender}::integer and "ToUserId" = ${to}::integer and "CDate" > ${since}::text and "Message" = ${text}::text
    limit 1)
),
same as (select ${columns} from earlier order by rank limit 1)`;
}

function oneSend(tell: boolean): string {
  const known = oneSendSql.get(tell);
  if (known) return known;
  const columns = messageColumns();
  const text = `
with ${earlierCopy(columns, '$1', '$2', '$3', '$4', '$5')},
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

// A send to one other person in two round trips of its own (docs/decisions.md "A send on
// PostgreSQL in two round trips"): the pool pipelines, so statements that need no answer in
// between go out together. First BEGIN, the locks and one read of everything the send decides
// on; then the writes and COMMIT.

/** The locks (as LOCK_SENDER_AND_FEED), the feed row written only for a person who exists. */
const LOCKS = `
with sender as (select 1 from users where "Id" = $1::integer for update)
insert into notification_feeds ("UserId", "ChangedAt") select $2::integer, $3::text from sender
where exists (select 1 from users where "Id" = $2::integer)
on conflict ("UserId") do update set "ChangedAt" = excluded."ChangedAt"`;

/** The send's events: the recipient's notification:new, then message:new. */
export const SEND_EVENTS = 2;

let readsSql: string | undefined;

/**
 * After the locks (its own statement, so it reads with a snapshot taken once they are held):
 * the recipient's row and, when the rule needs them ($8 the wall, $9 a student sender), their
 * companies, whether they coach the sender and whether they wrote to them; an earlier copy of
 * this send (the same ClientId, or the same text within the window); the recipient's unread
 * count with the new notification; and, unless it is a copy or the person is missing or
 * locked, the ids of the message, its notification and its two events ($6 the appenders' lock).
 */
function reads(): string {
  if (readsSql) return readsSql;
  const columns = messageColumns();
  readsSql = `
with recipient as (
  select "Id", "Email", "Language", "FirstName", "LastName", "UserType", "privilegies", "Locked", "LastSeen"
  from users where "Id" = $2::integer
),
${earlierCopy(columns, '$1', '$3', '$2', '$4', '$5')},
going as (select 1 from recipient where not "Locked" and not exists (select 1 from same)),
${drawEventIdsSql('$6', '$7', 'going')}
select
  (select row_to_json(recipient)::text from recipient) as recipient,
  (select coalesce(array_agg("CompanyId" order by "CompanyId"), '{}') from company_members
    where $8::boolean and "UserId" = $2::integer) as "companyIds",
  exists (select 1 from course_access a join course_coaches c on c."CourseId" = a."CourseId"
    where $9::boolean and a."UserId" = $1::integer and c."UserId" = $2::integer) as "coachesSender",
  exists (select 1 from messages
    where $9::boolean and "SentByUserId" = $2::integer and "ToUserId" = $1::integer and "FromUserId" <> -1) as "wroteToSender",
  (select row_to_json(same)::text from same) as same,
  (select count(*)::integer + 1 from notifications where "UserId" = $2::integer and "ReadAt" is null) as unread,
  (select array_agg("id" order by "id") from drawn_events) as "eventIds",
  (select nextval(pg_get_serial_sequence('messages', 'Id'))::integer from going) as "messageId",
  (select nextval(pg_get_serial_sequence('notifications', 'Id'))::integer from going) as "notificationId"`;
  return readsSql;
}

interface ReadsRow {
  recipient: string | null;
  companyIds: number[];
  coachesSender: boolean;
  wroteToSender: boolean;
  same: string | null;
  unread: number;
  eventIds: number[] | null;
  messageId: number | null;
  notificationId: number | null;
}

/** What the first round trip found. */
export interface SendFacts {
  recipient: RecipientRow | undefined;
  companyIds: number[];
  coachesSender: boolean;
  wroteToSender: boolean;
  /** An earlier copy of this send, if any. */
  same: MessageRecord | undefined;
  /** The ids to write under, unless it is a copy or the person is missing or locked. */
  ids: { message: number; notification: number; events: number[] } | undefined;
  /** The recipient's unread count with the new notification. */
  unread: number;
}

/** Takes the send's locks and reads what it decides on, in the unit's first round trip. */
export async function sendFacts(
  tx: Tx,
  draft: NewMessage,
  duplicateSince: string,
  needs: { wall: boolean; studentRule: boolean },
): Promise<SendFacts> {
  const locked = runNamedOnPostgres(tx, LOCKS, [draft.SentByUserId, draft.ToUserId, draft.CDate]);
  const read = runNamedOnPostgres(tx, reads(), [
    draft.SentByUserId,
    draft.ToUserId,
    draft.ClientId ?? null,
    duplicateSince,
    draft.Message,
    EVENT_APPENDER_LOCK,
    SEND_EVENTS,
    needs.wall,
    needs.studentRule,
  ]);
  const [, rows] = await Promise.all([locked, read]);
  const row = rows[0] as ReadsRow | undefined;
  if (!row) throw new Error('the send read nothing');
  const { messageId, notificationId, eventIds } = row;
  return {
    recipient: row.recipient ? (JSON.parse(row.recipient) as RecipientRow) : undefined,
    companyIds: row.companyIds,
    coachesSender: row.coachesSender,
    wroteToSender: row.wroteToSender,
    same: row.same ? (JSON.parse(row.same) as MessageRecord) : undefined,
    ids:
      messageId !== null && notificationId !== null && eventIds?.length === SEND_EVENTS
        ? { message: messageId, notification: notificationId, events: eventIds }
        : undefined,
    unread: row.unread,
  };
}

const writeTexts = new Map<string, string>();

/** The first parameter of the events' CTEs in writeSend. */
export const WRITE_EVENTS_FROM = 13;

/**
 * The unit's last statement, sent without waiting (COMMIT follows it in the same round trip):
 * the message and its notification under the ids drawn before, the replied mark on the
 * recipient's messages to the sender, and the events (their CTEs and parameters from
 * appendDrawnOnPostgres, from WRITE_EVENTS_FROM on). A ClientId stored meanwhile fails it
 * (unique).
 */
export function writeSend(
  tx: Tx,
  message: MessageRecord,
  notification: NotificationRecord,
  events: { ctes: string; values: unknown[] },
): void {
  let text = writeTexts.get(events.ctes);
  if (text === undefined) {
    text = `
with stored as (
  insert into messages ("Id", "ToUserId", "FromUserId", "SentByUserId", "Message", "Title", "CDate", "course_id", "course_part_id", "ClientId")
  values ($1::integer, $2::integer, $3::integer, $4::integer, $5::text, $6::text, $7::text, $8::integer, $9::integer, $10::text)
),
replied as (
  update messages set "ReplyDate" = $7::text
  where "ToUserId" = $4::integer and "SentByUserId" = $2::integer and "ReplyDate" is null
),
told as (
  insert into notifications ("Id", "UserId", "Type", "Payload", "SubjectId", "At")
  values ($11::integer, $2::integer, 'message', $12::text, $1::integer, $7::text)
),
${events.ctes}
select 1`;
    writeTexts.set(events.ctes, text);
  }
  void sendLastOnPostgres(tx, text, [
    message.Id,
    message.ToUserId,
    message.FromUserId,
    message.SentByUserId,
    message.Message,
    message.Title,
    message.CDate,
    message.course_id,
    message.course_part_id,
    message.ClientId,
    notification.Id,
    notification.Payload,
    ...events.values,
  ]);
}
