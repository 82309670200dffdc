// The PostgreSQL cluster adapter sends each push to the other nodes as its own `pg_notify`, one
// round trip each: a send's two events, each to its rooms and to the operators' tail, were four.
// The pool handed to the adapter gathers the notifies asked for in one turn of the event loop
// (the bus publishes a commit's events in one go) and sends them in one statement, in order
// (up to MAX_BATCH).
// The other nodes receive the same notifications as before, one per push, in the same order.
import type pg from 'pg';

/** The adapter's statement for one push (@socket.io/postgres-adapter, PubSubClient.publish). */
const ONE_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Well below PostgreSQL's 65,535 parameters of a statement. */
const MAX_BATCH = 1_000;

const notifyTexts = new Map<number, string>();

/**
 * `count` pushes on one channel ($1), in order, each payload its own parameter (an array
 * parameter would have node-postgres escape every payload again).
 */
function notifyAll(count: number): string {
  let text = notifyTexts.get(count);
  if (text === undefined) {
    const rows = Array.from({ length: count }, (_, i) => `(${i + 1}, $${i + 2}::text)`).join(', ');
    text = `select pg_notify($1, p) from (values ${rows}) as t(n, p) order by n`;
    if (count <= 64) notifyTexts.set(count, text);
  }
  return text;
}

interface Batch {
  channel: string;
  payloads: string[];
  done: Promise<unknown>;
}

/** `pool`, with the adapter's notifies of one turn sent as one statement. */
export function batchingNotifies(pool: pg.Pool): pg.Pool {
  let open: Batch | null = null;

  function notify(channel: string, payload: string): Promise<unknown> {
    // PostgreSQL delivers identical notifications of one transaction once: a repeat starts a
    // new statement, as does another channel (the adapter uses one per namespace).
    if (
      open === null ||
      open.channel !== channel ||
      open.payloads.length >= MAX_BATCH ||
      open.payloads.includes(payload)
    ) {
      const batch: Batch = {
        channel,
        payloads: [],
        done: new Promise((resolve) => queueMicrotask(() => resolve(undefined))).then(() => {
          if (open === batch) open = null;
          return pool.query(notifyAll(batch.payloads.length), [batch.channel, ...batch.payloads]);
        }),
      };
      open = batch;
    }
    open.payloads.push(payload);
    return open.done;
  }

  const query = (text: unknown, values?: unknown) => {
    if (text === ONE_NOTIFY && Array.isArray(values) && values.length === 2) {
      const [channel, payload] = values;
      if (typeof channel === 'string' && typeof payload === 'string') return notify(channel, payload);
    }
    return (pool.query as (text: unknown, values?: unknown) => Promise<unknown>)(text, values);
  };

  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
