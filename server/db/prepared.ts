// Prepared statements, built once per database and kept for the life of the process.
// SQLite: a statement belongs to the connection it was built on, and each connection keeps one
// handle for ever (the reader's; the writer's, which every transaction uses), so a statement is
// built once per handle. PostgreSQL: every transaction gets a handle of its own on a pooled
// connection, so a statement is built once, on the database's reader handle, under a stable
// name, and a transaction runs it on the transaction's connection. node-postgres keeps named
// statements per connection: the first run on a connection parses it there, later runs skip
// the parse, and the server keeps its plan.
import { createHash } from 'node:crypto';
import { is } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { Db } from './database';

/** A transaction's handle that runs statements built on its database's reader handle. */
interface Borrower {
  readonly base: Db;
  /** The connection the transaction runs on. */
  readonly connection: object;
}

const borrowers = new WeakMap<Db, Borrower>();

/**
 * PostgreSQL: inside the transaction of `handle`, statements are the ones built on `base` (the
 * database's reader handle), run on the transaction's `connection`.
 */
export function runsStatementsOf(handle: Db, base: Db, connection: object): void {
  borrowers.set(handle, { base, connection });
}

/** The fields of Drizzle's node-postgres statement config that say under which name it runs. */
interface PgQueryConfig {
  name?: string;
  text: string;
}

/** Names by text: the texts are the code's own (a few dozen), hashed once each, not per run. */
const names = new Map<string, string>();

/** The name a statement runs under: equal texts share it, different ones never do. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `tonic_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** What a pooled node-postgres connection answers a named statement with. */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

function isPgConnection(connection: object): connection is PgConnection {
  return typeof (connection as { query?: unknown }).query === 'function';
}

/**
 * PostgreSQL, inside a transaction: runs a statement of our own SQL (one Drizzle cannot build,
 * such as data-modifying CTEs) on the transaction's connection, named after its text, so each
 * connection parses it once and keeps its plan. Rows come as node-postgres types them.
 */
export async function runNamedOnPostgres(handle: Db, text: string, values: unknown[]): Promise<unknown[]> {
  const connection = borrowers.get(handle)?.connection;
  if (connection === undefined || !isPgConnection(connection))
    throw new Error('not inside a PostgreSQL transaction');
  return (await connection.query({ name: nameOf(text), text, values })).rows;
}

const lastStatements = new WeakMap<Db, Promise<unknown>>();

/**
 * PostgreSQL, inside a transaction: as runNamedOnPostgres, for the transaction's last statement,
 * which the caller sends without waiting for it (the pool pipelines, postgres.ts): the COMMIT
 * follows it on the wire, in the same round trip. A failed statement turns that COMMIT into a
 * rollback, so the transaction's runner awaits the statement after the commit and fails the
 * transaction with its error (lastStatementOf). Hand its promise back inside an object, if at
 * all: a promise returned as the transaction's value is awaited before the COMMIT is sent.
 */
export function sendLastOnPostgres(handle: Db, text: string, values: unknown[]): Promise<unknown[]> {
  const sent = runNamedOnPostgres(handle, text, values);
  // Awaited by the runner; the caller may await it too, or not at all.
  sent.catch(() => {});
  lastStatements.set(handle, sent);
  return sent;
}

/** At a transaction's start on a handle used before: no last statement yet. */
export function forgetLastStatement(handle: Db): void {
  lastStatements.delete(handle);
}

/** The last statement a transaction sent without waiting (sendLastOnPostgres), if any. */
export function lastStatementOf(handle: Db): Promise<unknown> | undefined {
  return lastStatements.get(handle);
}

/** A stable name from the statement's text: equal texts share a name, different ones never do. */
function named<S>(statement: S): S {
  if (!is(statement, NodePgPreparedQuery)) return statement;
  // Private to Drizzle's statement (its .d.ts leaves them untyped): typed here by what we use.
  // biome-ignore lint/complexity/useLiteralKeys: private to Drizzle's class; TypeScript admits it by index
  const queryConfig: PgQueryConfig = statement['queryConfig'];
  // biome-ignore lint/complexity/useLiteralKeys: private to Drizzle's class; TypeScript admits it by index
  const rawQueryConfig: PgQueryConfig = statement['rawQueryConfig'];
  const name = nameOf(queryConfig.text);
  queryConfig.name = name;
  rawQueryConfig.name = name;
  return statement;
}

/** The same statement (text, name, result mapping) run on another connection. */
function onConnection<S>(statement: S, connection: object): S {
  if (!is(statement, NodePgPreparedQuery))
    throw new Error('only a PostgreSQL statement runs on a connection other than its own');
  const view: typeof statement = Object.create(statement);
  // biome-ignore lint/complexity/useLiteralKeys: private to Drizzle's class; TypeScript admits it by index
  view['client'] = connection;
  return view;
}

interface Built<S> {
  statement: S;
  /** The statement as run on each connection that borrowed it. */
  on: WeakMap<object, S>;
}

export function preparedOn<S>(build: (db: Db) => S): (handle: Db) => S {
  const built = new WeakMap<Db, Built<S>>();
  return (handle) => {
    const borrower = borrowers.get(handle);
    const base = borrower?.base ?? handle;
    let entry = built.get(base);
    if (entry === undefined) {
      entry = { statement: named(build(base)), on: new WeakMap() };
      built.set(base, entry);
    }
    if (borrower === undefined) return entry.statement;
    let view = entry.on.get(borrower.connection);
    if (view === undefined) {
      view = onConnection(entry.statement, borrower.connection);
      entry.on.set(borrower.connection, view);
    }
    return view;
  };
}
