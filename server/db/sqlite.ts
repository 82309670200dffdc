// SQLite, the embedded engine: a writer connection whose async transactions take turns (one
// at a time, in arrival order, those that overlap sharing one commit) and a reader connection
// that sees only committed rows (WAL). Durability per docs/reliability.md 20: no unit of work is
// answered before its commit is on disk. The disk flush that makes it so (what synchronous=FULL
// does inside COMMIT) runs on a libuv thread instead, so the event loop serves requests while
// the disk works, and commits made meanwhile share the next flush.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { startCheckpointer } from './checkpointer';
import type { Database, Db, Tx } from './database';
import { BusyError, isEngineBusy } from './engineErrors';
import { transactionHandle } from './engineHandles';
import { SQLITE_MIGRATIONS } from './migrationsDir';
import { migrateSqlite } from './migrator';
import * as schema from './schema';
import { bindTables } from './tables';
import { createWriterQueue } from './writerQueue';

export interface SqliteDatabase extends Database {
  /**
   * The writer connection, for the backup API and integrity checks. Writes go through
   * `transaction()` only: a write beside it would land in a batch still waiting for its commit.
   */
  readonly sqlite: BetterSqlite.Database;
  /** COMMITs so far: with group commit, fewer than the units of work when they overlap. */
  commits(): number;
  /** Flushes of the write-ahead log so far: commits made during a flush share the next one. */
  flushes(): number;
  /** Checkpoints the worker thread has finished so far. */
  checkpoints(): number;
}

/**
 * Makes everything written to a file so far durable (fs.fdatasync, which is what SQLite's own
 * commit-time sync calls on Linux). Given to openSqlite so a test can hold a flush.
 */
export type FlushFile = (fd: number, done: (error: Error | null) => void) => void;

/** The database refuses writes once a flush failed: what was committed may not be on disk. */
export class FlushFailedError extends Error {
  constructor(cause: unknown) {
    super('the database could not flush its write-ahead log to disk', { cause });
    this.name = 'FlushFailedError';
  }
}

/** A batch closes at this many units or this age, even while more are waiting. */
export interface GroupCommit {
  maxUnits: number;
  maxMs: number;
}
const GROUP_COMMIT: GroupCommit = { maxUnits: 32, maxMs: 4 };

/**
 * A checkpoint is asked for after this many units of work, or once the log file has grown this
 * much: about what SQLite's automatic checkpoint (1,000 pages) would do, as a message writes
 * about ten pages.
 */
const CHECKPOINT_EVERY_UNITS = 100;
const CHECKPOINT_EVERY_BYTES = 4 * 1024 * 1024;

/** A unit of work in the batch: settled when the batch commits or is lost. */
interface Member<T = unknown> {
  value: T | undefined;
  done: () => void;
  fail: (error: unknown) => void;
}

