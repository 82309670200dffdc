// PostgreSQL's event horizon (docs/decisions.md "Event ids drawn concurrently, read up to a
// horizon"). Appenders draw event ids from the sequence concurrently and commit in any order;
// each first takes a shared advisory lock (EVENT_APPENDER_LOCK) that it holds until it ends, so
// the transactions between their draw and their end are listed in pg_locks. A fence is read in
// one round trip, in this order: the newest id drawn (S), then the appenders holding the lock
// (V). Every id up to S was drawn by a transaction that took the lock before, so it is in V or
// has ended; once none of V holds the lock any more, every id up to S is settled (committed and
// visible, or rolled back for good) and S is the horizon. Reads by cursor stop there and pushes
// wait for it, in id order, so no reader or client moves past an id that may still commit.
import pg from 'pg';
import type { PushReservation } from './database';
import { tapClient } from './statementTap';

/** Any constant: the key of the shared advisory lock an appender holds from its first id on. */
export const EVENT_APPENDER_LOCK = 7_204_118;

/** Statement 1 then statement 2, in one round trip (the simple protocol runs them in order). */
const FENCE_SQL = `
select coalesce(pg_sequence_last_value(pg_get_serial_sequence('events', 'id')::regclass), 0)::bigint::text as drawn;
select coalesce(array_agg(virtualtransaction::text), '{}') as appenders from pg_locks
 where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
   and classid = 0 and objid = ${EVENT_APPENDER_LOCK} and objsubid = 1`;

/**
 * While someone waits and no transaction of this process has ended since the last fence (the
 * appenders in flight are another node's), the pause before the next.
 */
const POLL_MS = 5;
/**
 * The longest a reader waits for a fresh fence to pass (an appender in flight holds it): then it
 * gets the horizon passed so far, which is safe, only older.
 */
const READ_WAIT_MS = 500;
/** After a failed fence (the connection lost), the pause before the next. */
const RETRY_MS = 50;

export interface PgEventHorizon {
  /**
   * A horizon read from a fence taken after this call, so every event committed before the call
   * is in; or, when appenders in flight hold that fence longer than READ_WAIT_MS, the horizon
   * passed so far.
   */
  current(): Promise<number>;
  /**
   * Takes places among the pushes for a transaction that appended the ids `ids`, before it
   * commits: no push of a higher id runs before each of these is given or dropped. A place taken
   * only after the commit could come too late: a fence may see the commit first.
   */
  reserve(ids: readonly number[]): PushReservation;
  /** A transaction of this process that may have held the appenders' lock has ended. */
  nudge(): void;
  /** Stops once every caller has its answer (or after `waitMs`). */
  close(waitMs?: number): Promise<void>;
}

interface Fence {
  drawn: number;
  appenders: readonly string[];
}

interface Reader {
  /** The first fence number that was taken after the call. */
  from: number;
  resolve: (horizon: number) => void;
}

/** One transaction's places: its ids, and its push once it has committed. */
interface Reservation {
  /** The push; null while the transaction is still in flight (the places are only held). */
  step: ((ids: readonly number[]) => void) | null;
  /** Its ids not yet pushed. */
  left: number;
  failed: unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One id's place among the pushes. */
interface Waiter {
  id: number;
  of: Reservation;
}

function rowsOf(result: pg.QueryResult | pg.QueryResult[]): pg.QueryResult[] {
  return Array.isArray(result) ? result : [result];
}

/** Fences on a connection of their own, one at a time; a lost connection is opened again. */
function fenceReader(connectionString: string) {
  let client: pg.Client | null = null;

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    const fresh = new pg.Client({ connectionString, application_name: 'tonic-event-horizon' });
    // A lost connection fails the fence under way; the next fence opens a new one.
    fresh.on('error', () => {
      if (client === fresh) client = null;
    });
    tapClient(fresh, 'horizon');
    await fresh.connect();
    client = fresh;
    return fresh;
  }

