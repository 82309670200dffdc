// The statements this process sends to PostgreSQL, counted by where they go: each is one round
// trip (node-postgres has no pipelining), and round trips are what a request's cost on
// PostgreSQL mostly is (docs/performance.md). Every pool and connection of the process is
// tapped: the units of work's pool, the event horizon's fences, the rate limits and the cluster
// adapter. The count is a metric (tonic_pg_statements_total); tests watch the statements
// themselves to hold a request to its number of round trips.
import type pg from 'pg';

/** Where a statement goes. */
export type StatementPlace = 'work' | 'horizon' | 'limits' | 'cluster';

export interface StatementSeen {
  place: StatementPlace;
  text: string;
  values: readonly unknown[];
  /**
   * Sent while a statement before it on the same connection was still unanswered (pipelined):
   * it shares that statement's round trip.
   */
  joined: boolean;
}

type Watcher = (statement: StatementSeen) => void;

const counts: Record<StatementPlace, number> = { work: 0, horizon: 0, limits: 0, cluster: 0 };
const watchers = new Set<Watcher>();

/** Statements sent so far, by place. */
export function statementCounts(): Readonly<Record<StatementPlace, number>> {
  return counts;
}

/** Calls `watcher` with every statement sent from now on; answers the function that stops it. */
export function watchStatements(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

function seen(place: StatementPlace, args: unknown[], joined: boolean): void {
  counts[place]++;
  if (watchers.size === 0) return;
  const [first, second] = args;
  const config =
    typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
  const values = Array.isArray(second) ? second : (config.values ?? []);
  const statement = { place, text: config.text ?? '', values, joined };
  for (const watcher of watchers) watcher(statement);
}

/** Counts the statements of one connection, and knows which are in flight together. */
export function tapClient(client: pg.ClientBase, place: StatementPlace): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let unanswered = 0;
  const answered = () => {
    unanswered--;
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    seen(place, args, unanswered > 0);
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
