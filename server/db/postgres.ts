// PostgreSQL, for more than one machine: a pool shared by the process. Transactions run at READ
// COMMITTED; "check then write" holds with concurrent writers on any node because each decision
// is taken under a unique constraint or a row lock (lockRow, upserts). A transaction that loses
// a conflict (deadlock, serialization failure) is run again from the start, then ends in
// BusyError. Event ids are drawn concurrently and commit in any order; reads by cursor and
// pushes stop at the event horizon (pgEventHorizon.ts), so none passes an id that may still
// commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import { is, sql } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, Tx } from './database';
import { BusyError, isEngineBusy } from './engineErrors';
import { type PgDb, type PgTx, pgHandleOf, repositoryHandle, transactionHandle } from './engineHandles';
import { PG_MIGRATIONS } from './migrationsDir';
import { migratePostgres } from './migrator';
import { createPgEventHorizon } from './pgEventHorizon';
import { forgetLastStatement, lastStatementOf, runsStatementsOf } from './prepared';
import * as schema from './schema.pg';
import { tapPool } from './statementTap';
import { bindTables } from './tables';
import { statementWatch } from './userRows';

/**
 * Runs of a transaction that lost a conflict before the caller gets "busy, try again": every
 * round of a race has a winner, so this many contenders on one row all get through.
 */
const ATTEMPTS = 30;
/** The longest pause between runs. */
const MAX_BACKOFF_MS = 50;

/**
 * A transaction handle for each pooled connection, made at its first transaction and used by
 * every later one on it: Drizzle's own `transaction` makes a session and a database object (a
 * query builder per table) for each transaction, a measured share of a submit's main thread
 * (docs/performance.md). The handle holds the connection, the builders and the prepared
 * statements' views on the connection; nothing of one transaction stays on it (the last
 * statement sent without waiting is forgotten at each start).
 */
function handlesOnConnections(handle: PgDb, read: Db): (client: pg.PoolClient) => Tx {
  const base = handle._.session;
  if (!is(base, NodePgSession)) throw new Error('not a node-postgres session');
  // Private to Drizzle's session (as built by `drizzle()`); TypeScript admits them by index.
  // biome-ignore lint/complexity/useLiteralKeys: private
  const dialect = base['dialect'];
  // biome-ignore lint/complexity/useLiteralKeys: private
  const schema = base['schema'];
  // biome-ignore lint/complexity/useLiteralKeys: private
  const options = base['options'];
  const made = new WeakMap<pg.PoolClient, Tx>();
  return (client) => {
    let tx = made.get(client);
    if (tx === undefined) {
      const session = new NodePgSession(client, dialect, schema, options);
      const pgTx: PgTx = new NodePgTransaction(dialect, session, schema);
      tx = transactionHandle(repositoryHandle(pgTx));
      // The prepared statements (built once, on `read`) run on this connection inside it.
      runsStatementsOf(tx, read, client);
      made.set(client, tx);
    }
    return tx;
  };
}

const BEGIN = 'begin isolation level read committed';

type QueryArgs = unknown[];

/** What corking needs of a connection's socket. */
interface Corkable {
  cork(): void;
  uncork(): void;
}

