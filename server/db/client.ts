// Opens the SQLite database with the durability settings of RELIABILITY.md 20 and applies the
// pending migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;

export interface Database_ {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export function openDatabase(file: string, busyTimeoutMs: number): Database_ {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file, { timeout: busyTimeoutMs });
  sqlite.pragma('journal_mode = WAL');
  // FULL for the whole database: messages, money and redemptions must survive a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    sqlite,
    close() {
      if (sqlite.open) sqlite.close();
    },
  };
}
