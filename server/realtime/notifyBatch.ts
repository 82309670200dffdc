// The PostgreSQL cluster adapter sends each push to the other nodes as its own `pg_notify`, one
// round trip each: a send's two events, each to its rooms and to the operators' tail, were four.
// The pool handed to the adapter gathers the notifies asked for in one turn of the event loop
// (the bus publishes a commit's events in one go) and sends them in one statement, in order.
// The other nodes receive the same notifications as before, one per push, in the same order.
import type pg from 'pg';

/** The adapter's statement for one push (@socket.io/postgres-adapter, PubSubClient.publish). */
const ONE_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Several pushes on one channel, in the array's order. */
const NOTIFY_ALL = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

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
    if (open === null || open.channel !== channel || open.payloads.includes(payload)) {
      const batch: Batch = {
        channel,
        payloads: [],
        done: new Promise((resolve) => queueMicrotask(() => resolve(undefined))).then(() => {
          if (open === batch) open = null;
          return pool.query(NOTIFY_ALL, [batch.channel, batch.payloads]);
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
