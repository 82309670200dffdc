// Vitest global setup of the PostgreSQL pass (vitest.pg.config.ts): the clusters and Redis server
// of scripts/pgTestClusters.ts, which test servers find through the environment.
import { startTestClusters, type TestClusters } from './pgTestClusters';

let started: TestClusters | null = null;

export async function setup(): Promise<void> {
  started = await startTestClusters();
  Object.assign(process.env, started.env);
}

export async function teardown(): Promise<void> {
  await started?.stop();
}
