// The PostgreSQL cluster adapter sends each push to the other nodes as its own `pg_notify`, one
// round trip each: a send's two events, each to its rooms and to the operators' tail, were four.
// The pool handed to the adapter gathers the notifies asked for while the statement before them
// is under way (the bus publishes a commit's events in one go) and sends them in one statement,
// in order (up to MAX_BATCH).
// Order: the other nodes hear notifications in the order their statements commit; on a pool of
// several connections two statements may end in either order, and a client there that applied
// event 31 before 30 would skip 30 as covered by its cursor (this node's own sockets get each push
// at once, clusterAdapter.ts's localFirst). So the statements run one after another,
// a large push's attachment (its row first, then its notify) in its place among them, and the
// listening connection hands the adapter one notification at a time.
// The other nodes receive the same notifications as before, one per push, in the same order.
// This node hears its own notifications too (its listening connection is another session), and
// the adapter would parse each one only to find its own id in it: the listening connection it
// takes from this pool drops a payload this node sent, unparsed.
import type pg from 'pg';

/** The adapter's statement for one push (@socket.io/postgres-adapter, PubSubClient.publish). */
export const ONE_NOTIFY = 'SELECT pg_notify($1, $2)';
/** How the adapter's statement storing a large push begins (PubSubClient.publishWithAttachment). */
export const ATTACHMENT_INSERT = 'INSERT INTO socket_io_attachments ';
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

/**
 * The adapter's listening connection, with this node's own notifications left out, and the others
 * handed over one at a time: the adapter reads a large push's attachment before it emits it, and
 * the pushes heard after it must not overtake it.
 */
function hearingOthersOnly(client: pg.PoolClient, own: ReturnType<typeof ownPayloads>): pg.PoolClient {
  const on = client.on.bind(client) as (event: string | symbol, listener: Listener) => unknown;
  let handled: Promise<unknown> = Promise.resolve();
  (client as { on: unknown }).on = (event: string | symbol, listener: Listener) => {
    if (event !== 'notification') return on(event, listener);
    return on(event, (...args: unknown[]) => {
      const payload = (args[0] as { payload?: unknown } | undefined)?.payload;
      if (typeof payload === 'string' && own.heard(payload)) return;
      // The adapter's listener reports its own failures; a rejection here only keeps the line.
      handled = handled.then(() => listener(...args)).catch(() => undefined);
    });
  };
  return client;
}

/** Whether `payload` is the adapter's notify for an attachment (uid, type, attachmentId only). */
function isAttachmentHeader(payload: string): boolean {
  if (!payload.includes('"attachmentId"')) return false;
  try {
    const parsed: unknown = JSON.parse(payload);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      Object.keys(parsed).sort().join() === 'attachmentId,type,uid'
    );
  } catch {
    return false;
  }
}

interface HeaderCall {
  channel: string;
  payload: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  channel: string;
  payloads: string[];
  done: Promise<unknown>;
}

/**
 * `pool`, with the adapter's statements run one after another in the order asked for, and the
 * notifies asked for while one is under way sent together as the next.
 */
export function batchingNotifies(pool: pg.Pool): pg.Pool {
  let open: Batch | null = null;
  const own = ownPayloads();
  /** Ends when every statement asked for so far has ended, sent or failed. */
  let line: Promise<unknown> = Promise.resolve();
  /** While an attachment's row is stored: takes the notify that announces it. */
  let takeHeader: ((call: HeaderCall) => void) | null = null;
  /** The pool's own query, for the statements passed through as they are. */
  const passOn = pool.query.bind(pool) as (text: unknown, values?: unknown) => Promise<unknown>;

  function inLine<T>(step: () => Promise<T>): Promise<T> {
    const result = line.then(step);
    line = result.catch(() => undefined);
    return result;
  }

  function notify(channel: string, payload: string): Promise<unknown> {
    own.sent(payload);
    if (takeHeader && isAttachmentHeader(payload)) {
      const take = takeHeader;
      return new Promise((resolve, reject) => take({ channel, payload, resolve, reject }));
    }
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
        done: inLine(() => {
          if (open === batch) open = null;
          return pool
            .query(notifyAll(batch.payloads.length), [batch.channel, ...batch.payloads])
            .catch((error: unknown) => {
              // Not sent: none of them will be heard.
              for (const sent of batch.payloads) own.heard(sent);
              throw error;
            });
        }),
      };
      open = batch;
    }
    open.payloads.push(payload);
    return open.done;
  }

  /**
   * A large push: its row, then its notify, in its place in the line. The adapter asks for the
   * notify as soon as it has the row's id, within the same turn; later pushes wait behind it.
   */
  function attachment(text: string, values: unknown): Promise<unknown> {
    open = null;
    return new Promise((answer, fail) => {
      void inLine(async () => {
        let stored: unknown;
        try {
          stored = await passOn(text, values);
        } catch (error) {
          fail(error);
          return;
        }
        const header = new Promise<HeaderCall | null>((resolve) => {
          takeHeader = resolve;
          setImmediate(() => resolve(null));
        });
        answer(stored);
        const call = await header;
        takeHeader = null;
        if (!call) return;
        await pool.query(ONE_NOTIFY, [call.channel, call.payload]).then(call.resolve, (error: unknown) => {
          own.heard(call.payload);
          call.reject(error);
        });
      });
    });
  }

  const query = (text: unknown, values?: unknown) => {
    if (text === ONE_NOTIFY && Array.isArray(values) && values.length === 2) {
      const [channel, payload] = values;
      if (typeof channel === 'string' && typeof payload === 'string') return notify(channel, payload);
    }
    if (typeof text === 'string' && text.startsWith(ATTACHMENT_INSERT)) return attachment(text, values);
    return passOn(text, values);
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