  return {
    async read(): Promise<Fence> {
      const c = await connection();
      try {
        const [drawn, locks] = rowsOf(await c.query(FENCE_SQL));
        return {
          drawn: Number(drawn?.rows[0]?.drawn ?? 0),
          appenders: (locks?.rows[0]?.appenders as string[] | undefined) ?? [],
        };
      } catch (error) {
        if (client === c) client = null;
        void c.end().catch(() => {});
        throw error;
      }
    },
    async close(): Promise<void> {
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The pushes in id order: each id is pushed once the horizon passes it and every lower place has
 * been pushed or dropped. A transaction's ids are not always consecutive (appenders draw from
 * the sequence at once, and a statement drawing several may interleave with another's), so the
 * places are per id: its run of consecutive places goes out as one push, another's between.
 */
function pushQueue(horizon: () => number, kick: () => void) {
  const waiters: Waiter[] = [];

  function finish(of: Reservation, count: number, error?: unknown): void {
    if (error !== undefined && of.failed === undefined) of.failed = error;
    of.left -= count;
    if (of.left > 0) return;
    if (of.failed === undefined) of.resolve();
    else of.reject(of.failed);
  }

  /** Runs the pushes at or below the horizon, in id order, up to a place still held. */
  function drain(): void {
    while (waiters.length > 0 && waiters[0]!.id <= horizon()) {
      const of = waiters[0]!.of;
      const step = of.step;
      if (step === null) return;
      let run = 1;
      while (run < waiters.length && waiters[run]!.of === of && waiters[run]!.id <= horizon()) run++;
      const ids = waiters.splice(0, run).map((w) => w.id);
      try {
        step(ids);
        finish(of, ids.length);
      } catch (error) {
        finish(of, ids.length, error);
      }
    }
  }

  return {
    drain,
    size: () => waiters.length,
    reserve(ids: readonly number[]): PushReservation {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const of: Reservation = { step: null, left: ids.length, failed: undefined, resolve, reject };
      if (ids.length === 0) resolve();
      for (const id of ids) {
        let at = waiters.length;
        while (at > 0 && waiters[at - 1]!.id > id) at--;
        waiters.splice(at, 0, { id, of });
      }
      const mine = (w: Waiter) => w.of === of;
      return {
        push(step) {
          of.step = step;
          drain();
          if (waiters.some(mine)) kick();
          return done;
        },
        drop() {
          for (let i = waiters.length - 1; i >= 0; i--) if (mine(waiters[i]!)) waiters.splice(i, 1);
          of.left = 0;
          resolve();
          drain();
        },
      };
    },
    rejectAll(error: Error): void {
      const held = new Set(waiters.splice(0).map((w) => w.of));
      for (const of of held) of.reject(error);
    },
  };
}

export function createPgEventHorizon(connectionString: string): PgEventHorizon {
  /** Every id up to here is settled. */
  let settled = 0;
  /** Fences taken, not yet passed, oldest first, each with its number. */
  const fences: (Fence & { n: number })[] = [];
  let fenceCount = 0;
  const readers: Reader[] = [];
  const reader = fenceReader(connectionString);
  const pushes = pushQueue(
    () => settled,
    () => kick(),
  );
  let loop: Promise<void> | null = null;
  let closed = false;

  /** Passes every fence none of whose appenders still holds the lock; runs what that settles. */
  function advance(fence: Fence, n: number): void {
    fences.push({ ...fence, n });
    const holding = new Set(fence.appenders);
    let passed = -1;
    for (let i = 0; i < fences.length; i++) {
      if (fences[i]!.appenders.every((a) => !holding.has(a))) passed = i;
    }
    // A later fence lists every appender of an earlier one still running: it passes only after
    // them, so passing fence i means every fence before it has passed too.
    if (passed < 0) return;
    const reached = fences[passed]!;
    fences.splice(0, passed + 1);
    settled = Math.max(settled, reached.drawn);
    for (let i = readers.length - 1; i >= 0; i--) {
      const waiting = readers[i]!;
      if (waiting.from <= reached.n) {
        readers.splice(i, 1);
        waiting.resolve(settled);
      }
    }
    pushes.drain();
  }

  const wanted = () => readers.length > 0 || pushes.size() > 0;
  /** Something may have changed since the fence under way was read: a caller came, or ended. */
  let again = false;
  let poll: NodeJS.Timeout | null = null;

  async function run(): Promise<void> {
    while (!closed) {
      again = false;
      fenceCount += 1;
      const n = fenceCount;
      try {
        advance(await reader.read(), n);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        continue;
      }
      if (!wanted() || !again) return;
    }
  }

  // Fences follow events, not a clock: a new caller, or a transaction of this process ending
  // (nudge), takes the next one; only appenders of other processes are waited for by polling.
  function kick(): void {
    if (loop) {
      again = true;
      return;
    }
    if (poll) clearTimeout(poll);
    poll = null;
    loop = run().finally(() => {
      loop = null;
      if (closed || !wanted()) return;
      if (again) kick();
      else
        poll ??= setTimeout(() => {
          poll = null;
          kick();
        }, POLL_MS);
    });
  }

  return {
    current() {
      if (closed) return Promise.resolve(settled);
      return new Promise((resolve) => {
        const waiting: Reader = {
          from: fenceCount + 1,
          resolve: (horizon) => {
            clearTimeout(timer);
            resolve(horizon);
          },
        };
        const timer = setTimeout(() => {
          const at = readers.indexOf(waiting);
          if (at >= 0) readers.splice(at, 1);
          resolve(settled);
        }, READ_WAIT_MS);
        readers.push(waiting);
        kick();
      });
    },
    reserve: (ids) => pushes.reserve(ids),
    nudge() {
      if (wanted() && !closed) kick();
    },
    async close(waitMs = 5_000) {
      const deadline = Date.now() + waitMs;
      while (wanted() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      closed = true;
      if (poll) clearTimeout(poll);
      await loop;
      for (const waiting of readers.splice(0)) waiting.resolve(settled);
      pushes.rejectAll(new Error('the database is closed'));
      await reader.close();
    },
  };
}
