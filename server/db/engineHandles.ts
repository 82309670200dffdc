// Each engine's handles as Drizzle types them, and the one place where they are admitted to the
// repositories' signature. Repositories are written once, against the SQLite query builder's
// types (`Db`, `Tx`, the tables of `tables.ts`; docs/decisions.md "One definition, two
// dialects"); the PostgreSQL builder takes the same calls. Engine code (postgres.ts, prepared.ts,
// the event log's PostgreSQL append) works on the PostgreSQL types below and gets them back from
// a repository handle with `pgHandleOf`, never by a cast. Every admission is checked at run time:
// only a Drizzle PostgreSQL database or transaction passes; that both builders agree is checked
// by schema.test.ts (row types) and by every integration file's PostgreSQL pass.
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './database';
import type * as pgSchema from './schema.pg';

/** PostgreSQL's reader handle (on the pool). */
export type PgDb = NodePgDatabase<typeof pgSchema>;
/** PostgreSQL's transaction handle (on one pooled connection). */
export type PgTx = NodePgTransaction<typeof pgSchema, ExtractTablesWithRelations<typeof pgSchema>>;
export type PgHandle = PgDb | PgTx;

/** The PostgreSQL handle behind each repository handle admitted from one (the same object). */
const pgHandles = new WeakMap<object, PgHandle>();
/** Handles handed out as write transactions (the SQLite writer's; each PostgreSQL transaction's). */
const transactionHandles = new WeakSet<object>();

function admitted(handle: PgHandle): handle is PgHandle & Db {
  return pgHandles.get(handle) === handle;
}

/** A PostgreSQL handle as the repositories take it: the same object, typed on their signature. */
export function repositoryHandle(handle: PgHandle): Db {
  pgHandles.set(handle, handle);
  if (!admitted(handle)) throw new Error('not a PostgreSQL handle');
  return handle;
}

/** The PostgreSQL handle a repository handle stands for; throws on a SQLite one. */
export function pgHandleOf(handle: Db): PgHandle {
  const pgHandle = pgHandles.get(handle);
  if (pgHandle === undefined) throw new Error('not a PostgreSQL handle');
  return pgHandle;
}

function isTransaction(handle: Db): handle is Tx {
  return transactionHandles.has(handle);
}

/** Marks an engine's handle as a write transaction's: only those reach the write methods. */
export function transactionHandle(handle: Db): Tx {
  transactionHandles.add(handle);
  if (!isTransaction(handle)) throw new Error('not a transaction handle');
  return handle;
}
