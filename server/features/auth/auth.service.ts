// The rules of accounts and sessions (docs/reliability.md 1-5): sign-in with per-account lockout,
// sessions with idle and absolute expiry, registration and recovery that reveal no accounts.

import { USER_TYPE, type UserTypeCode } from '../../../shared/access';
import { passwordProblem } from '../../../shared/password';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { AppConfig } from '../../config';
import { isUniqueViolation } from '../../db/engineErrors';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { maskEmail, type SecurityLog } from '../../log/security';
import type { Outbox } from '../../mail/outbox';
import { mailLocale } from '../../mail/templates/render';
import type { RequiredHook } from '../../requiredHook';
import { hashPassword, hashToken, randomToken, verifyPassword } from '../../security/secrets';
import { presentSessionUser } from './auth.presenter';
import { type AuthRepo, parseMemberships } from './auth.repo';

type SessionRow = NonNullable<Awaited<ReturnType<AuthRepo['findSession']>>>;

const VERIFY_VALID_MS = 24 * 3_600_000;
/** SPEC §6: user type 2 is the administrator. */
const RESET_VALID_MS = 30 * 60_000;
/** An invitation's set-password link: long enough to be read after a weekend. */
const INVITE_VALID_MS = 7 * 24 * 3_600_000;
/** A session's last-used time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

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
  /** Registration with a code; the codes feature provides it. */
  registrationCode: RequiredHook<RegistrationCodeRedeemer>;
}

