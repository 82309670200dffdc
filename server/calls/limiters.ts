// Where rate limits are counted: in this process for the embedded engine, in PostgreSQL when
// several nodes share it (a limit then holds across the cluster, not per node). If the store
// fails, the process's own count stands in, so a database hiccup never opens the gates.
import pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { MIGRATION_LOCK } from '../db/migrator';
import { tapPool } from '../db/statementTap';

/** A limiter for one named rule: `points` per `windowSec`, per key. */
export type LimiterFactory = (name: string, points: number, windowSec: number) => RateLimiterAbstract;

export interface Limiters {
  create: LimiterFactory;
  close(): Promise<void>;
}

const TABLE = 'rate_limits';

export function memoryLimiters(): Limiters {
  return {
    create: (name, points, windowSec) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: windowSec }),
    close: async () => {},
  };
}

export async function postgresLimiters(url: string, onError: (error: unknown) => void): Promise<Limiters> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', onError);
  tapPool(pool, 'limits');
  // The library's own table, made once here rather than raced for by every limiter. `if not
  // exists` alone is not safe against another node starting at the same moment (both insert the
  // table's type): under the migrators' lock, as the socket adapter's table.
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
    await client.query(
      `create table if not exists ${TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  let first = true;
  return {
    create(name, points, windowSec) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        // One limiter sweeps expired keys for all.
        clearExpiredByTimeout: first,
        keyPrefix: name,
        points,
        duration: windowSec,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: windowSec }),
      });
      first = false;
      return limiter;
    },
    close: () => pool.end(),
  };
}
