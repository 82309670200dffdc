// The PostgreSQL pass's two clusters (scripts/pgTestClusters.ts): in-process test servers get
// their databases on the one without flushes to disk, node processes, which tests kill -9, on
// the one with PostgreSQL's own durability settings.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type NodeProcess, startNodeProcess, startServer, type TestServer } from './harness';
import { PROCESS_BOOT_MS } from './processBoot';

let server: TestServer;
let node: NodeProcess;
beforeAll(async () => {
  [server, node] = await Promise.all([
    startServer({ TONIC_SEED: 'none' }),
    startNodeProcess({ TONIC_SEED: 'none' }),
  ]);
}, PROCESS_BOOT_MS);
afterAll(async () => {
  await node?.close();
  await server?.close();
});

const SETTINGS = `select name, setting from pg_settings
  where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name`;

it('gives an in-process server a database on the cluster without flushes', async () => {
  expect(await server.sql(SETTINGS)).toEqual([
    { name: 'fsync', setting: 'off' },
    { name: 'full_page_writes', setting: 'off' },
    { name: 'synchronous_commit', setting: 'off' },
  ]);
});

it('gives a node process, which a test may kill, a database on the durable cluster', async () => {
  expect(await node.sql(SETTINGS)).toEqual([
    { name: 'fsync', setting: 'on' },
    { name: 'full_page_writes', setting: 'on' },
    { name: 'synchronous_commit', setting: 'on' },
  ]);
  expect(new URL(node.databaseUrl!).port).not.toBe(new URL(server.databaseUrl!).port);
});
