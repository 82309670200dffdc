// PostgreSQL, for more than one machine: a pool shared by the process. Transactions run at READ
// COMMITTED; "check then write" holds with concurrent writers on any node because each decision
// is taken under a unique constraint or a row lock (lockRow, upserts). A transaction that loses
// a conflict (deadlock, serialization failure) is run again from the start, then ends in
// BusyError. Event ids are drawn concurrently and commit in any order; reads by cursor and
// pushes stop at the event horizon (pgEventHorizon.ts), so none passes an id that may still
// commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import { is, sql } from 'drizzle-orm';
import { drizzle, NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Tx } from './database';
import { BusyError, isEngineBusy } from './engineErrors';
import { type PgDb, type PgTx, pgHandleOf, repositoryHandle, transactionHandle } from './engineHandles';
import { PG_MIGRATIONS } from './migrationsDir';
import { migratePostgres } from './migrator';
import { createPgEventHorizon } from './pgEventHorizon';
import { runsStatementsOf } from './prepared';
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

/** The pooled connection a transaction runs on (Drizzle keeps it in the transaction's session). */
function connectionOf(tx: PgTx): object {
  const session = tx._.session;
  if (!is(session, NodePgSession)) throw new Error('not a node-postgres session');
  // biome-ignore lint/complexity/useLiteralKeys: private to Drizzle's class; TypeScript admits it by index
  return session['client'];
}

export interface PostgresDatabase extends Database {
  readonly pool: pg.Pool;
}

export async function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): Promise<PostgresDatabase> {
  bindTables('postgres');
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A lost connection must not take the process down: an idle client's error reaches the pool,
  // and a checked-out client's reaches its query too (then answered 503 BUSY), so the event
  // itself has nothing left to say.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  tapPool(pool, 'work');
  // The logger records the unit of work's sign-in writes (userRows.ts).
  const handle: PgDb = drizzle(pool, { schema, logger: statementWatch });
  const migrated = await migratePostgres(pool, PG_MIGRATIONS);
  // On a connection of its own: a fence never waits for the pool that transactions hold.
  const horizon = createPgEventHorizon(url);
  const read = repositoryHandle(handle);
  const open = new AsyncLocalStorage<Tx>();
  const underway = new Set<Promise<unknown>>();

  async function attempt<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let run = 1; ; run++) {
      try {
        return await handle.transaction(
          async (pgTx) => {
            const tx = transactionHandle(repositoryHandle(pgTx));
            // Drizzle runs the transaction on a pooled client of its session: the prepared
            // statements (built once, on `read`) run there too, inside the transaction.
            runsStatementsOf(tx, read, connectionOf(pgTx));
            return open.run(tx, () => fn(tx));
          },
          { isolationLevel: 'read committed' },
        );
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
    // A commit is visible only once its log is flushed (synchronous_commit = on): the horizon
    // is where every lower id has committed or rolled back.
    eventHorizon: () => horizon.current(),
    reservePush: (id) => horizon.reserve(id),
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