/** Redeems a registration code for a new account inside its unit of work (the codes feature). */
export type RegistrationCodeRedeemer = (w: Work, userId: number, code: string) => Promise<void>;

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, config, outbox, security, work, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  // Unknown emails are checked against this hash so they take as long as known ones.
  const dummyHash = hashPassword(randomToken());

  function passwordError(password: string, email?: string): AppError | null {
    const problem = passwordProblem(password, email);
    if (!problem) return null;
    const message = {
      too_short: 'Please choose a stronger password: at least 8 characters.',
      too_long: 'Please choose a shorter password: at most 128 characters.',
      too_common: 'Please choose a stronger password: this one is too common.',
    }[problem];
    return new AppError('PASSWORD_TOO_WEAK', { field: 'Password', message, data: { problem } });
  }

  /** Whether a session may still be used now: not revoked, expired or idle, its user not locked. */
  function isLive({ session, user }: SessionRow, now: number): boolean {
    if (session.RevokedAt || session.ExpiresAt <= iso(now) || user.Locked) return false;
    return Date.parse(session.LastUsedAt) + config.session.idleMs > now;
  }

  return {
    async authenticate(token: string): Promise<{ user: AuthedUser; sessionId: number } | null> {
      const row = await repo.findSession(hashToken(token));
      const now = clock();
      if (!row || !isLive(row, now)) return null;
      const { session, user } = row;
      if (now - Date.parse(session.LastUsedAt) > TOUCH_EVERY_MS)
        await work((w) => repo.touchSession(w.tx, session.Id, w.now));
      return {
        user: presentSessionUser(user, row.photo, parseMemberships(row.memberships)),
        sessionId: session.Id,
      };
    },

    /**
     * The user of an open socket's session as stored now, so a changed user type or a lock
     * counts at the next emit; null once the session can no longer be used.
     */
    async sessionUser(sessionId: number): Promise<AuthedUser | null> {
      const row = await repo.findSessionById(sessionId);
      return row && isLive(row, clock())
        ? presentSessionUser(row.user, row.photo, parseMemberships(row.memberships))
        : null;
    },

    /** A user as stored now; null when locked or gone. */
    async currentUser(userId: number): Promise<AuthedUser | null> {
      const user = await repo.findUserById(userId);
      if (!user || user.Locked) return null;
      return presentSessionUser(
        user,
        await repo.userFile(user.UserFileId),
        await repo.membershipsOf(user.Id),
      );
    },

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
        if (!(await repo.revokeSession(w.tx, session.Id, w.now))) return;
        w.afterCommit(() => deps.sockets.disconnectSessions([session.Id]));
        security.write('sign_out', { userId: user.Id, sessionId: session.Id });
      });
    },

    /** The codes feature redeems a code given at registration in the new account's unit of work. */
    onRegistrationCode(redeemer: RegistrationCodeRedeemer): void {
      deps.registrationCode.provide(redeemer);
    },

    async register(input: {
      Email: string;
      Password: string;
      FirstName: string;
      LastName: string;
      Code?: string | undefined;
    }): Promise<void> {
      if (!(await deps.registrationEnabled())) throw new AppError('REGISTRATION_DISABLED');
      const weak = passwordError(input.Password, input.Email);
      if (weak) throw weak;
      // Hash first, whether or not the account exists, so both paths take the same time.
      const passwordHash = await hashPassword(input.Password);
      const existing = await repo.findUserByEmail(input.Email);
      if (existing) {
        security.write('registration', { known: true });
        // A unit of work like the new account's, so both answers take as long.
        await work((w) =>
          outbox.queue(w, existing.Email, mailLocale(existing.Language), {
            name: 'registration-attempt',
            recoveryLink: `${config.publicUrl}/password-recovery`,
          }),
        );
        return;
      }
      const code = randomToken();
      try {
        await work(async (w) => {
          const user = await repo.insertUser(w.tx, {
            Email: input.Email,
            Username: input.Email,
            PasswordHash: passwordHash,
            FirstName: input.FirstName,
            LastName: input.LastName,
            CreatedAt: w.now,
            UpdatedAt: w.now,
          });
          // A code given with the registration is redeemed with it: a bad code refuses both.
          if (input.Code) await deps.registrationCode.call(w, user.Id, input.Code);
          await repo.insertCode(
            w.tx,
            user.Id,
            'verify',
            hashToken(code),
            w.now,
            iso(w.nowMs + VERIFY_VALID_MS),
          );
          w.log(
            newEvent({
              type: 'user:changed',
              actorId: user.Id,
              about: { userId: user.Id, companies: [], self: false },
              payload: { UserId: user.Id },
            }),
          );
          await outbox.queue(w, user.Email, mailLocale(user.Language), {
            name: 'verify-email',
            firstName: input.FirstName,
            link: `${config.publicUrl}/verify-email?code=${code}`,
          });
          w.afterCommit(() => security.write('registration', { known: false, userId: user.Id }));
        });
      } catch (error) {
        // A parallel registration of the same address won the race: answer as for a known one.
        if (isUniqueViolation(error)) return;
        throw error;
      }
    },

    /**
     * An administrator (user type 2) made by an operator, e.g. the first one of a new school:
     * verified, with the given password, or else with a link to set one (valid 30 minutes).
     */
    async createAdmin(input: {
      email: string;
      firstName: string;
      lastName: string;
      password: string | null;
    }): Promise<{ userId: number; setPasswordLink: string | null }> {
      if (input.password !== null) {
        const weak = passwordError(input.password, input.email);
        if (weak) throw weak;
      }
      if (await repo.findUserByEmail(input.email)) throw new AppError('EMAIL_IN_USE', { field: 'Email' });
      const passwordHash = await hashPassword(input.password ?? randomToken());
      const code = input.password === null ? randomToken() : null;
      try {
        const userId = await work(async (w) => {
          const user = await repo.insertUser(w.tx, {
            Email: input.email,
            Username: input.email,
            PasswordHash: passwordHash,
            FirstName: input.firstName,
            LastName: input.lastName,
            UserType: USER_TYPE.admin,
            Verified: true,
            CreatedAt: w.now,
            UpdatedAt: w.now,
          });
          if (code)
            await repo.insertCode(
              w.tx,
              user.Id,
              'reset',
              hashToken(code),
              w.now,
              iso(w.nowMs + RESET_VALID_MS),
            );
          w.log(
            newEvent({
              type: 'user:changed',
              actorId: user.Id,
              about: { userId: user.Id, companies: [], self: false },
              payload: { UserId: user.Id },
            }),
          );
          w.afterCommit(() => security.write('admin_created', { userId: user.Id }));
          return user.Id;
        });
        return { userId, setPasswordLink: code ? `${config.publicUrl}/password-recovery/${code}` : null };
      } catch (error) {
        // Made at the same moment by someone else: the address is in use all the same.
        if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE', { field: 'Email' });
        throw error;
      }
    },

    /** A password good enough for this address, or the error that says why not. */
    checkPassword(password: string, email: string): void {
      const weak = passwordError(password, email);
      if (weak) throw weak;
    },

    /**
     * Inside a unit of work: an account made for someone else's action. With a password hash
     * (a trial's first admin) it waits for its mailed verification; without (an invitation) it
     * gets a mailed link to choose a password, which proves the address too. A taken address
     * fails the unit of work with EMAIL_IN_USE.
     */
    async createAccountIn(
      w: Work,
      input: {
        email: string;
        firstName: string;
        lastName: string;
        userType: UserTypeCode;
        passwordHash: string;
        invitedBy?: { inviter: string; company: string };
      },
    ) {
      if (await repo.findUserByEmail(input.email, w.tx))
        throw new AppError('EMAIL_IN_USE', { field: 'Email' });
      const user = await repo.insertUser(w.tx, {
        Email: input.email,
        Username: input.email,
        PasswordHash: input.passwordHash,
        FirstName: input.firstName,
        LastName: input.lastName,
        UserType: input.userType,
        Verified: input.invitedBy !== undefined,
        CreatedAt: w.now,
        UpdatedAt: w.now,
      });
      const code = randomToken();
      if (input.invitedBy) {
        await repo.insertCode(w.tx, user.Id, 'reset', hashToken(code), w.now, iso(w.nowMs + INVITE_VALID_MS));
        await outbox.queue(w, user.Email, mailLocale(user.Language), {
          name: 'invite',
          ...input.invitedBy,
          link: `${config.publicUrl}/password-recovery/${code}`,
        });
      } else {
        await repo.insertCode(
          w.tx,
          user.Id,
          'verify',
          hashToken(code),
          w.now,
          iso(w.nowMs + VERIFY_VALID_MS),
        );
        await outbox.queue(w, user.Email, mailLocale(user.Language), {
          name: 'verify-email',
          firstName: input.firstName,
          link: `${config.publicUrl}/verify-email?code=${code}`,
        });
      }
      w.log(
        newEvent({
          type: 'user:changed',
          actorId: user.Id,
          about: { userId: user.Id, companies: [], self: false },
          payload: { UserId: user.Id },
        }),
      );
      return user;
    },

    /**
     * The signed-in person changes their password: the current one first, the new one twice.
     * Every other session of theirs ends; this one stays.
     */
    async changePassword(
      user: AuthedUser,
      sessionId: number,
      input: { CurrentPassword: string; Password: string; Password2: string },
    ): Promise<{ sessionsEnded: number }> {
      const record = await repo.findUserById(user.Id);
      if (!record) throw new AppError('INVALID_TOKEN');
      if (!(await verifyPassword(record.PasswordHash, input.CurrentPassword)))
        throw new AppError('PASSWORD_WRONG', { field: 'CurrentPassword' });
      if (input.Password !== input.Password2) throw new AppError('PASSWORDS_DIFFER', { field: 'Password2' });
      const weak = passwordError(input.Password, record.Email);
      if (weak) throw weak;
      const passwordHash = await hashPassword(input.Password);
      const ended = await work(async (w) => {
        await repo.setPassword(w.tx, user.Id, passwordHash, w.now);
        const ids = await repo.revokeSessions(w.tx, user.Id, w.now, sessionId);
        w.afterCommit(() => deps.sockets.disconnectSessions(ids));
        return ids;
      });
      security.write('password_changed', { userId: user.Id, sessionsEnded: ended.length });
      return { sessionsEnded: ended.length };
    },

    /** Inside a unit of work: ends every session of a user; their sockets close after commit. */
    async endSessionsIn(w: Work, userId: number): Promise<number> {
      const ids = await repo.revokeSessions(w.tx, userId, w.now);
      w.afterCommit(() => deps.sockets.disconnectSessions(ids));
      return ids.length;
    },

    async verifyEmail(code: string): Promise<void> {
      const row = await repo.findCode(hashToken(code), 'verify');
      if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
      if (row.ExpiresAt <= iso(clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
      await work(async (w) => {
        if (!(await repo.useCode(w.tx, row.Id, w.now))) throw new AppError('RESET_CODE_INVALID');
        await repo.markVerified(w.tx, row.UserId, w.now);
      });
      security.write('email_verified', { userId: row.UserId });
    },

    async requestReset(email: string, ip: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      security.write('password_reset_requested', { email: maskEmail(email), known: Boolean(user), ip });
      if (!user || user.Locked) return;
      const code = randomToken();
      await work(async (w) => {
        await repo.insertCode(w.tx, user.Id, 'reset', hashToken(code), w.now, iso(w.nowMs + RESET_VALID_MS));
        await outbox.queue(w, user.Email, mailLocale(user.Language), {
          name: 'reset-password',
          link: `${config.publicUrl}/password-recovery/${code}`,
        });
      });
    },

    async resetPassword(code: string, password: string, password2: string): Promise<void> {
      if (password !== password2) throw new AppError('PASSWORDS_DIFFER', { field: 'Password2' });
      const row = await repo.findCode(hashToken(code), 'reset');
      if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
      if (row.ExpiresAt <= iso(clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
      const user = await repo.findUserById(row.UserId);
      if (!user) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      const weak = passwordError(password, user.Email);
      if (weak) throw weak;
      const passwordHash = await hashPassword(password);
      await work(async (w) => {
        if (!(await repo.useCode(w.tx, row.Id, w.now)))
          throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
        const ended = await repo.resetPassword(w.tx, user, passwordHash, w.now);
        w.afterCommit(() => deps.sockets.disconnectSessions(ended));
        security.write('password_reset_done', { userId: user.Id, sessionsEnded: ended.length });
      });
    },
  };
}

function lockedError(lockedUntil: string): AppError {
  return new AppError('LOGIN_TEMPORARILY_LOCKED', {
    message: `Your account is temporarily locked until ${lockedUntil.slice(11, 16)} UTC.`,
    data: { lockedUntil },
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
