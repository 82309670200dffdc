// The event log: the outbox for pushes, the catch-up source for get_events and the operators'
// record. Appends happen inside the writer's transaction so an event exists exactly when the
// change it reports does.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  is,
  lt,
  lte,
  max,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LoggedEventName, ServerEventPayload } from '../../shared/realtime';
import type { Db, Tx } from '../db/database';
import { EVENT_APPENDER_LOCK } from '../db/pgEventHorizon';
import { preparedOn, runNamedOnPostgres } from '../db/prepared';
import { eventAudience, events, settings } from '../db/tables';
import type { EventLog, NewEvent, StoredEvent } from '../db/unitOfWork';

import { type AudienceSubjects, roomsOfEvent } from '../scope/audience';
import type { EventBus } from './bus';

type Stamped = 'eventId' | 'at';

export type { NewEvent, StoredEvent } from '../db/unitOfWork';

/** The settings row holding the log's identity, which each restore from a backup renews. */
export const EVENT_LOG_ID_KEY = 'eventLogId';

/** What a service says of an event: what it is about; its rooms follow from the scope model. */
export interface EventOf<E extends LoggedEventName> {
  type: E;
  actorId: number | null;
  about: AudienceSubjects[E];
  payload: Omit<ServerEventPayload<E>, Stamped>;
}

/** An event with its audience computed by its type's one rule (server/scope/audience.ts). */
export function newEvent<E extends LoggedEventName>({ about, ...event }: EventOf<E>): NewEvent {
  return { ...event, rooms: roomsOfEvent(event.type, about) } as unknown as NewEvent;
}

// On the path of every action that logs: prepared once per connection.
const insertEvent = preparedOn((db) =>
  db
    .insert(events)
    .values({
      type: sql.placeholder('type'),
      at: sql.placeholder('at'),
      actor_id: sql.placeholder('actor_id'),
      payload: sql.placeholder('payload'),
    })
    .returning({ id: events.id })
    .prepare(),
);

// Most events go to one or two rooms (a user's; sender and recipient): one statement each way.
const insertOneRoom = preparedOn((db) =>
  db
    .insert(eventAudience)
    .values({ event_id: sql.placeholder('event_id'), room: sql.placeholder('room') })
    .prepare(),
);

const insertTwoRooms = preparedOn((db) =>
  db
    .insert(eventAudience)
    .values([
      { event_id: sql.placeholder('event_id'), room: sql.placeholder('room') },
      { event_id: sql.placeholder('event_id'), room: sql.placeholder('other') },
    ])
    .prepare(),
);

/** Appends one event (its payload already serialised) to the distinct rooms; answers its id. */
type AppendOne = (tx: Tx, event: NewEvent, rooms: string[], at: string, payload: string) => Promise<number>;

/**
 * PostgreSQL: all of a unit's events in one statement, one round trip. Ids are drawn concurrently
 * and commit in any order. Before it draws, the transaction takes the appenders' shared lock, held
 * until it ends, so a fence (server/db/pgEventHorizon.ts) that reads the newest id drawn and then
 * the lock's holders knows every transaction that may still commit an id up to it. Shared:
 * appenders never wait for one another. (SQLite has one writer at a time: its ids already commit
 * in order.) The ids are drawn first and handed out in ascending order, so the unit's events keep
 * their order whatever order the sequence is called in.
 */
const appendTexts = new Map<number, string>();

/**
 * The append of `count` events, each its own parameters (an array parameter would have
 * node-postgres escape every payload again): $1 the lock, $2 the time, then per event its type,
 * actor, payload and rooms.
 */
function appendText(count: number): string {
  const known = appendTexts.get(count);
  if (known) return known;
  const rows = Array.from({ length: count }, (_, i) => {
    const p = 3 + i * 4;
    return `(${i + 1}, $${p}::text, $${p + 1}::integer, $${p + 2}::text, $${p + 3}::text)`;
  });
  const text = `
with appender as (select pg_advisory_xact_lock_shared($1::bigint)),
input ("ord", "type", "actor_id", "payload", "rooms") as (values ${rows.join(', ')}),
numbered as (
  select "id", row_number() over (order by "id") as "ord"
  from (select nextval(pg_get_serial_sequence('events', 'id')::regclass) as "id" from appender, input) drawn
),
logged as (
  insert into "events" ("id", "type", "at", "actor_id", "payload")
  select n."id", e."type", $2::text, e."actor_id", e."payload" from input e join numbered n using ("ord")
),
audience as (
  insert into "event_audience" ("event_id", "room")
  select n."id", room from input e join numbered n using ("ord"), json_array_elements_text(e."rooms"::json) as room
)
select "id"::integer as "id" from numbered order by "ord"`;
  appendTexts.set(count, text);
  return text;
}

