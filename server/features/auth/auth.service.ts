// The rules of accounts and sessions (docs/reliability.md 1-5): sign-in with per-account lockout,
// sessions with idle and absolute expiry, registration and recovery that reveal no accounts.

import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { AppConfig } from '../../config';
import type { RunWork, Work } from '../../db/unitOfWork';
import { maskEmail, type SecurityLog } from '../../log/security';
import type { Outbox } from '../../mail/outbox';
import type { RequiredHook } from '../../requiredHook';
import { hashPassword, hashToken, randomToken, verifyPassword } from '../../security/secrets';
import {
  changePassword,
  checkPassword,
  checkResetCode,
  createAccountIn,
  createAdmin,
  iso,
  register,
  requestReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './accounts';
import { presentSessionUser } from './auth.presenter';
import type { AuthRepo } from './auth.repo';
import { createSessionChecks } from './sessionChecks';

/** What the auth rules need from the realtime layer: ending sockets of ended sessions. */
export interface SocketControl {
  disconnectSessions(sessionIds: number[]): void;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  config: AppConfig;
  outbox: Outbox;
  security: SecurityLog;
  work: RunWork;
  sockets: SocketControl;
  registrationEnabled: () => Promise<boolean>;
  clock: () => number;
  /** How long a session check may be answered from memory (see sessionCache.ts). */
  sessionCacheMaxAgeMs: number;
  /** Whether the cache serves from the start (off with several nodes until this node has joined). */
  sessionCacheOn: boolean;
  /** Registration with a code; the codes feature provides it. */
  registrationCode: RequiredHook<RegistrationCodeRedeemer>;
}

/** Redeems a registration code for a new account inside its unit of work (the codes feature). */
export type RegistrationCodeRedeemer = (w: Work, userId: number, code: string) => Promise<void>;

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, config, security, work, clock } = deps;
  /** An account step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: AuthServiceDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  // Unknown emails are checked against this hash so they take as long as known ones.
  const dummyHash = hashPassword(randomToken());
  return {
    // authenticate, sessionUser and the cache they answer from (sessionChecks.ts).
    ...createSessionChecks(deps),

    /** A user as stored now; null when locked or gone. */
    currentUser: (userId: number) => currentUser(repo, userId),

    async signIn(emailInput: string, password: string, ip: string): Promise<AuthedUser & { token: string }> {
      const email = emailInput.trim().toLowerCase();
      const { maxAttempts, lockMs } = config.login;
      // The reservation commits before the (slow) password check so that parallel attempts see
      // it; the outcome is a second unit of work.
      const reservation = await work((w) =>
        repo.reserveAttempt(w.tx, email, w.now, maxAttempts, iso(w.nowMs + lockMs)),
      );
      if (reservation.kind === 'locked') {
        security.write('sign_in_locked', { email: maskEmail(email), ip });
        throw lockedError(reservation.lockedUntil);
      }
      const user = await repo.findUserByEmail(email);
      const matches = await verifyPassword(user?.PasswordHash ?? (await dummyHash), password);
      if (!user || !matches) {
        security.write('sign_in_failed', { email: maskEmail(email), ip, attempt: reservation.attempt });
        if (reservation.attempt >= maxAttempts) {
          const lockedUntil = iso(clock() + lockMs);
          await work((w) => repo.lockAttempts(w.tx, email, lockedUntil));
          throw lockedError(lockedUntil);
        }
        throw new AppError('LOGIN_WRONG_CREDENTIALS', {
          message: `Wrong email or password (attempt ${reservation.attempt} of ${maxAttempts}).`,
          data: { attempt: reservation.attempt, maxAttempts },
        });
      }
      await work((w) => repo.clearAttempts(w.tx, email));
      if (user.Locked) throw new AppError('LOGIN_LOCKED');
      if (!user.Verified) throw new AppError('LOGIN_NOT_VERIFIED');
      const token = randomToken();
      const sessionId = await work((w) =>
        repo.createSession(w.tx, user.Id, hashToken(token), w.now, iso(w.nowMs + config.session.maxMs)),
      );
      security.write('sign_in_succeeded', { userId: user.Id, sessionId, ip });
      return {
        ...presentSessionUser(user, await repo.userFile(user.UserFileId), await repo.membershipsOf(user.Id)),
        token,
      };
    },

    async signOut(token: string | null): Promise<void> {
      if (!token) return;
      const row = await repo.findSession(hashToken(token));
      if (!row || row.session.RevokedAt) return;
      const { session, user } = row;
      await work(async (w) => {
        if (!(await repo.revokeSession(w.tx, user.Id, session.Id, w.now))) return;
        w.afterCommit(() => deps.sockets.disconnectSessions([session.Id]));
        security.write('sign_out', { userId: user.Id, sessionId: session.Id });
      });
    },

    /** The codes feature redeems a code given at registration in the new account's unit of work. */
    onRegistrationCode(redeemer: RegistrationCodeRedeemer): void {
      deps.registrationCode.provide(redeemer);
    },

    register: bound(register),

    createAdmin: bound(createAdmin),
    checkPassword: bound(checkPassword),
    createAccountIn: bound(createAccountIn),
    changePassword: bound(changePassword),

    /** Inside a unit of work: ends every session of a user; their sockets close after commit. */
    async endSessionsIn(w: Work, userId: number): Promise<number> {
      const ids = await repo.revokeSessions(w.tx, userId, w.now);
      w.afterCommit(() => deps.sockets.disconnectSessions(ids));
      return ids.length;
    },

    verifyEmail: bound(verifyEmail),

    requestReset: bound(requestReset),
    resendVerification: bound(resendVerification),

    checkResetCode: bound(checkResetCode),
    resetPassword: bound(resetPassword),
  };
}

async function currentUser(repo: AuthRepo, userId: number): Promise<AuthedUser | null> {
  const user = await repo.findUserById(userId);
  if (!user || user.Locked) return null;
  return presentSessionUser(user, await repo.userFile(user.UserFileId), await repo.membershipsOf(user.Id));
}

function lockedError(lockedUntil: string): AppError {
  return new AppError('LOGIN_TEMPORARILY_LOCKED', {
    message: `Your account is temporarily locked until ${lockedUntil.slice(11, 16)} UTC.`,
    data: { lockedUntil },
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
