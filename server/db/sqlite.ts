// SQLite, the embedded engine: a writer connection whose async transactions take turns
// (BEGIN IMMEDIATE, one at a time, in arrival order) and a reader connection that sees only
// committed rows (WAL). Durability per docs/reliability.md 20: synchronous=FULL on the writer.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Database, Db, Tx } from './database';
import { BusyError, isEngineBusy } from './engineErrors';
import { SQLITE_MIGRATIONS } from './migrationsDir';
import * as schema from './schema';
import { bindTables } from './tables';
import { createWriterQueue } from './writerQueue';

export interface SqliteDatabase extends Database {
  /** The writer connection, for the backup API and integrity checks. */
  readonly sqlite: BetterSqlite.Database;
}

function connect(file: string, busyTimeoutMs: number): BetterSqlite.Database {
  const connection = new BetterSqlite(file, { timeout: busyTimeoutMs });
  connection.pragma('journal_mode = WAL');
  // FULL for the whole database: messages, money and redemptions must survive a power cut.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return connection;
}

export function openSqlite(file: string, busyTimeoutMs: number): SqliteDatabase {
  bindTables('sqlite');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = connect(file, busyTimeoutMs);
  const writerDb = drizzle(writer, { schema });
  migrate(writerDb, { migrationsFolder: SQLITE_MIGRATIONS });
  const reader = connect(file, busyTimeoutMs);
  reader.pragma('query_only = ON');
  const read: Db = drizzle(reader, { schema });
  // The writer's handle is the transaction's: it is only handed out inside one.
  const tx = writerDb as unknown as Tx;
  const queue = createWriterQueue(busyTimeoutMs);
  const open = new AsyncLocalStorage<Tx>();

  function begin(): void {
    try {
      writer.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (isEngineBusy(error)) throw new BusyError();
      throw error;
    }
  }

  async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    begin();
    let result: T;
    try {
      result = await open.run(tx, () => fn(tx));
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      if (isEngineBusy(error)) throw new BusyError();
      throw error;
    }
    try {
      writer.exec('COMMIT');
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      if (isEngineBusy(error)) throw new BusyError();
      throw error;
    }
    return result;
  }

  return {
    engine: 'sqlite',
    read,
    sqlite: writer,
    transaction(fn) {
      const current = open.getStore();
      if (current) return fn(current);
      return queue.run(() => inTransaction(fn));
    },
    // One writer at a time already commits event ids in order.
    async orderEventAppends() {},
    // One process, one writer at a time: the transaction already holds everything.
    async tryExclusive() {
      return true;
    },
    async lockRow() {},
    async ping() {
      if (!writer.open) throw new Error('the writer connection is closed');
      reader.prepare('select 1').get();
    },
    async close() {
      await queue.drained();
      if (reader.open) reader.close();
      if (writer.open) writer.close();
    },
  };
}
