// Vitest global setup of the PostgreSQL pass: one throwaway cluster for the run, and a throwaway
// Redis server when one is installed (the two-node suite runs on each cluster adapter). Test
// servers find them through TONIC_TEST_PG_URL and TONIC_TEST_REDIS_URL (server/test/harness.ts).
import { type PgCluster, startPgCluster } from './pgCluster';
import { findRedisServer, type RedisServer, startRedisServer } from './redisServer';

let cluster: PgCluster | null = null;
let redis: RedisServer | null = null;

export async function setup(): Promise<void> {
  cluster = await startPgCluster();
  process.env.TONIC_TEST_PG_URL = cluster.url;
  if (findRedisServer()) {
    redis = await startRedisServer();
    process.env.TONIC_TEST_REDIS_URL = redis.url;
  }
}

export async function teardown(): Promise<void> {
  await redis?.stop();
  await cluster?.stop();
}
