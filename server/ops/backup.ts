// Backups of a whole school (`npm run backup`, `npm run restore`): the database, taken while the
// servers run (SQLite's online backup API; pg_dump on PostgreSQL, in one snapshot with the
// manifest's figures), then the uploaded files and the mail folder, and a manifest naming the
// schema's newest migration and the event log's head. A restore goes into an empty data folder or
// database (or, with force, replaces what is there) with the servers stopped, and refuses a backup
// from a newer schema than this version knows.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config';
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from '../db/migrationsDir';
import { readMigrations } from '../db/migrator';
import { BetterSqlite } from '../db/sqliteDriver';
import { EVENT_LOG_ID_KEY } from '../events/eventLog.repo';

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'tonic.db';
const PG_DUMP_FILE = 'tonic.dump';
/** The data folder's parts a backup holds beside the database. */
const FOLDERS = ['files', 'mail'] as const;

export interface Manifest {
  format: 1;
  engine: 'sqlite' | 'postgres';
  /** When the database's snapshot was taken (ISO, UTC). */
  takenAt: string;
  /** The newest migration applied to the backed-up database. */
  migration: string | null;
  /** The newest event id in its log (0 when empty): clients past it resync after a restore. */
  eventLogHead: number;
}

/** Something the operator has to fix; its message says what. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const engineOf = (config: AppConfig): Manifest['engine'] => (config.databaseUrl ? 'postgres' : 'sqlite');

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

function copyFolder(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
  return fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

/** Runs a PostgreSQL client tool; rejects with its standard error when it fails. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (the server's version or newer)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    // 'close': after the exit, once its standard error has all been read.
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The newest applied migration and the event log's head, as one connection sees them. */
const FIGURES_SQL = {
  migration: 'select tag from "__drizzle_migrations" order by created_at desc limit 1',
  head: 'select coalesce(max(id), 0) as head from events',
};

async function backupSqlite(config: AppConfig, toDir: string): Promise<Omit<Manifest, 'format' | 'engine'>> {
  const source = path.join(config.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source))
    throw new BackupError(`There is no database to back up: ${source} does not exist.`);
  const target = path.join(toDir, SQLITE_FILE);
  const live = new BetterSqlite(source, {
    readonly: true,
    fileMustExist: true,
    timeout: config.busyTimeoutMs,
  });
  const takenAt = new Date().toISOString();
  try {
    // A write by the server between two steps restarts the copy (so it ends consistent): after the
    // first step the rest goes in one, a read in one WAL snapshot that the writers do not wait
    // for, so a busy server cannot keep restarting it.
    await live.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    live.close();
  }
  // The figures come from the copy itself, so they describe exactly what was saved.
  const copy = new BetterSqlite(target, { readonly: true, fileMustExist: true });
  try {
    const migration = copy.prepare(FIGURES_SQL.migration).get() as { tag: string | null } | undefined;
    const head = copy.prepare(FIGURES_SQL.head).get() as { head: number };
    return { takenAt, migration: migration?.tag ?? null, eventLogHead: Number(head.head) };
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, toDir: string): Promise<Omit<Manifest, 'format' | 'engine'>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    // pg_dump joins this transaction's snapshot, so the figures and the dump are the same moment.
    await client.query('begin isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const takenAt = new Date().toISOString();
    const migration = await client.query<{ tag: string | null }>(
      FIGURES_SQL.migration.replace('"__drizzle_migrations"', 'drizzle."__drizzle_migrations"'),
    );
    const head = await client.query<{ head: string | number }>(FIGURES_SQL.head);
    await runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-acl',
      `--file=${path.join(toDir, PG_DUMP_FILE)}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { takenAt, migration: migration.rows[0]?.tag ?? null, eventLogHead: Number(head.rows[0]!.head) };
  } finally {
    await client.end();
  }
}

export interface BackupResult {
  manifest: Manifest;
  files: number;
  mails: number;
}

/** Backs up the configured school into `toDir`, which must be empty or not exist yet. */
export async function backup(config: AppConfig, toDir: string): Promise<BackupResult> {
  const dir = path.resolve(toDir);
  if (!isEmptyDir(dir)) throw new BackupError(`${dir} is not empty: back up into a new or empty folder.`);
  fs.mkdirSync(dir, { recursive: true });
  const engine = engineOf(config);
  const figures = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, dir)
    : await backupSqlite(config, dir);
  // After the database: a file its rows name was written before the row, so it is in the folder.
  const files = copyFolder(path.join(config.dataDir, 'files'), path.join(dir, 'files'));
  const mails = copyFolder(path.join(config.dataDir, 'mail'), path.join(dir, 'mail'));
  const manifest: Manifest = { format: 1, engine, ...figures };
  // Written last: a folder without a manifest is an unfinished backup, and restore refuses it.
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, files, mails };
}

export function readManifest(fromDir: string): Manifest {
  const file = path.join(path.resolve(fromDir), MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(
      `${file} does not exist: this is not a finished backup (npm run backup writes it last).`,
    );
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1 || (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres'))
    throw new BackupError(`${file} is not a manifest this version reads.`);
  return manifest;
}

/** Refuses a backup whose schema holds a migration this version does not know. */
function checkSchema(manifest: Manifest): void {
  if (manifest.migration === null) return;
  const known = readMigrations(manifest.engine === 'postgres' ? PG_MIGRATIONS : SQLITE_MIGRATIONS);
  if (!known.some((migration) => migration.tag === manifest.migration))
    throw new BackupError(
      `The backup's schema is newer than this version of Tonic: it has migration ${manifest.migration}, ` +
        `and the newest this version knows is ${known.at(-1)?.tag ?? '(none)'}. Restore it with that version or a newer one.`,
    );
}

