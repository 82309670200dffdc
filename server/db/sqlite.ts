// SQLite, the embedded engine: a writer connection whose async transactions take turns (one
// at a time, in arrival order, those that overlap sharing one commit) and a reader connection
// that sees only committed rows (WAL). Durability per docs/reliability.md 20: no unit of work is
// answered before its commit is on disk. The disk flush that makes it so (what synchronous=FULL
// does inside COMMIT) runs on a libuv thread instead, so the event loop serves requests while
// the disk works, and commits made meanwhile share the next flush.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { startCheckpointer } from './checkpointer';
import { createCommitBatch, type GroupCommit } from './commitBatch';
import type { Database, Db, Tx } from './database';
import { transactionHandle } from './engineHandles';
import { SQLITE_MIGRATIONS } from './migrationsDir';
import { migrateSqlite } from './migrator';
import * as schema from './schema';
import { BetterSqlite, type SqliteConnection } from './sqliteDriver';
import { bindTables } from './tables';
import { statementWatch } from './userRows';
import { createWalFlusher, type FlushFile, type Member } from './walFlusher';
import { createWriterQueue } from './writerQueue';

export type { GroupCommit } from './commitBatch';
export { FlushFailedError, type FlushFile } from './walFlusher';

export interface SqliteDatabase extends Database {
  /**
   * The writer connection, for the backup API and integrity checks. Writes go through
   * `transaction()` only: a write beside it would land in a batch still waiting for its commit.
   */
  readonly sqlite: SqliteConnection;
  /** COMMITs so far: with group commit, fewer than the units of work when they overlap. */
  commits(): number;
  /** Flushes of the write-ahead log so far: commits made during a flush share the next one. */
  flushes(): number;
  /** Checkpoints the worker thread has finished so far. */
  checkpoints(): number;
  /** The newest event id whose commit is durable: the event horizon on SQLite. */
  durableEventId(): number;
}

const GROUP_COMMIT: GroupCommit = { maxUnits: 32, maxMs: 4 };

/**
 * A checkpoint is asked for after this many units of work, or once the log file has grown this
 * much: about what SQLite's automatic checkpoint (1,000 pages) would do, as a message writes
 * about ten pages.
 */
const CHECKPOINT_EVERY_UNITS = 100;
const CHECKPOINT_EVERY_BYTES = 4 * 1024 * 1024;

function connect(file: string, busyTimeoutMs: number, synchronous: 'FULL' | 'NORMAL'): SqliteConnection {
  const connection = new BetterSqlite(file, { timeout: busyTimeoutMs });
  connection.pragma('journal_mode = WAL');
  connection.pragma(`synchronous = ${synchronous}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return connection;
}

/** Flushes a directory, so that a file just created in it survives a power cut. */
function flushDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function openSqlite(
  file: string,
  busyTimeoutMs: number,
  groupCommit: GroupCommit = GROUP_COMMIT,
  flushFile: FlushFile = fs.fdatasync,
): SqliteDatabase {
  bindTables('sqlite');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // NORMAL: COMMIT writes the log without waiting for the disk (checkpoints still flush); the
  // flush each commit needs is ours, below, off the event loop. Same durability as FULL: no unit
  // is answered before the log holding its commit is flushed.
  const writer = connect(file, busyTimeoutMs, 'NORMAL');
  // The logger records the unit of work's sign-in writes (userRows.ts).
  const writerDb = drizzle(writer, { schema, logger: statementWatch });
  const migrated = migrateSqlite(writer, SQLITE_MIGRATIONS);
  // Checkpoints run in a worker thread (checkpointer.ts), not inside the writer's COMMITs.
  writer.pragma('wal_autocheckpoint = 0');
  // Should the worker end, the writer takes checkpoints back (SQLite's default threshold).
  const checkpointer = startCheckpointer(file, busyTimeoutMs, () => {
    if (writer.open) writer.pragma('wal_autocheckpoint = 1000');
  });
  let unitsSinceCheckpoint = 0;
  let logSizeAtCheckpoint = 0;
  // The log file lives as long as a connection is open (SQLite deletes it after the last one
  // closes), so this descriptor names it until close(). A previous process's unflushed commits
  // are flushed before any of them is read.
  const wal = fs.openSync(`${file}-wal`, fs.constants.O_RDONLY | fs.constants.O_CREAT);
  let walClosed = false;
  fs.fdatasyncSync(wal);
  flushDirectory(path.dirname(file));
  const reader = connect(file, busyTimeoutMs, 'FULL');
  reader.pragma('query_only = ON');
  const newestEvent = writer.prepare('select coalesce(max(id), 0) from events').pluck();
  const read: Db = drizzle(reader, { schema, logger: statementWatch });
  // The writer's handle is the transaction's: it is only handed out inside one.
  const tx = transactionHandle(writerDb);
  const open = new AsyncLocalStorage<Tx>();

  function askForCheckpoint(units: number): void {
    unitsSinceCheckpoint += units;
    const logSize = fs.fstatSync(wal).size;
    if (
      unitsSinceCheckpoint < CHECKPOINT_EVERY_UNITS &&
      logSize - logSizeAtCheckpoint < CHECKPOINT_EVERY_BYTES
    )
      return;
    unitsSinceCheckpoint = 0;
    logSizeAtCheckpoint = logSize;
    checkpointer.ask();
  }

  const flusher = createWalFlusher({
    wal,
    flushFile,
    durableEventId: newestEvent.get() as number,
    afterFlush: askForCheckpoint,
  });
  const queue = createWriterQueue(busyTimeoutMs, () => batch.commitSoon());
  const batch = createCommitBatch({
    writer,
    limits: groupCommit,
    writerIdle: () => queue.idle(),
    broken: flusher.broken,
    committed: (members) => flusher.committed(members, newestEvent.get() as number),
  });

  return {
    engine: 'sqlite',
    migrated,
    read,
    sqlite: writer,
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const current = open.getStore();
      if (current) return fn(current);
      return new Promise((resolve, reject) => {
        const member: Member<T> = {
          value: undefined,
          done: () => resolve(member.value as T),
          fail: reject,
        };
        queue.run(() => batch.run(() => open.run(tx, () => fn(tx)), member)).catch(reject);
      });
    },
    commits: batch.commits,
    flushes: flusher.flushes,
    checkpoints: () => checkpointer.done(),
    durableEventId: flusher.durableEventId,
    eventHorizon: async () => flusher.durableEventId(),
    // One writer: ids commit in order, and a unit is answered only after its flush.
    reservePush: (ids) => ({ push: async (step) => step(ids), drop() {} }),
    // One process, one writer at a time: the transaction already holds everything.
    async tryExclusive() {
      return true;
    },
    async lockRow() {},
    async lockTableWrites() {},
    load: () => ({ engine: 'sqlite', writerQueue: queue.depth() }),
    async ping() {
      if (!writer.open) throw new Error('the writer connection is closed');
      const failedFlush = flusher.broken();
      if (failedFlush) throw failedFlush;
      reader.prepare('select 1').get();
    },
    async close() {
      await queue.drained();
      batch.commit();
      await flusher.allFlushed();
      await checkpointer.close();
      if (reader.open) reader.close();
      if (writer.open) writer.close();
      if (!walClosed) fs.closeSync(wal);
      walClosed = true;
      open.disable(); // Node 20 asks each enabled storage about every new promise.
    },
  };
}
