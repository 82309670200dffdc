// Opens the configured engine: PostgreSQL when TONIC_DATABASE_URL is set, else the embedded
// SQLite file in the data folder.
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database, Db } from './database';
import { openPostgres } from './postgres';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema.pg';
import { openSqlite } from './sqlite';
import { bindTables } from './tables';

export function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize });
  return Promise.resolve(openSqlite(path.join(config.dataDir, 'tonic.db'), config.busyTimeoutMs));
}

/** Read-only access for operator tools beside a running server: no migrations, no writes. */
export function openReadOnly(config: AppConfig): { read: Db; close(): Promise<void> } {
  if (config.databaseUrl) {
    bindTables('postgres');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    pool.on('error', () => {});
    return {
      // One definition, two dialects: the repositories are typed once (docs/decisions.md).
      read: pgDrizzle(pool, { schema: pgSchema }) as unknown as Db,
      close: () => pool.end(),
    };
  }
  bindTables('sqlite');
  const file = path.join(config.dataDir, 'tonic.db');
  const connection = new BetterSqlite(file, { readonly: true, fileMustExist: true });
  return {
    read: sqliteDrizzle(connection, { schema: sqliteSchema }),
    close: async () => {
      connection.close();
    },
  };
}
