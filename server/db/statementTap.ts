// The statements this process sends to PostgreSQL, counted by where they go, with the round
// trip and the socket write each goes out in: round trips and writes are what a request's cost
// on PostgreSQL mostly is (docs/performance.md). Every pool and connection of the process is
// tapped: the units of work's pool, the event horizon's fences, the rate limits and the cluster
// adapter. The count is a metric (tonic_pg_statements_total); tests watch the statements
// themselves to hold a request to its number of round trips.
import type pg from 'pg';

/** Where a statement goes. */
export type StatementPlace = 'work' | 'horizon' | 'limits' | 'cluster';

export interface StatementSeen {
  place: StatementPlace;
  /** The connection it went on, numbered across the process. */
  connection: number;
  text: string;
  values: readonly unknown[];
  /**
   * Sent while a statement before it on the same connection was still unanswered (pipelined):
   * it shares that statement's round trip.
   */
  joined: boolean;
  /**
   * The socket write that carried it, numbered across the process: statements with the same
   * number went out in one write. Set when its bytes leave (undefined until then).
   */
  write?: number;
}

type Watcher = (statement: StatementSeen) => void;

const counts: Record<StatementPlace, number> = { work: 0, horizon: 0, limits: 0, cluster: 0 };
const watchers = new Set<Watcher>();
let writes = 0;
let connections = 0;

/** Statements sent so far, by place. */
export function statementCounts(): Readonly<Record<StatementPlace, number>> {
  return counts;
}

/** Calls `watcher` with every statement sent from now on; answers the function that stops it. */
export function watchStatements(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

function seen(
  place: StatementPlace,
  connection: number,
  args: unknown[],
  joined: boolean,
): StatementSeen | null {
  counts[place]++;
  if (watchers.size === 0) return null;
  const [first, second] = args;
  const config =
    typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
  const values = Array.isArray(second) ? second : (config.values ?? []);
  const statement: StatementSeen = { place, connection, text: config.text ?? '', values, joined };
  for (const watcher of watchers) watcher(statement);
  return statement;
}

type WriteCall = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Numbers the writes of a connection's socket, and gives each watched statement the number of
 * the write that carries it: a socket writes everything it holds at once (one `_writev`, or
 * `_write` for a single buffer), so the first write after a statement was handed over carries it.
 */
function tapWrites(client: pg.ClientBase): StatementSeen[] {
  const waiting: StatementSeen[] = [];
  const stream = (client as { connection?: { stream?: Record<string, unknown> } }).connection?.stream;
  if (stream === undefined) return waiting;
  for (const method of ['_write', '_writev']) {
    const original = stream[method];
    if (typeof original !== 'function') continue;
    stream[method] = function (this: unknown, ...args: unknown[]) {
      writes++;
      for (const statement of waiting) statement.write = writes;
      waiting.length = 0;
      return (original as WriteCall).apply(this, args);
    };
  }
  return waiting;
}

/** Counts the statements of one connection, and knows which are in flight together. */
export function tapClient(client: pg.ClientBase, place: StatementPlace): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const waiting = tapWrites(client);
  const connection = ++connections;
  let unanswered = 0;
  const answered = () => {
    unanswered--;
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const statement = seen(place, connection, args, unanswered > 0);
    if (statement !== null) waiting.push(statement);
    unanswered++;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        answered();
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result !== null && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(answered, answered);
    else answered();
    return result;
  };
}

/** Counts the statements of every connection the pool opens (pool.query runs on one of them). */
export function tapPool(pool: pg.Pool, place: StatementPlace): void {
  pool.on('connect', (client) => tapClient(client, place));
}
