// The data path's handles (docs/architecture.md, "The unit of work"). Reads go through `read`,
// which sees committed rows only; every write goes through `transaction`, whose handle (`Tx`) is
// the only one a repository's write method accepts.
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';
import type { Engine } from './tables';

/** A query handle: the reader, or a transaction (which also reads its own writes). */
export type Db = BetterSQLite3Database<typeof schema>;

declare const inTransaction: unique symbol;
/** The handle of an open write transaction. */
export type Tx = Db & { readonly [inTransaction]: true };

export type { Engine } from './tables';

/** Rows that stand for a decision: a user (their sends), a course (its edit locks). */
export type LockableTable = 'users' | 'courses' | 'surveys' | 'companies' | 'customers' | 'invoices';
/** The tables whose writes one transaction may hold off (Database.lockTableWrites). */
export type LockableWritesTable = 'user_habits';

export interface Database {
  readonly engine: Engine;
  /** The migrations this open applied, by tag (none when the schema was up to date). */
  readonly migrated: readonly string[];
  /** Reads committed rows; never another request's uncommitted writes. */
  readonly read: Db;
  /**
   * Runs fn in one write transaction: all of it commits or none of it does. Called inside a
   * transaction of the same database, fn joins it.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: takes the named cluster-wide lock until the transaction ends, or
   * answers false at once when another transaction (on any node) holds it.
   */
  tryExclusive(tx: Tx, name: string): Promise<boolean>;
  /**
   * Inside a transaction: holds one row's write lock until the transaction ends, so "read, decide,
   * write" about that row (or what it stands for) runs one transaction at a time.
   */
  lockRow(tx: Tx, table: LockableTable, id: number): Promise<void>;
  /**
   * Inside a transaction: holds off every other transaction's writes to a table until this one
   * ends, and waits for those under way (PostgreSQL: SHARE ROW EXCLUSIVE; SQLite: one writer
   * already). For a change to many rows that other writers decide from something this one changes.
   */
  lockTableWrites(tx: Tx, table: LockableWritesTable): Promise<void>;
  /**
   * The event log's horizon: every event id up to it is settled (committed and durable, or never
   * to be). Reads of the log by cursor stop there, so no reader holds a cursor past an id that
   * may still commit or that a power cut could take back. SQLite: the newest event whose flush
   * has ended (a commit is visible a moment before). PostgreSQL: ids are drawn concurrently and
   * commit in any order; the horizon is read from a fence taken after the call (pgEventHorizon.ts).
   */
  eventHorizon(): Promise<number>;
  /**
   * Inside the transaction that appended the events `ids`: takes their places among the pushes,
   * so a client that sees an id was sent every lower one first. PostgreSQL: each id is pushed
   * once every id up to it is settled, and after the pushes of lower ids (their places given or
   * dropped); a transaction's ids need not be consecutive (another may draw between them), so
   * its pushes may go out in parts with others' between. SQLite: at once, all together (one
   * writer, its ids consecutive, and a unit is answered only after its flush).
   */
  reservePush(ids: readonly number[]): PushReservation;
  /** Answers when the database can be read; rejects with the reason when it cannot. */
  ping(): Promise<void>;
  /** How busy its connections are now (metrics). */
  load(): DatabaseLoad;
  /** Waits for the transactions under way, then closes. */
  close(): Promise<void>;
}

/** A unit's places among the pushes (Database.reservePush). */
export interface PushReservation {
  /**
   * After the commit: runs `step`, the push of some of the reserved ids (in id order), once for
   * each run of them whose turn has come; settles when every id is pushed.
   */
  push(step: (ids: readonly number[]) => void): Promise<void>;
  /** After a rollback: gives the place up. */
  drop(): void;
}

/**
 * PostgreSQL: the pool's connections (open, idle among them) and the queries waiting for one.
 * SQLite: transactions holding or waiting for the one writer.
 */
export type DatabaseLoad =
  | { engine: 'postgres'; total: number; idle: number; waiting: number }
  | { engine: 'sqlite'; writerQueue: number };

/** Above every event id (the column is a 32-bit integer on PostgreSQL). */
export const NO_EVENT_HORIZON = 2_147_483_647;

/** The first row of a result, if any. */
export function first<T>(rows: readonly T[]): T | undefined {
  return rows[0];
}
