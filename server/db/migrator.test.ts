// Migrations (docs/operations.md "Upgrading"): a node logs each one it applies, and carries on
// from a database drizzle's own migrator made (as every one before this migrator); `npm run migrate`
// (the bundled command) applies them on its own and then finds nothing to do; a database holding
// a migration this version does not know is refused, by the node and by the command, with a
// message naming that migration and the newest one this version knows. Runs on both engines.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { drizzle as liteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateLite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, type NodeProcess, startNodeProcess, type TestNode, until } from '../test/harness';
import { installedEntry, runInstall, type TestInstall } from '../test/install';
import { PROCESS_BOOT_MS } from '../test/processBoot';
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from './migrationsDir';
import { readMigrations } from './migrator';
import { BetterSqlite } from './sqliteDriver';

type Place = Pick<TestNode, 'dataDir' | 'databaseUrl'>;

const tagsOf = (place: Place) =>
  readMigrations(place.databaseUrl ? PG_MIGRATIONS : SQLITE_MIGRATIONS).map((migration) => migration.tag);

let install: TestInstall;
beforeAll(async () => {
  install = await runInstall();
}, PROCESS_BOOT_MS);
afterAll(() => install?.remove());

let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes.slice(0, -1)) await node.close({ keepData: true });
  await nodes.at(-1)?.close();
  nodes = [];
});

const applied = (node: NodeProcess) =>
  node
    .logs()
    .map((line) => JSON.parse(line) as { msg: string; migration?: string })
    .filter((line) => line.migration !== undefined)
    .map((line) => line.migration);

/**
 * A node started on `place` with its log captured, once the log has its start-up line: the lines
 * before it (the migrations applied) are then all read, though the pipe can trail the health check.
 */
async function loggedNode(place: Place): Promise<NodeProcess> {
  const node = await startNodeProcess({ TONIC_LOG_LEVEL: 'info' }, place, { captureLogs: true });
  nodes.push(node);
  await until(() =>
    node.logs().some((line) => (JSON.parse(line) as { msg: string }).msg.includes(') started: ')),
  );
  return node;
}

/** Runs a bundled command of the test install (`npm run <name>`) on a database; waits for its end. */
function npmRun(
  name: string,
  place: Place,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: install.root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        TONIC_DATA_DIR: place.dataDir,
        ...(place.databaseUrl && { TONIC_DATABASE_URL: place.databaseUrl }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the server (the run's bundle) on a database it should refuse; waits for its end. */
function refusedStart(place: Place): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const main = installedEntry('main');
    const child = spawn(main.command, main.args, {
      cwd: main.cwd,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        TONIC_SEED: 'none',
        TONIC_DATA_DIR: place.dataDir,
        ...(place.databaseUrl && { TONIC_DATABASE_URL: place.databaseUrl }),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Records a migration the way a newer version would have: newer than every one known here. */
async function recordNewerMigration(place: Place, tag: string): Promise<void> {
  const newest = readMigrations(place.databaseUrl ? PG_MIGRATIONS : SQLITE_MIGRATIONS).at(-1)!;
  const row = ['0'.repeat(64), newest.when + 86_400_000, tag];
  if (place.databaseUrl) {
    const client = new pg.Client(place.databaseUrl);
    await client.connect();
    try {
      await client.query(
        'insert into drizzle."__drizzle_migrations" (hash, created_at, tag) values ($1, $2, $3)',
        row,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const file = new BetterSqlite(path.join(place.dataDir, 'tonic.db'));
  try {
    file.prepare('insert into "__drizzle_migrations" (hash, created_at, tag) values (?, ?, ?)').run(...row);
  } finally {
    file.close();
  }
}

describe('migrations', { timeout: PROCESS_BOOT_MS }, () => {
  it('a node logs each migration it applies, and applies none on its next start', async () => {
    const place = await emptyDatabase();
    const first = await loggedNode(place);
    expect(applied(first)).toEqual(tagsOf(place));
    await first.close({ keepData: true });
    const again = await loggedNode(place);
    expect(applied(again)).toEqual([]);
  });

  it('a database migrated by drizzle’s own migrator carries on: nothing applied again, each row gets its tag', async () => {
    const place = await emptyDatabase();
    if (place.databaseUrl) {
      const pool = new pg.Pool({ connectionString: place.databaseUrl, max: 1 });
      await migratePg(pgDrizzle(pool), { migrationsFolder: PG_MIGRATIONS });
      await pool.end();
    } else {
      const file = new BetterSqlite(path.join(place.dataDir, 'tonic.db'));
      migrateLite(liteDrizzle(file), { migrationsFolder: SQLITE_MIGRATIONS });
      file.close();
    }
    const node = await loggedNode(place);
    expect(applied(node)).toEqual([]);
    const table = place.databaseUrl ? 'drizzle."__drizzle_migrations"' : '"__drizzle_migrations"';
    const rows = await node.sql<{ tag: string }>(`select tag from ${table} order by created_at`);
    expect(rows.map((row) => row.tag)).toEqual(tagsOf(place));
  });

  it('npm run migrate applies them on its own, then finds nothing to do; a node starts without applying any', async () => {
    const place = await emptyDatabase();
    const tags = tagsOf(place);
    const run = await npmRun('migrate', place);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('applied '))).toEqual(
      tags.map((tag) => `applied ${tag}`),
    );
    expect(run.stdout).toContain(`database is at ${tags.at(-1)}: ${tags.length} migrations applied.`);
    const again = await npmRun('migrate', place);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`database is up to date: ${tags.at(-1)}.`);
    const node = await loggedNode(place);
    expect(applied(node)).toEqual([]);
  });

  it('a database with a migration this version does not know is refused, naming it and the newest known', async () => {
    const place = await emptyDatabase();
    const node = await startNodeProcess({}, place);
    nodes.push(node);
    await node.close({ keepData: true });
    await recordNewerMigration(place, '0099_from_a_newer_version');
    const newest = tagsOf(place).at(-1)!;

    const start = await refusedStart(place);
    expect(start.code).toBe(1);
    expect(start.stderr).toContain("The database's schema is newer than this version of Tonic");
    expect(start.stderr).toContain('migration 0099_from_a_newer_version');
    expect(start.stderr).toContain(`the newest this version knows is ${newest}`);
    expect(start.stderr).not.toMatch(/^\s+at /m);

    const migrate = await npmRun('migrate', place);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain('migration 0099_from_a_newer_version');
    expect(migrate.stderr).toContain(`the newest this version knows is ${newest}`);
  });
});
