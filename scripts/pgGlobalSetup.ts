// Vitest global setup of the PostgreSQL pass: one throwaway cluster for the run. Test servers
// find it through TONIC_TEST_PG_URL (server/test/harness.ts).
import { type PgCluster, startPgCluster } from './pgCluster';

let cluster: PgCluster | null = null;

export async function setup(): Promise<void> {
  cluster = await startPgCluster();
  process.env.TONIC_TEST_PG_URL = cluster.url;
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
