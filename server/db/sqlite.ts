// SQLite, the embedded engine: a writer connection whose async transactions take turns (one
// at a time, in arrival order, those that overlap sharing one commit) and a reader connection
// that sees only committed rows (WAL). Durability per docs/reliability.md 20: synchronous=FULL
// on the writer, and no unit of work answered before its commit.
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
  /** COMMITs so far: with group commit, fewer than the units of work when they overlap. */
  commits(): number;
}

/** A batch closes at this many units or this age, even while more are waiting. */
export interface GroupCommit {
  maxUnits: number;
  maxMs: number;
}
const GROUP_COMMIT: GroupCommit = { maxUnits: 32, maxMs: 4 };

/** A unit of work in the batch: settled when the batch commits or is lost. */
interface Member<T = unknown> {
  value: T | undefined;
  done: () => void;
  fail: (error: unknown) => void;
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

export function openSqlite(
  file: string,
  busyTimeoutMs: number,
  groupCommit: GroupCommit = GROUP_COMMIT,
): SqliteDatabase {
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
  const queue = createWriterQueue(busyTimeoutMs, () => commitSoon());
  const open = new AsyncLocalStorage<Tx>();
  let commits = 0;

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
    for (const member of members) member.done();
  }

  async function runUnit<T>(fn: (tx: Tx) => Promise<T>, member: Member<T>): Promise<void> {
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
      commitBatch();
      if (reader.open) reader.close();
      if (writer.open) writer.close();
    },
  };
}