async function appendOnPostgres(tx: Tx, list: readonly NewEvent[], at: string): Promise<StoredEvent[]> {
  const audiences = list.map((event) => [...new Set(event.rooms)]);
  const payloads = list.map((event) => event.payload as Record<string, unknown>);
  const values: unknown[] = [EVENT_APPENDER_LOCK, at];
  for (const [i, event] of list.entries())
    values.push(event.type, event.actorId, JSON.stringify(payloads[i]), JSON.stringify(audiences[i]));
  const rows = (await runNamedOnPostgres(tx, appendText(list.length), values)) as { id: number }[];
  if (rows.length !== list.length) throw new Error('events not stored');
  return list.map((event, i) => ({
    eventId: rows[i]!.id,
    type: event.type,
    at,
    actorId: event.actorId,
    rooms: audiences[i]!,
    payload: payloads[i]!,
  }));
}

/** SQLite: the event row, then its audience in one statement for the usual one or two rooms. */
const appendOnSqlite: AppendOne = async (tx, event, rooms, at, payload) => {
  const [row] = await insertEvent(tx).execute({ type: event.type, at, actor_id: event.actorId, payload });
  if (!row) throw new Error('event not stored');
  const [room, other] = rooms;
  if (rooms.length === 1) await insertOneRoom(tx).execute({ event_id: row.id, room });
  else if (rooms.length === 2) await insertTwoRooms(tx).execute({ event_id: row.id, room, other });
  else if (rooms.length > 2)
    await tx.insert(eventAudience).values(rooms.map((r) => ({ event_id: row.id, room: r })));
  return row.id;
};

/**
 * Appends events inside the transaction of the change they report, in order. Readers by cursor
 * stop at the event horizon (Database.eventHorizon), below every id that may still commit.
 */
export async function appendEvents(tx: Tx, list: readonly NewEvent[], at: string): Promise<StoredEvent[]> {
  if (list.length === 0) return [];
  if (is(events, PgTable)) return appendOnPostgres(tx, list, at);
  const stored: StoredEvent[] = [];
  for (const event of list) {
    const payload = event.payload as Record<string, unknown>;
    const rooms = [...new Set(event.rooms)];
    const eventId = await appendOnSqlite(tx, event, rooms, at, JSON.stringify(payload));
    stored.push({ eventId, type: event.type, at, actorId: event.actorId, rooms, payload });
  }
  return stored;
}

/** The event log the unit of work appends to: this module's appends, published on the bus. */
export function eventLogOn(bus: EventBus): EventLog {
  return { append: appendEvents, publish: (stored) => bus.publish(stored) };
}

const newestId = preparedOn((db) =>
  db
    .select({ id: max(events.id) })
    .from(events)
    .prepare(),
);

/**
 * get_events' catch-up: events in any of the rooms after an id and up to the event horizon,
 * oldest first, each once.
 */
function catchUpQuery(
  db: Db,
  roomsOfCaller: (string | Placeholder)[],
  afterId: number | Placeholder,
  upTo: number | Placeholder,
  limit: number | Placeholder,
) {
  return db
    .selectDistinct({
      id: events.id,
      type: events.type,
      at: events.at,
      actor_id: events.actor_id,
      payload: events.payload,
    })
    .from(eventAudience)
    .innerJoin(events, eq(events.id, eventAudience.event_id))
    .where(
      and(
        inArray(eventAudience.room, roomsOfCaller),
        gt(eventAudience.event_id, afterId),
        lte(eventAudience.event_id, upTo),
      ),
    )
    .orderBy(events.id)
    .limit(limit);
}

/**
 * Every signed-in client asks for its events on each reconnect and, without a socket, every few
 * seconds: prepared once per connection and per number of rooms (a user reads a handful).
 */
const CATCH_UP_PREPARED_ROOMS = 8;
const catchUpByRooms = Array.from({ length: CATCH_UP_PREPARED_ROOMS }, (_, i) =>
  preparedOn((db) =>
    catchUpQuery(
      db,
      Array.from({ length: i + 1 }, (_, r) => sql.placeholder(`room${r}`)),
      sql.placeholder('afterId'),
      sql.placeholder('upTo'),
      sql.placeholder('limit'),
    ).prepare(),
  ),
);

