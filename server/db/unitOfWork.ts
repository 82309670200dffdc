// The unit of work (docs/architecture.md): one user action is one transaction, whatever features
// it touches. A command runs inside `work(...)`: repositories write through `w.tx`, every event
// the action causes is logged with `w.log` and appended to the event log in the same
// transaction; after the commit the events are published once and the after-commit steps (mail,
// ending sockets) run. Nothing is pushed for a transaction that rolled back. The unit of work
// owns the event log's interface (EventLog); server/events implements it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggedEventName, ServerEventPayload } from '../../shared/realtime';
import type { Database, LockableTable, LockableWritesTable, PushReservation, Tx } from './database';
import { noUserRowChanges, recordUserRows, type UserRowsSink } from './userRows';

type Stamped = 'eventId' | 'at';

/** An event about to be logged: its type, payload (without id and time) and audience. */
export interface NewEvent<E extends LoggedEventName = LoggedEventName> {
  type: E;
  actorId: number | null;
  rooms: string[];
  payload: Omit<ServerEventPayload<E>, Stamped>;
}

/** A logged event, ready to push. */
export interface StoredEvent {
  eventId: number;
  type: LoggedEventName;
  at: string;
  actorId: number | null;
  rooms: string[];
  payload: Record<string, unknown>;
}

/** The event log as the unit of work uses it (implemented in server/events). */
export interface EventLog {
  /** Appends the events inside the transaction of the change they report, in order. */
  append(tx: Tx, events: readonly NewEvent[], at: string): Promise<StoredEvent[]>;
  /** Pushes committed events to their rooms. */
  publish(events: readonly StoredEvent[]): void;
}

export interface Work {
  readonly tx: Tx;
  /** The time of the action: the rows it writes and the events it logs carry it. */
  readonly now: string;
  readonly nowMs: number;
  /** Logs events of this action; they are pushed after the commit. */
  log(...events: NewEvent[]): void;
  /**
   * Events this action's own last statement appends (PostgreSQL, ids drawn before it under the
   * appenders' lock: server/events/drawnAppend.ts), pushed after the commit like logged ones.
   * Their place among the pushes is taken here, so call it before that statement is sent; the
   * unit then logs nothing else.
   */
  logAppended(events: readonly StoredEvent[]): void;
  /** Starts after the commit (never after a rollback), unawaited; a failure is logged. */
  afterCommit(step: () => unknown): void;
  /**
   * Takes a named cluster-wide lock for the rest of this unit of work; false when another node
   * holds it (timers use it so that one node does each round's work).
   */
  exclusive(name: string): Promise<boolean>;
  /** Holds a row's write lock for the rest of this unit of work (see Database.lockRow). */
  lockRow(table: LockableTable, id: number): Promise<void>;
  /** Holds off others' writes to a table for the rest of this unit (see Database.lockTableWrites). */
  lockTableWrites(table: LockableWritesTable): Promise<void>;
}

export type RunWork = <T>(fn: (w: Work) => Promise<T>) => Promise<T>;

interface OpenWork extends Work {
  readonly pending: NewEvent[];
  appended: readonly StoredEvent[];
  readonly steps: (() => unknown)[];
}

export interface UnitOfWorkDeps {
  database: Database;
  eventLog: EventLog;
  clock: () => number;
  onStepError: (error: unknown) => void;
  /** Told after the commit whose sign-in rows changed (the session cache); awaited. */
  userRows?: UserRowsSink;
}

/**
 * The open unit of work of each server in this process. One storage for all: on Node 20 every
 * storage ever used is asked about every promise made afterwards, so one per server (a test
 * process starts hundreds) made every later promise slower.
 */
const current = new AsyncLocalStorage<{ owner: object; open: OpenWork }>();

export function createUnitOfWork(deps: UnitOfWorkDeps): RunWork {
  const owner = {};

  return async function work<T>(fn: (w: Work) => Promise<T>): Promise<T> {
    const outer = current.getStore();
    // A command called from another joins its unit of work (of this server, never another's).
    if (outer?.owner === owner) return fn(outer.open);
    const nowMs = deps.clock();
    let stored: StoredEvent[] = [];
    let steps: (() => unknown)[] = [];
    let place: PushReservation | undefined;
    const changes = noUserRowChanges();
    const result = await deps.database
      .transaction(async (tx) => {
        // A run again after a lost conflict gives up the place the lost run took.
        place?.drop();
        place = undefined;
        const open: OpenWork = {
          tx,
          now: new Date(nowMs).toISOString(),
          nowMs,
          pending: [],
          appended: [],
          steps: [],
          log(...events) {
            open.pending.push(...events);
          },
          logAppended(events) {
            const last = events.at(-1);
            if (!last || open.appended.length > 0) throw new Error('one list of appended events per unit');
            open.appended = events;
            // Before the statement and its commit go out: a fence may see the commit first.
            place = deps.database.reservePush(events.map((e) => e.eventId));
          },
          afterCommit(step) {
            open.steps.push(step);
          },
          exclusive(name) {
            return deps.database.tryExclusive(tx, name);
          },
          lockRow(table, id) {
            return deps.database.lockRow(tx, table, id);
          },
          lockTableWrites(table) {
            return deps.database.lockTableWrites(tx, table);
          },
        };
        const value = await current.run({ owner, open }, () => recordUserRows(changes, () => fn(open)));
        if (open.appended.length > 0) {
          if (open.pending.length > 0) throw new Error('events logged after the appended ones');
          stored = [...open.appended];
        } else if (open.pending.length > 0) {
          stored = await deps.eventLog.append(tx, open.pending, open.now);
          // Before the commit: on PostgreSQL ids commit in any order, and pushes go in id order.
          place = deps.database.reservePush(stored.map((e) => e.eventId));
        }
        steps = open.steps;
        return value;
      })
      .catch((error: unknown) => {
        place?.drop();
        throw error;
      });
    // Before the answer and the pushes: once this unit answers, no node serves a session check
    // from before it.
    if (deps.userRows && (changes.all || changes.userIds.size > 0)) await deps.userRows.changed(changes);
    if (place)
      await place.push((ids) =>
        deps.eventLog.publish(
          ids.length === stored.length ? stored : stored.filter((e) => ids.includes(e.eventId)),
        ),
      );
    // Started in order, not awaited: a slow mail server never holds up the reply.
    for (const step of steps) {
      Promise.resolve()
        .then(step)
        .catch((error: unknown) => deps.onStepError(error));
    }
    return result;
  };
}
