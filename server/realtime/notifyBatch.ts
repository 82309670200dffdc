// The PostgreSQL cluster adapter sends each push to the other nodes as its own `pg_notify`, one
// round trip each: a send's two events, each to its rooms and to the operators' tail, were four.
// The pool handed to the adapter gathers the notifies asked for in one turn of the event loop
// (the bus publishes a commit's events in one go) and sends them in one statement, in order
// (up to MAX_BATCH).
// The other nodes receive the same notifications as before, one per push, in the same order.
// This node hears its own notifications too (its listening connection is another session), and
// the adapter would parse each one only to find its own id in it: the listening connection it
// takes from this pool drops a payload this node sent, unparsed.
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

/**
 * Payloads sent and not heard back yet are at most this many: one whose notification never comes
 * (the listening connection was down) is forgotten, oldest first, and would only be parsed.
 */
const MAX_UNHEARD = 1_000;

/** The payloads this node sent, by how many times each is still to be heard back. */
function ownPayloads() {
  const unheard = new Map<string, number>();
  return {
    sent(payload: string): void {
      unheard.set(payload, (unheard.get(payload) ?? 0) + 1);
      if (unheard.size > MAX_UNHEARD) {
        const oldest = unheard.keys().next().value;
        if (oldest !== undefined) unheard.delete(oldest);
      }
    },
    /** Whether `payload` is one this node sent (and now heard back). */
    heard(payload: string): boolean {
      const left = unheard.get(payload);
      if (left === undefined) return false;
      if (left > 1) unheard.set(payload, left - 1);
      else unheard.delete(payload);
      return true;
    },
  };
}

type Listener = (...args: unknown[]) => unknown;

/** The adapter's listening connection, with this node's own notifications left out. */
function hearingOthersOnly(client: pg.PoolClient, own: ReturnType<typeof ownPayloads>): pg.PoolClient {
  const on = client.on.bind(client) as (event: string | symbol, listener: Listener) => unknown;
  (client as { on: unknown }).on = (event: string | symbol, listener: Listener) => {
    if (event !== 'notification') return on(event, listener);
    return on(event, (...args: unknown[]) => {
      const payload = (args[0] as { payload?: unknown } | undefined)?.payload;
      if (typeof payload === 'string' && own.heard(payload)) return;
      return listener(...args);
    });
  };
  return client;
}

interface Batch {
  channel: string;
  payloads: string[];
  done: Promise<unknown>;
}

/** `pool`, with the adapter's notifies of one turn sent as one statement. */
export function batchingNotifies(pool: pg.Pool): pg.Pool {
  let open: Batch | null = null;
  const own = ownPayloads();

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
          return pool
            .query(notifyAll(batch.payloads.length), [batch.channel, ...batch.payloads])
            .catch((error: unknown) => {
              // Not sent: none of them will be heard.
              for (const payload of batch.payloads) own.heard(payload);
              throw error;
            });
        }),
      };
      open = batch;
    }
    open.payloads.push(payload);
    own.sent(payload);
    return open.done;
  }

  const query = (text: unknown, values?: unknown) => {
    if (text === ONE_NOTIFY && Array.isArray(values) && values.length === 2) {
      const [channel, payload] = values;
      if (typeof channel === 'string' && typeof payload === 'string') return notify(channel, payload);
    }
    return (pool.query as (text: unknown, values?: unknown) => Promise<unknown>)(text, values);
  };

  // The adapter takes its listening connection with `connect()` and keeps it.
  const connect = async (...args: unknown[]) => {
    if (args.length > 0) return (pool.connect as (...a: unknown[]) => unknown)(...args);
    return hearingOthersOnly(await pool.connect(), own);
  };

  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
