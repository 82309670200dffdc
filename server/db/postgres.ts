// PostgreSQL, for more than one machine: a pool shared by the process. Transactions run at READ
// COMMITTED; "check then write" holds with concurrent writers on any node because each decision
// is taken under a unique constraint or a row lock (lockRow, upserts). A transaction that loses
// a conflict (deadlock, serialization failure) is run again from the start, then ends in
// BusyError. Transactions that log events take one advisory lock just before appending, so
// event ids commit in order and catch-up by id never skips an event that commits late.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, NO_EVENT_HORIZON, type Tx } from './database';
import { BusyError, isEngineBusy } from './engineErrors';
import { PG_MIGRATIONS } from './migrationsDir';
import { migratePostgres } from './migrator';
import { runsStatementsOf } from './prepared';
import * as schema from './schema.pg';
import { bindTables } from './tables';

/**
 * Runs of a transaction that lost a conflict before the caller gets "busy, try again": every
 * round of a race has a winner, so this many contenders on one row all get through.
 */
const ATTEMPTS = 30;
/** The longest pause between runs. */
const MAX_BACKOFF_MS = 50;

export interface PostgresDatabase extends Database {
  readonly pool: pg.Pool;
}

export async function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): Promise<PostgresDatabase> {
  bindTables('postgres');
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client's error (the server went away) must not take the process down.
  pool.on('error', () => {});
  const handle = drizzle(pool, { schema });
  const migrated = await migratePostgres(pool, PG_MIGRATIONS);
  // One definition, two dialects: the repositories are typed once (docs/decisions.md).
  const read = handle as unknown as Db;
  const open = new AsyncLocalStorage<Tx>();
  const underway = new Set<Promise<unknown>>();

  async function attempt<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let run = 1; ; run++) {
      try {
        return await handle.transaction(
          async (pgTx) => {
            const tx = pgTx as unknown as Tx;
            // Drizzle runs the transaction on a pooled client of its session: the prepared
            // statements (built once, on `read`) run there too, inside the transaction.
            runsStatementsOf(
              tx,
              read,
              (pgTx as unknown as { session: { client: pg.PoolClient } }).session.client,
            );
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
      void running.catch(() => {}).finally(() => underway.delete(running));
      return running;
    },
    async tryExclusive(tx, name) {
      const result = await (tx as unknown as NodePgDatabase).execute<{ taken: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${`tonic:${name}`})) as taken`,
      );
      return result.rows[0]?.taken === true;
    },
    async lockRow(tx, table, id) {
      await (tx as unknown as NodePgDatabase).execute(
        sql`select 1 from ${sql.identifier(table)} where "Id" = ${id} for update`,
      );
    },
    // A commit is visible only once its log is flushed (synchronous_commit = on).
    durableEventId: () => NO_EVENT_HORIZON,
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
      if (!pool.ended) await pool.end();
    },
  };
}