/** Whether the PostgreSQL database holds any table of ours (or drizzle's). */
async function pgHasTables(client: pg.Client): Promise<boolean> {
  const found = await client.query(
    `select 1 from information_schema.tables where table_schema in ('public', 'drizzle') limit 1`,
  );
  return (found.rowCount ?? 0) > 0;
}

async function restorePostgres(url: string, fromDir: string, force: boolean): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    if (await pgHasTables(client)) {
      if (!force)
        throw new BackupError(
          'The database named by TONIC_DATABASE_URL is not empty: restore into an empty database, or add --force to replace what it holds.',
        );
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
  await runTool('pg_restore', [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    path.join(fromDir, PG_DUMP_FILE),
  ]);
  const renew = new pg.Client(url);
  await renew.connect();
  try {
    await renew.query(RENEW_LOG_ID, renewLogIdArgs());
  } finally {
    await renew.end();
  }
}

/**
 * A restored log gets a new identity: clients whose cursor ran on the log before the restore are
 * told to resync, also when the restored log has since grown past their cursor.
 */
const RENEW_LOG_ID = `insert into settings ("Key", "Value", "ModificationDate") values ($1, $2, $3)
  on conflict ("Key") do update set "Value" = excluded."Value", "ModificationDate" = excluded."ModificationDate"`;

function renewLogIdArgs(): [string, string, string] {
  return [EVENT_LOG_ID_KEY, JSON.stringify(randomUUID()), new Date().toISOString()];
}

function restoreSqlite(dataDir: string, fromDir: string): void {
  const target = path.join(dataDir, SQLITE_FILE);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  // A copy under another name first: a restore cut short never leaves half a database in place.
  const partial = `${target}.restoring`;
  fs.copyFileSync(path.join(fromDir, SQLITE_FILE), partial);
  const copy = new BetterSqlite(partial);
  try {
    copy.prepare(RENEW_LOG_ID.replace(/\$\d/g, '?')).run(...renewLogIdArgs());
    // Back to one file before it takes the database's name.
    copy.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    copy.close();
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${partial}${suffix}`, { force: true });
  fs.renameSync(partial, target);
}

export interface RestoreResult {
  manifest: Manifest;
  files: number;
  mails: number;
}

/**
 * Restores a backup into the configured data folder and database, with every server stopped.
 * Refuses a backup of the other engine, from a newer schema, or a target that holds data (a
 * database, files or mail) unless `force`, which replaces it.
 */
export async function restore(
  config: AppConfig,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const dir = path.resolve(fromDir);
  const manifest = readManifest(dir);
  const engine = engineOf(config);
  if (manifest.engine !== engine)
    throw new BackupError(
      manifest.engine === 'postgres'
        ? 'This is a backup of a PostgreSQL database: set TONIC_DATABASE_URL to the database to restore it into.'
        : 'This is a backup of a SQLite database: unset TONIC_DATABASE_URL to restore it into TONIC_DATA_DIR.',
    );
  checkSchema(manifest);
  const force = options.force === true;
  const dataDir = config.dataDir;
  const occupied = [
    ...(engine === 'sqlite' && fs.existsSync(path.join(dataDir, SQLITE_FILE)) ? [SQLITE_FILE] : []),
    ...FOLDERS.filter((folder) => !isEmptyDir(path.join(dataDir, folder))),
  ];
  if (occupied.length > 0 && !force)
    throw new BackupError(
      `${dataDir} already holds ${occupied.join(', ')}: restore into an empty data folder, or add --force to replace them.`,
    );
  // The database first: it is the part most likely to be refused (pg_restore, a full disk).
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, dir, force);
  fs.mkdirSync(dataDir, { recursive: true });
  if (engine === 'sqlite') restoreSqlite(dataDir, dir);
  const counts = FOLDERS.map((folder) => {
    fs.rmSync(path.join(dataDir, folder), { recursive: true, force: true });
    return copyFolder(path.join(dir, folder), path.join(dataDir, folder));
  });
  return { manifest, files: counts[0]!, mails: counts[1]! };
}