function socketOf(client: pg.PoolClient): Corkable | null {
  const stream = (client as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function'
    ? (stream as Corkable)
    : null;
}

/**
 * The statements a connection is handed in one turn of the event loop go out in one socket
 * write: node-postgres writes each statement with a call of its own, and a write costs about as
 * much of the main thread as parsing an answer (docs/performance.md). A pipelined transaction
 * sends BEGIN, its locks and its read in one turn, and its last statement and COMMIT in another.
 * The socket is corked at the turn's first statement and uncorked once the turn's promise
 * continuations have run (a tick queued from a microtask runs after the microtasks queued
 * before and during it), so nothing waits past the turn. Bytes keep their order, so the server
 * sees what it saw before: a failed statement still fails the statements of its transaction
 * behind it and turns its COMMIT into a rollback.
 */
function oneWritePerTurn(client: pg.PoolClient): void {
  const socket = socketOf(client);
  if (socket === null) return;
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  const afterTurn = () => process.nextTick(uncork);
  (client as { query: unknown }).query = (...args: QueryArgs) => {
    if (!corked) {
      corked = true;
      socket.cork();
      queueMicrotask(afterTurn);
    }
    return query(...args);
  };
}

/** One run of a transaction, on a pooled connection (as Drizzle's `transaction` runs one). */
async function runOnce<T>(
  pool: pg.Pool,
  handleOn: (client: pg.PoolClient) => Tx,
  open: AsyncLocalStorage<Tx>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const tx = handleOn(client);
    forgetLastStatement(tx);
    // BEGIN goes out without waiting for its answer: on the pipelining connection the
    // transaction's first statement follows it on the wire, one round trip for both. Its answer
    // is checked before COMMIT, so a failed BEGIN fails the transaction (a BEGIN fails only with
    // its connection, which fails the statements behind it too).
    const begun = client.query(BEGIN);
    begun.catch(() => {});
    let value: T;
    try {
      value = await open.run(tx, () => fn(tx));
      await begun;
      await client.query('commit');
    } catch (error) {
      await begun.catch(() => {});
      await client.query('rollback');
      throw error;
    }
    // A last statement sent without waiting went out before the COMMIT; had it failed, the
    // COMMIT rolled back: its error is the transaction's (and a lost conflict runs it again).
    const last = lastStatementOf(tx);
    if (last) await last;
    return value;
  } finally {
    // A connection that failed is not queryable, and the pool drops it instead of keeping it.
    client.release();
  }
}

export interface PostgresDatabase extends Database {
  readonly pool: pg.Pool;
}

export async function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): Promise<PostgresDatabase> {
  bindTables('postgres');
  // Pipelining: a statement goes out while the ones before it on the connection are still
  // unanswered (the server runs them in order), so statements that need no answer in between
  // (BEGIN and the first statement, the last statement and COMMIT) share a round trip.
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, pipeline: true });
  // A lost connection must not take the process down: an idle client's error reaches the pool,
  // and a checked-out client's reaches its query too (then answered 503 BUSY), so the event
  // itself has nothing left to say.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  tapPool(pool, 'work');
  pool.on('connect', oneWritePerTurn);
  // The logger records the unit of work's sign-in writes (userRows.ts).
  const handle: PgDb = drizzle(pool, { schema, logger: statementWatch });
  const migrated = await migratePostgres(pool, PG_MIGRATIONS);
  // On a connection of its own: a fence never waits for the pool that transactions hold.
  const horizon = createPgEventHorizon(url);
  const read = repositoryHandle(handle);
  const open = new AsyncLocalStorage<Tx>();
  const underway = new Set<Promise<unknown>>();

  const handleOn = handlesOnConnections(handle, read);

  async function attempt<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let run = 1; ; run++) {
      try {
        return await runOnce(pool, handleOn, open, fn);
      } catch (error) {
        if (!isEngineBusy(error)) throw error;
        if (run >= ATTEMPTS) throw new BusyError();
        // A short, growing, jittered pause lets the winner commit.
        const ceiling = Math.min(MAX_BACKOFF_MS, 2 ** run);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
      }
    }
  }

  return {
    engine: 'postgres',
    migrated,
    read,
    pool,
    transaction(fn) {
      const current = open.getStore();
      if (current) return fn(current);
      const running = attempt(fn);
      underway.add(running);
      void running
        .catch(() => {})
        .finally(() => {
          underway.delete(running);
          // Its end may pass a fence that waits for it.
          horizon.nudge();
        });
      return running;
    },
    async tryExclusive(tx, name) {
      const result = await pgHandleOf(tx).execute<{ taken: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${`tonic:${name}`})) as taken`,
      );
      return result.rows[0]?.taken === true;
    },
    async lockRow(tx, table, id) {
      await pgHandleOf(tx).execute(sql`select 1 from ${sql.identifier(table)} where "Id" = ${id} for update`);
    },
    async lockTableWrites(tx, table) {
      await pgHandleOf(tx).execute(sql`lock table ${sql.identifier(table)} in share row exclusive mode`);
    },
    // A commit is visible only once its log is flushed (synchronous_commit = on): the horizon
    // is where every lower id has committed or rolled back.
    eventHorizon: () => horizon.current(),
    reservePush: (ids) => horizon.reserve(ids),
    load: () => ({
      engine: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await Promise.allSettled([...underway]);
      await horizon.close();
      if (!pool.ended) await pool.end();
      // Node 20 asks every storage ever used about each new promise, until it is disabled.
      open.disable();
    },
  };
}
