// PostgreSQL: events appended by the caller's own statement, their ids drawn in an earlier one
// of the same transaction, so the events, their payloads and their place among the pushes are
// made before that statement goes out (a send, server/features/messages/sendToOne.ts). The ids
// are drawn under the appenders' shared lock as eventLog.repo.ts's append draws them, so the
// event horizon (server/db/pgEventHorizon.ts) holds for them the same way.
import type { NewEvent, StoredEvent } from '../db/unitOfWork';

/**
 * PostgreSQL: CTEs that draw `count` event ids for events the transaction appends in a later
 * statement (appendDrawnOnPostgres), so that statement's events can be built, and their place
 * among the pushes taken, before it is sent. The appenders' lock is taken before the draw, as
 * the append above does; nothing is drawn when the CTE `gate` has no row. The caller selects
 * `drawn_events`' ids.
 */
export function drawEventIdsSql(lockParam: string, countParam: string, gate: string): string {
  return `appender as (select pg_advisory_xact_lock_shared(${lockParam}::bigint) from ${gate}),
drawn_events as (
  select nextval(pg_get_serial_sequence('events', 'id')::regclass)::integer as "id"
  from appender, generate_series(1, ${countParam}::integer)
)`;
}

const drawnTexts = new Map<string, string>();

/**
 * PostgreSQL: the append of events whose ids were drawn before (drawEventIdsSql), as CTEs for
 * the caller's statement, its parameters from $`first` on ($first the time, then per event its
 * id, type, actor, payload and rooms), and the events as they will be pushed.
 */
export function appendDrawnOnPostgres(
  list: readonly NewEvent[],
  ids: readonly number[],
  at: string,
  first: number,
): { ctes: string; values: unknown[]; stored: StoredEvent[] } {
  if (ids.length !== list.length) throw new Error('an event id for each event');
  const key = `${list.length}:${first}`;
  let ctes = drawnTexts.get(key);
  if (ctes === undefined) {
    const rows = list.map((_, i) => {
      const p = first + 1 + i * 5;
      return `($${p}::integer, $${p + 1}::text, $${p + 2}::integer, $${p + 3}::text, $${p + 4}::text)`;
    });
    ctes = `input_events ("id", "type", "actor_id", "payload", "rooms") as (values ${rows.join(', ')}),
logged_events as (
  insert into "events" ("id", "type", "at", "actor_id", "payload")
  select "id", "type", $${first}::text, "actor_id", "payload" from input_events
),
event_rooms as (
  insert into "event_audience" ("event_id", "room")
  select e."id", room from input_events e, json_array_elements_text(e."rooms"::json) as room
)`;
    drawnTexts.set(key, ctes);
  }
  const values: unknown[] = [at];
  const stored = list.map((event, i): StoredEvent => {
    const rooms = [...new Set(event.rooms)];
    const payload = event.payload as Record<string, unknown>;
    values.push(ids[i], event.type, event.actorId, JSON.stringify(payload), JSON.stringify(rooms));
    return { eventId: ids[i]!, type: event.type, at, actorId: event.actorId, rooms, payload };
  });
  return { ctes, values, stored };
}
