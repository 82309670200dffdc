// The rules of accounts and sessions (RELIABILITY.md 1-5): sign-in with per-account lockout,
// sessions with idle and absolute expiry, registration and recovery that reveal no accounts.
import { passwordProblem } from '../../../shared/password';
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import { maskEmail, type SecurityLog } from '../../log/security';
import type { Mailer } from '../../mail/mailer';
import { presentSessionUser } from './auth.presenter';
import type { AuthRepo, UserRecord } from './auth.repo';
import { hashPassword, hashToken, randomToken, verifyPassword } from './secrets';

const VERIFY_VALID_MS = 24 * 3_600_000;
const RESET_VALID_MS = 30 * 60_000;
/** A session's last-used time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

/** What the auth rules need from the realtime layer: ending sockets of ended sessions. */
export interface SocketControl {
  disconnectSessions(sessionIds: number[]): void;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  config: AppConfig;
  mailer: Mailer;
  security: SecurityLog;
  bus: EventBus;
  sockets: SocketControl;
  registrationEnabled: () => boolean;
  clock?: () => number;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, config, mailer, security } = deps;
  const clock = deps.clock ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  // Unknown emails are checked against this hash so they take as long as known ones.
  const dummyHash = hashPassword(randomToken());

  function sendMail(to: string, subject: string, text: string): void {
    // Not awaited: the reply must not depend on whether an account exists.
    mailer
      .send({ to, subject, text })
      .catch((err: unknown) => security.write('registration', { mailFailed: String(err) }));
  }

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

  return {
    async authenticate(token: string): Promise<{ user: AuthedUser; sessionId: number } | null> {
      const row = repo.findSession(hashToken(token));
      if (!row) return null;
      const now = clock();
      const { session, user } = row;
      if (session.RevokedAt || session.ExpiresAt <= iso(now) || user.Locked) return null;
      const lastUsed = Date.parse(session.LastUsedAt);
      if (lastUsed + config.session.idleMs <= now) return null;
      if (now - lastUsed > TOUCH_EVERY_MS) repo.touchSession(session.Id, iso(now));
      return { user: presentSessionUser(user), sessionId: session.Id };
    },

    async signIn(emailInput: string, password: string, ip: string): Promise<AuthedUser & { token: string }> {
      const email = emailInput.trim().toLowerCase();
      const { maxAttempts, lockMs } = config.login;
      const start = clock();
      const reservation = repo.reserveAttempt(email, iso(start), maxAttempts, iso(start + lockMs));
      if (reservation.kind === 'locked') {
        security.write('sign_in_locked', { email: maskEmail(email), ip });
        throw lockedError(reservation.lockedUntil);
      }
      const user = repo.findUserByEmail(email);
      const matches = await verifyPassword(user?.PasswordHash ?? (await dummyHash), password);
      if (!user || !matches) {
        security.write('sign_in_failed', { email: maskEmail(email), ip, attempt: reservation.attempt });
        if (reservation.attempt >= maxAttempts) {
          const lockedUntil = iso(clock() + lockMs);
          repo.lockAttempts(email, lockedUntil);
          throw lockedError(lockedUntil);
        }
        throw new AppError('LOGIN_WRONG_CREDENTIALS', {
          message: `Wrong email or password (attempt ${reservation.attempt} of ${maxAttempts}).`,
          data: { attempt: reservation.attempt, maxAttempts },
        });
      }
      repo.clearAttempts(email);
      if (user.Locked) throw new AppError('LOGIN_LOCKED');
      if (!user.Verified) throw new AppError('LOGIN_NOT_VERIFIED');
      const token = randomToken();
      const now = clock();
      const sessionId = repo.createSession(
        user.Id,
        hashToken(token),
        iso(now),
        iso(now + config.session.maxMs),
      );
      security.write('sign_in_succeeded', { userId: user.Id, sessionId, ip });
      return { ...presentSessionUser(user), token };
    },

    signOut(token: string | null): void {
      if (!token) return;
      const row = repo.findSession(hashToken(token));
      if (!row || row.session.RevokedAt) return;
      repo.revokeSession(row.session.Id, iso(clock()));
      deps.sockets.disconnectSessions([row.session.Id]);
      security.write('sign_out', { userId: row.user.Id, sessionId: row.session.Id });
    },

    async register(input: {
      Email: string;
      Password: string;
      FirstName: string;
      LastName: string;
    }): Promise<void> {
      if (!deps.registrationEnabled()) throw new AppError('REGISTRATION_DISABLED');
      const weak = passwordError(input.Password, input.Email);
      if (weak) throw weak;
      // Hash first, whether or not the account exists, so both paths take the same time.
      const passwordHash = await hashPassword(input.Password);
      const existing = repo.findUserByEmail(input.Email);
      if (existing) {
        security.write('registration', { known: true });
        sendMail(
          input.Email,
          'Someone tried to register with your address',
          `Someone tried to create a Tonic account with this address, which already has one.\nIf it was you, sign in or reset your password: ${config.publicUrl}/password-recovery\n`,
        );
        return;
      }
      const now = iso(clock());
      let user: UserRecord;
      try {
        const created = repo.insertUser(
          {
            Email: input.Email,
            Username: input.Email,
            PasswordHash: passwordHash,
            FirstName: input.FirstName,
            LastName: input.LastName,
            CreatedAt: now,
            UpdatedAt: now,
          },
          (u) => [
            newEvent({
              type: 'user:changed',
              actorId: u.Id,
              rooms: [rooms.staff],
              payload: { UserId: u.Id },
            }),
          ],
        );
        user = created.user;
        deps.bus.publish(created.events);
      } catch (error) {
        // A parallel registration of the same address won the race: answer as for a known one.
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return;
        throw error;
      }
      const code = randomToken();
      repo.insertCode(user.Id, 'verify', hashToken(code), now, iso(clock() + VERIFY_VALID_MS));
      security.write('registration', { known: false, userId: user.Id });
      sendMail(
        input.Email,
        'Confirm your email address',
        `Welcome to Tonic, ${input.FirstName}!\nConfirm your address within 24 hours: ${config.publicUrl}/verify-email?code=${code}\n`,
      );
    },

    verifyEmail(code: string): void {
      const row = repo.findCode(hashToken(code), 'verify');
      if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
      if (row.ExpiresAt <= iso(clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
      if (!repo.consumeVerifyCode(row.Id, row.UserId, iso(clock()))) throw new AppError('RESET_CODE_INVALID');
      security.write('email_verified', { userId: row.UserId });
    },

    requestReset(email: string, ip: string): void {
      const user = repo.findUserByEmail(email);
      security.write('password_reset_requested', { email: maskEmail(email), known: Boolean(user), ip });
      if (!user || user.Locked) return;
      const code = randomToken();
      const now = clock();
      repo.insertCode(user.Id, 'reset', hashToken(code), iso(now), iso(now + RESET_VALID_MS));
      sendMail(
        user.Email,
        'Reset your password',
        `Someone asked to reset the password of your Tonic account.\nThe link is valid for 30 minutes: ${config.publicUrl}/password-recovery/${code}\nIf it was not you, ignore this mail.\n`,
      );
    },

    async resetPassword(code: string, password: string, password2: string): Promise<void> {
      if (password !== password2) throw new AppError('PASSWORDS_DIFFER', { field: 'Password2' });
      const row = repo.findCode(hashToken(code), 'reset');
      if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
      if (row.ExpiresAt <= iso(clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
      const user = repo.findUserById(row.UserId);
      if (!user) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
      const weak = passwordError(password, user.Email);
      if (weak) throw weak;
      const ended = repo.consumeResetCode(row.Id, user, await hashPassword(password), iso(clock()));
      if (ended === null) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
      deps.sockets.disconnectSessions(ended);
      security.write('password_reset_done', { userId: user.Id, sessionsEnded: ended.length });
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
