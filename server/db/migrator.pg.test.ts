// One migrator at a time on PostgreSQL: nodes starting together on an empty database all come up
// (no "duplicate key" from two of them creating the same table), one of them applies each
// migration, and the table records each once.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase, type NodeProcess, startNodeProcess, until } from '../test/harness';
import { PROCESS_BOOT_MS } from '../test/processBoot';
import { PG_MIGRATIONS } from './migrationsDir';
import { migratePostgres, readMigrations } from './migrator';

const TAGS = readMigrations(PG_MIGRATIONS).map((migration) => migration.tag);

let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes.slice(0, -1)) await node.close({ keepData: true });
  await nodes.at(-1)?.close();
  nodes = [];
});

async function recorded(url: string): Promise<string[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const rows = await client.query<{ tag: string }>(
      'select tag from drizzle."__drizzle_migrations" order by created_at',
    );
    return rows.rows.map((row) => row.tag);
  } finally {
    await client.end();
  }
}

describe('migrating PostgreSQL', { timeout: PROCESS_BOOT_MS }, () => {
  it('four migrators at once on an empty database: one applies everything, the others wait and find nothing', async () => {
    const place = await emptyDatabase();
    const pools = Array.from(
      { length: 4 },
      () => new pg.Pool({ connectionString: place.databaseUrl, max: 1 }),
    );
    try {
      const results = await Promise.all(pools.map((pool) => migratePostgres(pool, PG_MIGRATIONS)));
      expect(results.filter((tags) => tags.length > 0)).toEqual([TAGS]);
      expect(await recorded(place.databaseUrl!)).toEqual(TAGS);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      // A node on the same place removes the database with it.
      nodes.push(await startNodeProcess({}, place));
    }
  });

  it('two nodes starting at once on an empty database both come up', async () => {
    const place = await emptyDatabase();
    const started = await Promise.all(
      [0, 1].map(() => startNodeProcess({ TONIC_LOG_LEVEL: 'info' }, place, { captureLogs: true })),
    );
    nodes.push(...started);
    for (const node of started) expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
    // The log's start-up line comes after the migrations: once read, their lines are too.
    for (const node of started)
      await until(() =>
        node.logs().some((line) => (JSON.parse(line) as { msg: string }).msg.includes(') started: ')),
      );
    const applied = started.flatMap((node) =>
      node
        .logs()
        .map((line) => JSON.parse(line) as { migration?: string })
        .flatMap((line) => (line.migration ? [line.migration] : [])),
    );
    expect(applied).toEqual(TAGS);
    expect(await recorded(place.databaseUrl!)).toEqual(TAGS);
  });
});
