// The PostgreSQL pass's servers (vitest.pg.config.ts): two throwaway clusters and, when installed,
// a throwaway Redis server. Test servers find them through the environment (server/test/harness.ts):
// - TONIC_TEST_PG_URL, the fast cluster (no flush to disk): every in-process test server.
// - TONIC_TEST_PG_DURABLE_URL, a cluster with PostgreSQL's own durability settings: every node
//   process, the only kind of server a test can kill -9 (server/crash.test.ts, the two-node suite).
// - TONIC_TEST_REDIS_URL: the two-node suite's second cluster adapter.
// Each cluster holds PG_TEMPLATE, a database with every migration applied and no data: a test
// server's database is a copy of it (`create database ... template`), so no server runs the
// migrations again, and each seeds itself at start as on a new database.
import pg from 'pg';
import { openPostgres } from '../server/db/postgres';
import { type PgCluster, startPgCluster } from './pgCluster';
import { findRedisServer, type RedisServer, startRedisServer } from './redisServer';

/** The migrated, empty database each cluster's test databases are copied from. */
export const PG_TEMPLATE = 'tonic_template';

export interface TestClusters {
  /** The variables that point test servers at these servers. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** postgres:// URL of another database of the cluster at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates PG_TEMPLATE once, then closes it to connections for good: a copy is refused while
 * anyone is connected to its template, and nothing but a copy has any business there.
 */
async function makeTemplate(cluster: PgCluster): Promise<void> {
  await onAdmin(cluster.url, `create database ${PG_TEMPLATE}`);
  const database = await openPostgres(databaseUrl(cluster.url, PG_TEMPLATE), { poolSize: 1 });
  await database.close();
  await onAdmin(cluster.url, `alter database ${PG_TEMPLATE} with is_template true allow_connections false`);
}

async function clusterWithTemplate(durable: boolean): Promise<PgCluster> {
  const cluster = await startPgCluster({ durable });
  try {
    await makeTemplate(cluster);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export async function startTestClusters(): Promise<TestClusters> {
  const started = await Promise.allSettled([
    clusterWithTemplate(false),
    clusterWithTemplate(true),
    findRedisServer() ? startRedisServer() : Promise.resolve(null),
  ]);
  const stopAll = async () => {
    for (const result of started) if (result.status === 'fulfilled') await result.value?.stop();
  };
  const [fast, durable, redis] = started;
  if (fast.status === 'rejected' || durable.status === 'rejected' || redis.status === 'rejected') {
    await stopAll();
    const failure = [fast, durable, redis].find((result) => result.status === 'rejected');
    throw (failure as PromiseRejectedResult).reason;
  }
  return {
    env: {
      TONIC_TEST_PG_URL: fast.value.url,
      TONIC_TEST_PG_DURABLE_URL: durable.value.url,
      ...(redis.value && { TONIC_TEST_REDIS_URL: (redis.value as RedisServer).url }),
    },
    stop: stopAll,
  };
}