function connect(file: string, busyTimeoutMs: number, synchronous: 'FULL' | 'NORMAL'): BetterSqlite.Database {
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
  const writerDb = drizzle(writer, { schema });
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
  fs.fdatasyncSync(wal);
  flushDirectory(path.dirname(file));
  const reader = connect(file, busyTimeoutMs, 'FULL');
  reader.pragma('query_only = ON');
  const newestEvent = writer.prepare('select coalesce(max(id), 0) from events').pluck();
  const read: Db = drizzle(reader, { schema });
  // The writer's handle is the transaction's: it is only handed out inside one.
  const tx = transactionHandle(writerDb);
  const queue = createWriterQueue(busyTimeoutMs, () => commitSoon());
  const open = new AsyncLocalStorage<Tx>();
  let commits = 0;
  let flushes = 0;
  // The newest event id committed, and the newest whose commit is flushed: a commit is visible
  // to the reader a moment before its flush ends, and catch-up cursors stop at the flushed one.
  let committedEventId = newestEvent.get() as number;
  let durableEventId = committedEventId;

  function begin(): void {
    try {
      writer.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (isEngineBusy(error)) throw new BusyError();
      throw error;
    }
  }

  const engineError = (error: unknown) => (isEngineBusy(error) ? new BusyError() : error);

  // Group commit: units that arrive while another holds the writer, or in the same turn of the
  // event loop, run one after another in one transaction, each in its own savepoint, and share
  // its COMMIT (one fsync). A unit's caller hears of it only after that COMMIT, so nothing is
  // answered or pushed before it is durable; a unit that fails is rolled back to its savepoint
  // and its neighbours go on. The batch commits when it is full or old, or else when no one
  // holds or waits for the writer at the end of the event loop's turn (`setImmediate`): the
  // requests read in that turn join it, and a lone unit waits for nothing but that turn's end.
  // Committing as soon as the queue went idle grouped nothing over HTTP: each request's unit
  // runs to its end in the microtasks of its own socket read, so the queue is idle between them.
  let batch: Member[] = [];
  let batchStartedAt = 0;
  let commitPending = false;

  function commitSoon(): void {
    if (commitPending || batch.length === 0) return;
    commitPending = true;
    setImmediate(() => {
      commitPending = false;
      // A unit holding the writer (waiting on real I/O) commits the batch when it ends.
      if (queue.idle()) commitBatch();
    });
  }

  function commitBatch(): void {
    const members = batch;
    batch = [];
    if (members.length === 0) return;
    try {
      writer.exec('COMMIT');
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      for (const member of members) member.fail(engineError(error));
      return;
    }
    commits += 1;
    committedEventId = newestEvent.get() as number;
    awaitingFlush.push(...members);
    flushCommitted();
  }

  // One flush at a time: batches committed while it runs wait for the next, which covers them
  // all. A failed flush fails its units and every write after it (the process must restart and
  // let SQLite recover from the log); reads go on.
  let awaitingFlush: Member[] = [];
  let flushing = false;
  let broken: FlushFailedError | null = null;
  let onFlushed: (() => void)[] = [];
  let walClosed = false;

  function flushCommitted(): void {
    if (flushing) return;
    if (awaitingFlush.length === 0) {
      const waiting = onFlushed;
      onFlushed = [];
      for (const resume of waiting) resume();
      return;
    }
    const members = awaitingFlush;
    awaitingFlush = [];
    if (broken) {
      // Committed while the failing flush ran: a later flush's success would not cover them.
      for (const member of members) member.fail(broken);
      flushCommitted();
      return;
    }
    const upTo = committedEventId;
    flushing = true;
    flushFile(wal, (error) => {
      flushing = false;
      if (error) {
        broken ??= new FlushFailedError(error);
        for (const member of members) member.fail(broken);
      } else {
        flushes += 1;
        durableEventId = upTo;
        for (const member of members) member.done();
        askForCheckpoint(members.length);
      }
      flushCommitted();
    });
  }

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

  /** Resolves when every commit so far is flushed (or failed to be). */
  function allFlushed(): Promise<void> {
    if (!flushing && awaitingFlush.length === 0) return Promise.resolve();
    return new Promise((resolve) => onFlushed.push(resolve));
  }

  async function runUnit<T>(fn: (tx: Tx) => Promise<T>, member: Member<T>): Promise<void> {
    // After a failed flush nothing more is written, queued units included.
    if (broken) {
      member.fail(broken);
      return;
    }
    if (!writer.inTransaction) {
      try {
        begin();
      } catch (error) {
        member.fail(error);
        return;
      }
      batchStartedAt = performance.now();
    }
    writer.exec('SAVEPOINT unit');
    try {
      member.value = await open.run(tx, () => fn(tx));
      writer.exec('RELEASE unit');
      batch.push(member);
    } catch (error) {
      if (!writer.inTransaction) {
        // The engine ended the whole transaction (I/O error, full disk): the batch is lost.
        const lost = batch;
        batch = [];
        for (const neighbour of lost) neighbour.fail(engineError(error));
        member.fail(engineError(error));
        return;
      }
      writer.exec('ROLLBACK TO unit');
      writer.exec('RELEASE unit');
      const failure = engineError(error);
      batch.push({ value: undefined, done: () => member.fail(failure), fail: () => member.fail(failure) });
    }
    if (batch.length >= groupCommit.maxUnits || performance.now() - batchStartedAt >= groupCommit.maxMs) {
      commitBatch();
    }
  }

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
        queue.run(() => runUnit(fn, member)).catch(reject);
      });
    },
    commits: () => commits,
    flushes: () => flushes,
    checkpoints: () => checkpointer.done(),
    durableEventId: () => durableEventId,
    // One process, one writer at a time: the transaction already holds everything.
    async tryExclusive() {
      return true;
    },
    async lockRow() {},
    load: () => ({ engine: 'sqlite', writerQueue: queue.depth() }),
    async ping() {
      if (!writer.open) throw new Error('the writer connection is closed');
      if (broken) throw broken;
      reader.prepare('select 1').get();
    },
    async close() {
      await queue.drained();
      commitBatch();
      await allFlushed();
      await checkpointer.close();
      if (reader.open) reader.close();
      if (writer.open) writer.close();
      if (!walClosed) fs.closeSync(wal);
      walClosed = true;
    },
  };
}
