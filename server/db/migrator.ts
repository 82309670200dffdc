// Applies each engine's migrations (drizzle-kit's SQL files and meta/_journal.json), one migrator
// at a time: on PostgreSQL under an advisory lock (nodes starting together, `npm run migrate`
// beside them), on SQLite inside an exclusive transaction. They are recorded in drizzle's own
// table, as drizzle's migrator did (so databases migrated before stay valid), with each one's tag
// besides. A database holding a migration this version does not know was upgraded by a newer
// version: it is refused, since old code on a newer schema may write what the new one forbids.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { messageOf } from '../../shared/thrown';
import type { SqliteConnection } from './sqliteDriver';

export interface Migration {
  tag: string;
  /** drizzle-kit's timestamp of the migration: the order, and what the table records. */
  when: number;
  /** SHA-256 of the file, as drizzle records it. */
  hash: string;
  statements: string[];
}

/** The migrations of one engine's folder, in order. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
    };
  });
}

/** A row of the migrations table. */
interface Applied {
  hash: string;
  created_at: string | number;
  tag: string | null;
}

/** The database was migrated by a newer version of Tonic than this one. */
export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
}

function describeApplied(row: Applied): string {
  const at = new Date(Number(row.created_at)).toISOString();
  return row.tag ? `${row.tag} (of ${at})` : `one of ${at} (sha256 ${row.hash.slice(0, 12)})`;
}

/**
 * Which migrations to apply: those newer than the newest recorded (drizzle's rule). Throws
 * SchemaTooNewError when a recorded one is newer than every migration this version has.
 */
function pending(migrations: Migration[], applied: Applied[]): Migration[] {
  const newestKnown = migrations.at(-1);
  const newestApplied = applied.reduce<Applied | null>(
    (newest, row) => (newest && Number(newest.created_at) >= Number(row.created_at) ? newest : row),
    null,
  );
  if (newestApplied && newestKnown && Number(newestApplied.created_at) > newestKnown.when)
    throw new SchemaTooNewError(
      `The database's schema is newer than this version of Tonic: it has migration ${describeApplied(newestApplied)}, ` +
        `and the newest this version knows is ${newestKnown.tag}.\n` +
        '  Run the version that applied it (or a newer one), or restore the backup taken before that upgrade (docs/operations.md).',
    );
  const after = newestApplied ? Number(newestApplied.created_at) : -1;
  return migrations.filter((migration) => migration.when > after);
}

/** The tag of each recorded row this version knows, for rows recorded before tags were. */
function untagged(migrations: Migration[], applied: Applied[]): Migration[] {
  const known = new Map(migrations.map((migration) => [migration.when, migration]));
  return applied
    .filter((row) => row.tag === null && known.has(Number(row.created_at)))
    .map((row) => known.get(Number(row.created_at))!);
}

/**
 * Migrates a SQLite database on the given connection; answers the tags applied. The exclusive
 * transaction makes another migrator (a second process on the file) wait for this one, then find
 * nothing left to do.
 */
export function migrateSqlite(connection: SqliteConnection, folder: string): string[] {
  const migrations = readMigrations(folder);
  connection.exec('BEGIN EXCLUSIVE');
  try {
    connection.exec(
      'CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
    );
    const columns = connection.prepare('PRAGMA table_info("__drizzle_migrations")').all() as {
      name: string;
    }[];
    if (!columns.some((column) => column.name === 'tag'))
      connection.exec('ALTER TABLE "__drizzle_migrations" ADD COLUMN tag text');
    const applied = connection
      .prepare('SELECT hash, created_at, tag FROM "__drizzle_migrations"')
      .all() as Applied[];
    const tagRow = connection.prepare(
      'UPDATE "__drizzle_migrations" SET tag = ? WHERE created_at = ? AND tag IS NULL',
    );
    for (const migration of untagged(migrations, applied)) tagRow.run(migration.tag, migration.when);
    const record = connection.prepare(
      'INSERT INTO "__drizzle_migrations" (hash, created_at, tag) VALUES (?, ?, ?)',
    );
    const toApply = pending(migrations, applied);
    for (const migration of toApply) {
      for (const statement of migration.statements) connection.exec(statement);
      record.run(migration.hash, migration.when, migration.tag);
    }
    connection.exec('COMMIT');
    return toApply.map((migration) => migration.tag);
  } catch (error) {
    if (connection.inTransaction) connection.exec('ROLLBACK');
    throw error;
  }
}

/** Key of the advisory lock every PostgreSQL migrator (and the adapter's and limiters' tables) takes. */
export const MIGRATION_LOCK = 'tonic:migrate';

/**
 * Migrates a PostgreSQL database; answers the tags applied. Nodes starting together take turns on
 * the advisory lock: the first applies, the others find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool, folder: string): Promise<string[]> {
  const migrations = readMigrations(folder);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
      await client.query(
        'CREATE TABLE IF NOT EXISTS drizzle."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
      );
      await client.query('ALTER TABLE drizzle."__drizzle_migrations" ADD COLUMN IF NOT EXISTS tag text');
      const applied = (
        await client.query<Applied>('SELECT hash, created_at, tag FROM drizzle."__drizzle_migrations"')
      ).rows;
      for (const migration of untagged(migrations, applied))
        await client.query(
          'UPDATE drizzle."__drizzle_migrations" SET tag = $1 WHERE created_at = $2 AND tag IS NULL',
          [migration.tag, migration.when],
        );
      const toApply = pending(migrations, applied);
      if (toApply.length > 0) {
        await client.query('BEGIN');
        try {
          for (const migration of toApply) {
            for (const statement of migration.statements) await client.query(statement);
            await client.query(
              'INSERT INTO drizzle."__drizzle_migrations" (hash, created_at, tag) VALUES ($1, $2, $3)',
              [migration.hash, migration.when, migration.tag],
            );
          }
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
      return toApply.map((migration) => migration.tag);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock: it leaves the pool.
    broken = new Error(messageOf(error), { cause: error });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The newest migration this version knows, by tag. */
export function newestKnown(folder: string): string {
  return readMigrations(folder).at(-1)?.tag ?? '(none)';
}
