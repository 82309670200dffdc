// Checkpoints of the embedded engine run in a worker thread: the writer's COMMITs never copy the
// log into the database file, and the log is still copied as units of work go on.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer';
import { settings } from './schema';
import { openSqlite, type SqliteDatabase } from './sqlite';

let dir: string;
let file: string;
let database: SqliteDatabase;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-ckpt-'));
  file = path.join(dir, 'tonic.db');
  database = openSqlite(file, 5000);
});

afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('copies the log into the database file off the writer, as units of work go on', async () => {
  expect(database.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  const sizeBefore = fs.statSync(file).size;
  const value = 'x'.repeat(2000);
  for (let i = 0; i < 150; i++)
    await database.transaction((tx) =>
      tx.insert(settings).values({ Key: `ckpt-${i}`, Value: JSON.stringify(value), ModificationDate: 'now' }),
    );
  await vi.waitFor(() => expect(database.checkpoints()).toBeGreaterThan(0), { timeout: 20_000 });
  expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 150 * 2000);
  const rows = await database.read.select().from(settings).where(like(settings.Key, 'ckpt-%'));
  expect(rows).toHaveLength(150);
});

it('closes with a checkpoint under way and leaves every unit in the database', async () => {
  for (let i = 0; i < 120; i++)
    await database.transaction((tx) =>
      tx.insert(settings).values({ Key: `ckpt-close-${i}`, Value: '"v"', ModificationDate: 'now' }),
    );
  await database.close();
  database = openSqlite(file, 5000);
  const rows = await database.read.select().from(settings).where(like(settings.Key, 'ckpt-close-%'));
  expect(rows).toHaveLength(120);
});

it('a process with nothing else to do still closes the database to the end', () => {
  // The worker is unreferenced while it idles; closing must hold the process until it is done.
  const script = `
    import { openSqlite } from ${JSON.stringify(path.join(import.meta.dirname, 'sqlite.ts'))};
    const database = openSqlite(${JSON.stringify(path.join(dir, 'alone.db'))}, 5000);
    await database.close();
    console.log('closed');
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(out.trim()).toBe('closed');
});

it('tells when its worker ends before it is closed, so the writer can take checkpoints back', async () => {
  // The worker starts at the first ask, and cannot open a file in a folder that does not
  // exist: it ends at once.
  const lost = await new Promise<boolean>((resolve) => {
    startCheckpointer(path.join(dir, 'missing', 'x.db'), 5000, () => resolve(true)).ask();
  });
  expect(lost).toBe(true);
});
