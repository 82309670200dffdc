// The session check of every call, raw route, socket handshake and emit: a session is live while
// not revoked, expired or idle and its user not locked. Answered from memory (sessionCache.ts)
// while nothing changed it; any doubt (a miss, a touch due, an entry too old) reads the database.
import type { AuthedUser } from '../../calls/registry';
import type { AppConfig } from '../../config';
import type { RunWork } from '../../db/unitOfWork';
import { hashToken } from '../../security/secrets';
import { iso } from './accounts';
import { presentSessionUser } from './auth.presenter';
import { type AuthRepo, parseMemberships } from './auth.repo';
import { createSessionCache } from './sessionCache';

type SessionRow = NonNullable<Awaited<ReturnType<AuthRepo['findSession']>>>;

/** A session's last-used time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionChecksDeps {
  repo: AuthRepo;
  config: AppConfig;
  work: RunWork;
  clock: () => number;
  /** How long a session check may be answered from memory (see sessionCache.ts). */
  sessionCacheMaxAgeMs: number;
  /** Whether the cache serves from the start (off with several nodes until this node has joined). */
  sessionCacheOn: boolean;
}

export function createSessionChecks(deps: SessionChecksDeps) {
  const { repo, config, work, clock } = deps;
  let databaseChecks = 0;
  const cache = createSessionCache<SessionRow>({ maxAgeMs: deps.sessionCacheMaxAgeMs });
  if (!deps.sessionCacheOn) cache.serveUntil(0);

  /** Whether a cached row may answer now: live, and no touch due (that one reads and writes). */
  const servable = (row: SessionRow, now: number) =>
    isLive(config, row, now) && now - Date.parse(row.session.LastUsedAt) <= TOUCH_EVERY_MS;
  const present = (row: SessionRow) =>
    presentSessionUser(row.user, row.photo, parseMemberships(row.memberships));
  // Kept while it could answer: until the session expires, goes idle or is due a touch.
  const keep = (ticket: ReturnType<typeof cache.ticket>, row: SessionRow) => {
    const lastUsed = Date.parse(row.session.LastUsedAt);
    const until = Math.min(
      Date.parse(row.session.ExpiresAt),
      lastUsed + config.session.idleMs,
      lastUsed + TOUCH_EVERY_MS + 1,
    );
    cache.fill(
      ticket,
      { row, userId: row.user.Id, sessionId: row.session.Id, tokenHash: row.session.TokenHash },
      until - clock(),
    );
  };

  return {
    async authenticate(token: string): Promise<{ user: AuthedUser; sessionId: number } | null> {
      const tokenHash = hashToken(token);
      const cached = cache.byHash(tokenHash);
      if (cached && servable(cached.row, clock()))
        return { user: present(cached.row), sessionId: cached.sessionId };
      const ticket = cache.ticket();
      databaseChecks++;
      const row = await repo.findSession(tokenHash);
      const now = clock();
      if (!row || !isLive(config, row, now)) return null;
      const { session } = row;
      let kept = row;
      if (now - Date.parse(session.LastUsedAt) > TOUCH_EVERY_MS) {
        const touchedAt = await work(async (w) => {
          await repo.touchSession(w.tx, session.Id, w.now);
          return w.now;
        });
        kept = { ...row, session: { ...session, LastUsedAt: touchedAt } };
      }
      keep(ticket, kept);
      return { user: present(row), sessionId: session.Id };
    },

    /**
     * The user of an open socket's session as stored now, so a changed user type or a lock
     * counts at the next emit; null once the session can no longer be used.
     */
    async sessionUser(sessionId: number): Promise<AuthedUser | null> {
      const cached = cache.bySession(sessionId);
      if (cached && servable(cached.row, clock())) return present(cached.row);
      const ticket = cache.ticket();
      databaseChecks++;
      const row = await repo.findSessionById(sessionId);
      if (!row || !isLive(config, row, clock())) return null;
      keep(ticket, row);
      return present(row);
    },

    /** The session checks kept in memory: dropped on committed changes, on or off per node. */
    sessionCache: {
      drop: cache.drop,
      serveUntil: cache.serveUntil,
      /** How many checks were answered from memory and how many read the database. */
      checks: () => ({ memory: cache.hits(), database: databaseChecks }),
      maxAgeMs: deps.sessionCacheMaxAgeMs,
    },
  };
}

/** Whether a session may still be used now: not revoked, expired or idle, its user not locked. */
function isLive(config: AppConfig, { session, user }: SessionRow, now: number): boolean {
  if (session.RevokedAt || session.ExpiresAt <= iso(now) || user.Locked) return false;
  return Date.parse(session.LastUsedAt) + config.session.idleMs > now;
}
