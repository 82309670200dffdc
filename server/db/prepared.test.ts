// Prepared statements on the configured engine (SQLite here, PostgreSQL in the PostgreSQL pass):
// built once and kept, and inside a transaction run on the transaction's own connection, so they
// see its uncommitted writes and a rollback leaves nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './database';
import { openPostgres } from './postgres';
import { preparedOn } from './prepared';
import { openSqlite } from './sqlite';
import { settings } from './tables';

const PG_ADMIN_URL = process.env.TONIC_TEST_PG_URL;
const pgName = `tonic_prepared_${randomBytes(4).toString('hex')}`;
let dir: string;
let database: Database;

async function onPgAdmin(statement: string): Promise<void> {
  const client = new pg.Client(PG_ADMIN_URL);
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

beforeAll(async () => {
  if (PG_ADMIN_URL) {
    await onPgAdmin(`create database "${pgName}"`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${pgName}`;
    database = await openPostgres(url.toString(), { poolSize: 4 });
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-prepared-'));
    database = openSqlite(path.join(dir, 'tonic.db'), 5000);
  }
});

afterAll(async () => {
  await database.close();
  if (PG_ADMIN_URL) await onPgAdmin(`drop database "${pgName}" with (force)`);
  else fs.rmSync(dir, { recursive: true, force: true });
});

let builds = 0;
const settingValueOf = preparedOn((db: Db) => {
  builds += 1;
  return db
    .select({ Value: settings.Value })
    .from(settings)
    .where(eq(settings.Key, sql.placeholder('key')))
    .prepare();
});

const read = async (db: Db, key: string) => (await settingValueOf(db).execute({ key }))[0]?.Value;
const write = (db: Db, Key: string) =>
  db.insert(settings).values({ Key, Value: '"v"', ModificationDate: 'now' });

class Undo extends Error {
  override readonly name = 'Undo';
}

describe(`prepared statements (${PG_ADMIN_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('are built once per connection handle, not once per transaction', async () => {
    await read(database.read, 'none');
    for (let i = 0; i < 5; i++) await database.transaction((tx) => read(tx, 'none'));
    // Several transactions at once: on PostgreSQL, on several pooled connections.
    await Promise.all(Array.from({ length: 6 }, () => database.transaction((tx) => read(tx, 'none'))));
    // PostgreSQL builds on the reader and runs it on each transaction's connection; SQLite has
    // two connections (reader, writer), each with its one handle.
    expect(builds).toBe(database.engine === 'postgres' ? 1 : 2);
  });

  it('inside a transaction, run on its connection: see its uncommitted write', async () => {
    const seen = await database.transaction(async (tx) => {
      await write(tx, 'prepared-committed');
      return {
        inside: await read(tx, 'prepared-committed'),
        outside: await read(database.read, 'prepared-committed'),
      };
    });
    expect(seen).toEqual({ inside: '"v"', outside: undefined });
    expect(await read(database.read, 'prepared-committed')).toBe('"v"');
  });

  it('a rollback leaves nothing the statement can find', async () => {
    let inside: string | undefined;
    await expect(
      database.transaction(async (tx) => {
        await write(tx, 'prepared-undone');
        inside = await read(tx, 'prepared-undone');
        throw new Undo();
      }),
    ).rejects.toMatchObject({ name: 'Undo' });
    expect(inside).toBe('"v"');
    expect(await read(database.read, 'prepared-undone')).toBeUndefined();
    expect(await database.transaction((tx) => read(tx, 'prepared-undone'))).toBeUndefined();
  });
});