function catchUpFor(roomCount: number) {
  return roomCount >= 1 ? catchUpByRooms[roomCount - 1] : undefined;
}

/**
 * The event log's reads on `db`. Reads by cursor stop at `horizon()` (Database.eventHorizon): a
 * cursor handed out never passes an event that may still commit, or whose commit is not on disk.
 */
export function createEventLogRepo(db: Db, horizon: () => Promise<number>) {
  /** Event rows with the rooms each went to. */
  async function withRooms(rows: (typeof events.$inferSelect)[]): Promise<StoredEvent[]> {
    const audience =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(eventAudience)
            .where(
              inArray(
                eventAudience.event_id,
                rows.map((r) => r.id),
              ),
            );
    return rows.map((r) => ({
      eventId: r.id,
      type: r.type as LoggedEventName,
      at: r.at,
      actorId: r.actor_id,
      rooms: audience.filter((a) => a.event_id === r.id).map((a) => a.room),
      payload: JSON.parse(r.payload) as Record<string, unknown>,
    }));
  }

  return {
    /**
     * Events in any of the rooms after an id, oldest first, each once; up to `upTo` when given
     * (a horizon the caller read, as newestId's answer), else up to the horizon now.
     */
    async listAfter(
      roomsOfCaller: string[],
      afterId: number,
      limit: number,
      upTo?: number,
    ): Promise<StoredEvent[]> {
      const bound = upTo ?? (await horizon());
      const prepared = catchUpFor(roomsOfCaller.length);
      const rows = prepared
        ? await prepared(db).execute({
            ...Object.fromEntries(roomsOfCaller.map((room, i) => [`room${i}`, room])),
            afterId,
            upTo: bound,
            limit,
          })
        : await catchUpQuery(db, roomsOfCaller, afterId, bound, limit);
      return rows.map((r) => ({
        eventId: r.id,
        type: r.type as LoggedEventName,
        at: r.at,
        actorId: r.actor_id,
        rooms: [],
        payload: JSON.parse(r.payload) as Record<string, unknown>,
      }));
    },

    /** The log's identity: '' until a restore from a backup gives it one (EVENT_LOG_ID_KEY). */
    async logId(): Promise<string> {
      const [row] = await db.select().from(settings).where(eq(settings.Key, EVENT_LOG_ID_KEY));
      const value: unknown = row ? JSON.parse(row.Value) : '';
      return typeof value === 'string' ? value : '';
    },

    /** The newest event id at or below the horizon: a cursor to start from. */
    async newestId(): Promise<number> {
      const upTo = await horizon();
      const [row] = await newestId(db).execute();
      return Math.min(row?.id ?? 0, upTo);
    },

    /** Recent events of every room with their rooms, newest last: the operators' tail. */
    async tail(limit: number, afterId = 0): Promise<StoredEvent[]> {
      const upTo = await horizon();
      const rows = (
        await db
          .select()
          .from(events)
          .where(and(gt(events.id, afterId), lte(events.id, upTo)))
          .orderBy(afterId > 0 ? asc(events.id) : desc(events.id))
          .limit(limit)
      ).sort((a, b) => a.id - b.id);
      return withRooms(rows);
    },

    /**
     * The operations console's pages: events before a cursor, newest first, of some types and
     * one actor (each filter optional; the type and actor indexes serve them).
     */
    async page(filter: {
      before?: number;
      types?: readonly string[];
      actorId?: number;
      limit: number;
    }): Promise<StoredEvent[]> {
      const where: (SQL | undefined)[] = [
        lte(events.id, await horizon()),
        filter.before === undefined ? undefined : lt(events.id, filter.before),
        filter.types === undefined ? undefined : inArray(events.type, [...filter.types]),
        filter.actorId === undefined ? undefined : eq(events.actor_id, filter.actorId),
      ];
      const rows = await db
        .select()
        .from(events)
        .where(and(...where))
        .orderBy(desc(events.id))
        .limit(filter.limit);
      return withRooms(rows);
    },

    async pruneBefore(tx: Tx, at: string): Promise<number> {
      const removed = await tx.delete(events).where(lt(events.at, at)).returning({ id: events.id });
      return removed.length;
    },
  };
}

export type EventLogRepo = ReturnType<typeof createEventLogRepo>;
