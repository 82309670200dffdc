// The session check served from memory (docs/architecture.md "Authentication"): a live session's
// row, with its user, photo and memberships, kept by token hash and by session id. It only ever
// answers "live": anything else (a miss, a touch due, an entry too old) reads the database as
// before. It stays exact because every committed change of sign-in rows drops the users it names
// (server/db/userRows.ts), here and, with several nodes, on every node before the change answers.
import type { AppConfig } from '../../config';
import type { UserRowChanges } from '../../db/userRows';

/** Longest life of an entry on PostgreSQL, where several nodes may serve (docs/decisions.md). */
const CLUSTER_MAX_AGE_MS = 10_000;

/**
 * How long an entry may be served. SQLite: one process, every change drops it here, no limit.
 * PostgreSQL: a node the others could not reach must have dropped everything read before a
 * change by the time the change answers (the change waits this long for a node that did not
 * confirm), and a node taken for dead (silent for deadAfterMs, its last beat at most everyMs
 * before its last read) holds nothing older than this.
 */
export function sessionCacheMaxAgeMs(config: Pick<AppConfig, 'databaseUrl' | 'nodeHeartbeat'>): number {
  if (!config.databaseUrl) return Number.POSITIVE_INFINITY;
  const { everyMs, deadAfterMs } = config.nodeHeartbeat;
  return Math.max(0, Math.min(CLUSTER_MAX_AGE_MS, deadAfterMs - everyMs));
}

/** What the cache keeps of a session: the row `findSession` answers. */
export interface CachedSession<Row> {
  row: Row;
  userId: number;
  sessionId: number;
  tokenHash: string;
  /** Monotonic time its database read started: the entry's age counts from there. */
  readAt: number;
  /** Monotonic time after which it can answer nothing (its session expired or a touch is due). */
  endsAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry may be served (PostgreSQL: bounded, see docs/decisions.md); Infinity on SQLite. */
  maxAgeMs: number;
  /** Monotonic milliseconds. */
  monotonic?: () => number;
}

/** Entries past their end are swept out at most this often, on a fill. */
const SWEEP_EVERY_MS = 5_000;

export function createSessionCache<Row>(options: SessionCacheOptions) {
  const monotonic = options.monotonic ?? (() => performance.now());
  const byHash = new Map<string, CachedSession<Row>>();
  const bySession = new Map<number, CachedSession<Row>>();
  const byUser = new Map<number, Set<CachedSession<Row>>>();
  // Bumped by every drop: a read that started before a drop may hold rows from before the change.
  let generation = 0;
  // Serves until this monotonic time: always on SQLite; with several nodes, while this node's
  // row in cluster_nodes is known to stand (the others wait for nodes with a row).
  let servingUntil = Number.POSITIVE_INFINITY;
  const serving = () => monotonic() < servingUntil;
  let hits = 0;
  let nextSweep = 0;

  function remove(entry: CachedSession<Row>): void {
    byHash.delete(entry.tokenHash);
    bySession.delete(entry.sessionId);
    const set = byUser.get(entry.userId);
    set?.delete(entry);
    if (set?.size === 0) byUser.delete(entry.userId);
  }

  function drop(changes: Pick<UserRowChanges, 'all'> & { userIds: Iterable<number> }): void {
    generation++;
    if (changes.all) {
      byHash.clear();
      bySession.clear();
      byUser.clear();
      return;
    }
    for (const userId of changes.userIds) for (const entry of [...(byUser.get(userId) ?? [])]) remove(entry);
  }

  const usable = (entry: CachedSession<Row>, now: number) =>
    now - entry.readAt < options.maxAgeMs && now < entry.endsAt;

  function fresh(entry: CachedSession<Row> | undefined): CachedSession<Row> | undefined {
    if (!entry) return undefined;
    if (usable(entry, monotonic())) return entry;
    remove(entry);
    return undefined;
  }

  /**
   * Drops the entries that can answer nothing any more: a session that expired or went unused
   * would otherwise stay until its user changed, and memory would grow with every session seen.
   */
  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    for (const entry of [...byHash.values()]) if (!usable(entry, now)) remove(entry);
  }

  return {
    /** A ticket taken before the database read; `fill` stores only if nothing was dropped since. */
    ticket(): { generation: number; readAt: number } {
      return { generation, readAt: monotonic() };
    },

    byHash(tokenHash: string): CachedSession<Row> | undefined {
      if (!serving()) return undefined;
      const entry = fresh(byHash.get(tokenHash));
      if (entry) hits++;
      return entry;
    },

    bySession(sessionId: number): CachedSession<Row> | undefined {
      if (!serving()) return undefined;
      const entry = fresh(bySession.get(sessionId));
      if (entry) hits++;
      return entry;
    },

    /** Keeps a live session's row for at most `forMs` from now (its expiry, or its next touch). */
    fill(
      ticket: { generation: number; readAt: number },
      entry: Omit<CachedSession<Row>, 'readAt' | 'endsAt'>,
      forMs: number,
    ): void {
      const now = monotonic();
      sweep(now);
      if (ticket.generation !== generation) return;
      const old = bySession.get(entry.sessionId);
      if (old) remove(old);
      const stored = { ...entry, readAt: ticket.readAt, endsAt: now + forMs };
      byHash.set(entry.tokenHash, stored);
      bySession.set(entry.sessionId, stored);
      const set = byUser.get(entry.userId) ?? new Set();
      set.add(stored);
      byUser.set(entry.userId, set);
    },

    /** Drops the entries of the users a committed change names (all of them for `all`). */
    drop,

    /**
     * Serves until this monotonic time. Starting again after a pause empties it first: what was
     * read while the others did not count this node is not served.
     */
    serveUntil(until: number): void {
      if (!serving()) drop({ all: true, userIds: [] });
      servingUntil = until;
    },

    /** How many checks were answered from memory (metrics, tests). */
    hits: () => hits,
    size: () => byHash.size,
  };
}

export type SessionCache<Row> = ReturnType<typeof createSessionCache<Row>>;
