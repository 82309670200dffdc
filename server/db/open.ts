// Opens the configured engine: PostgreSQL when TONIC_DATABASE_URL is set, else the embedded
// SQLite file in the data folder.
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { messageOf } from '../../shared/thrown';
import { type AppConfig, ConfigError, unreachable } from '../config';
import { type Database, type Db, NO_EVENT_HORIZON } from './database';
import { repositoryHandle } from './engineHandles';
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from './migrationsDir';
import { migratePostgres, migrateSqlite } from './migrator';
import { createPgEventHorizon } from './pgEventHorizon';
import { openPostgres } from './postgres';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema.pg';
import { openSqlite } from './sqlite';
import { BetterSqlite } from './sqliteDriver';
import { bindTables } from './tables';

/** Errors that say the server cannot be reached or will not let us in: the URL is wrong. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '28P01',
  '28000',
  '3D000',
]);
/** Errors that say the data folder cannot hold the database. */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'SQLITE_CANTOPEN', 'SQLITE_READONLY']);

/** The error that says what went wrong: drizzle wraps the driver's in `cause`. */
function rootOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const { code, cause } = (current ?? {}) as { code?: unknown; cause?: unknown };
    if (code !== undefined || cause === undefined) return current;
    current = cause;
  }
  return current;
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code);

/** A database or data folder the operator has to fix, as a ConfigError naming the variable. */
function asConfigError(config: AppConfig, error: unknown): unknown {
  const root = rootOf(error);
  const code = codeOf(root);
  if (config.databaseUrl && UNREACHABLE.has(code))
    return unreachable('TONIC_DATABASE_URL', config.databaseUrl, root);
  if (!config.databaseUrl && UNWRITABLE.has(code))
    return new ConfigError(
      `TONIC_DATA_DIR: cannot keep the database in ${config.dataDir}: ${messageOf(root)}`,
    );
  return error;
}

/**
 * Opens the engine and applies pending migrations. A database that cannot be reached, or a data
 * folder that cannot be written, is a ConfigError naming the variable.
 */
export async function openDatabase(config: AppConfig): Promise<Database> {
  try {
    if (config.databaseUrl)
      return await openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize });
    return openSqlite(path.join(config.dataDir, 'tonic.db'), config.busyTimeoutMs);
  } catch (error) {
    throw asConfigError(config, error);
  }
}

/**
 * Applies the pending migrations and closes (`npm run migrate`): one connection, no writer queue
 * or checkpointer. Answers the tags applied.
 */
export async function migrateDatabase(config: AppConfig): Promise<string[]> {
  try {
    if (config.databaseUrl) {
      const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
      pool.on('error', () => {});
      try {
        return await migratePostgres(pool, PG_MIGRATIONS);
      } finally {
        await pool.end();
      }
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    const connection = new BetterSqlite(path.join(config.dataDir, 'tonic.db'), {
      timeout: config.busyTimeoutMs,
    });
    try {
      // As the server's writer runs them (server/db/sqlite.ts).
      connection.pragma('journal_mode = WAL');
      connection.pragma('synchronous = FULL');
      connection.pragma('foreign_keys = ON');
      return migrateSqlite(connection, SQLITE_MIGRATIONS);
    } finally {
      connection.close();
    }
  } catch (error) {
    throw asConfigError(config, error);
  }
}

/**
 * Read-only access for operator tools beside a running server: no migrations, no writes. The
 * event horizon is PostgreSQL's (ids may commit in any order there); on SQLite every committed
 * event is in, as the server's writer commits them in order.
 */
export function openReadOnly(config: AppConfig): {
  read: Db;
  eventHorizon(): Promise<number>;
  close(): Promise<void>;
} {
  if (config.databaseUrl) {
    bindTables('postgres');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    pool.on('error', () => {});
    const horizon = createPgEventHorizon(config.databaseUrl);
    return {
      read: repositoryHandle(pgDrizzle(pool, { schema: pgSchema })),
      eventHorizon: () => horizon.current(),
      close: async () => {
        await horizon.close();
        await pool.end();
      },
    };
  }
  bindTables('sqlite');
  const file = path.join(config.dataDir, 'tonic.db');
  const connection = new BetterSqlite(file, { readonly: true, fileMustExist: true });
  return {
    read: sqliteDrizzle(connection, { schema: sqliteSchema }),
    eventHorizon: async () => NO_EVENT_HORIZON,
    close: async () => {
      connection.close();
    },
  };
}
