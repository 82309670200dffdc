// Accounts (docs/reliability.md 1-5): registration that reveals no accounts, administrators made
// by an operator, accounts made by staff, password changes, email verification and recovery.
// Each step takes the auth service's dependencies (auth.service.ts binds them).
import { USER_TYPE, type UserTypeCode } from '../../../shared/access';
import { passwordProblem } from '../../../shared/password';
import type { Locale } from '../../../shared/site';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { isUniqueViolation } from '../../db/engineErrors';
import type { Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { maskEmail } from '../../log/security';
import { mailLocale } from '../../mail/templates/render';
import type { InviteRole } from '../../mail/templates/types';
import { hashPassword, hashToken, randomToken, verifyPassword } from '../../security/secrets';
import type { AuthServiceDeps } from './auth.service';

const VERIFY_VALID_MS = 24 * 3_600_000;
/** SPEC §6: user type 2 is the administrator. */
const RESET_VALID_MS = 30 * 60_000;
/** An invitation's set-password link: long enough to be read after a weekend. */
const INVITE_VALID_MS = 7 * 24 * 3_600_000;

export const iso = (ms: number) => new Date(ms).toISOString();

export function passwordError(password: string, email?: string): AppError | null {
  const problem = passwordProblem(password, email);
  if (!problem) return null;
  const message = {
    too_short: 'Please choose a stronger password: at least 8 characters.',
    too_long: 'Please choose a shorter password: at most 128 characters.',
    too_common: 'Please choose a stronger password: this one is too common.',
  }[problem];
  return new AppError('PASSWORD_TOO_WEAK', { field: 'Password', message, data: { problem } });
}

export async function register(
  deps: AuthServiceDeps,
  input: {
    Email: string;
    Password: string;
    FirstName: string;
    LastName: string;
    Code?: string | undefined;
  },
): Promise<void> {
  if (!(await deps.registrationEnabled())) throw new AppError('REGISTRATION_DISABLED');
  const weak = passwordError(input.Password, input.Email);
  if (weak) throw weak;
  // Hash first, whether or not the account exists, so both paths take the same time.
  const passwordHash = await hashPassword(input.Password);
  const existing = await deps.repo.findUserByEmail(input.Email);
  if (existing) {
    deps.security.write('registration', { known: true });
    // A unit of work like the new account's, so both answers take as long.
    await deps.work((w) =>
      deps.outbox.queue(w, existing.Email, mailLocale(existing.Language), {
        name: 'registration-attempt',
        recoveryLink: `${deps.config.publicUrl}/password-recovery`,
      }),
    );
    return;
  }
  const code = randomToken();
  try {
    await deps.work(async (w) => {
      const user = await deps.repo.insertUser(w.tx, {
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
      await deps.repo.insertCode(
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
      await deps.outbox.queue(w, user.Email, mailLocale(user.Language), {
        name: 'verify-email',
        firstName: input.FirstName,
        link: `${deps.config.publicUrl}/verify-email?code=${code}`,
      });
      w.afterCommit(() => deps.security.write('registration', { known: false, userId: user.Id }));
    });
  } catch (error) {
    // A parallel registration of the same address won the race: answer as for a known one.
    if (isUniqueViolation(error)) return;
    throw error;
  }
}

/**
 * An administrator (user type 2) made by an operator, e.g. the first one of a new school:
 * verified, with the given password, or else with a link to set one (valid 30 minutes).
 */
export async function createAdmin(
  deps: AuthServiceDeps,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    password: string | null;
  },
): Promise<{ userId: number; setPasswordLink: string | null }> {
  if (input.password !== null) {
    const weak = passwordError(input.password, input.email);
    if (weak) throw weak;
  }
  if (await deps.repo.findUserByEmail(input.email)) throw new AppError('EMAIL_IN_USE', { field: 'Email' });
  const passwordHash = await hashPassword(input.password ?? randomToken());
  const code = input.password === null ? randomToken() : null;
  try {
    const userId = await deps.work(async (w) => {
      const user = await deps.repo.insertUser(w.tx, {
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
        await deps.repo.insertCode(
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
      w.afterCommit(() => deps.security.write('admin_created', { userId: user.Id }));
      return user.Id;
    });
    return { userId, setPasswordLink: code ? `${deps.config.publicUrl}/password-recovery/${code}` : null };
  } catch (error) {
    // Made at the same moment by someone else: the address is in use all the same.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE', { field: 'Email' });
    throw error;
  }
}

/** A password good enough for this address, or the error that says why not. */
export function checkPassword(_deps: AuthServiceDeps, password: string, email: string): void {
  const weak = passwordError(password, email);
  if (weak) throw weak;
}

/**
 * Inside a unit of work: an account made for someone else's action. With a password hash
 * (a trial's first admin) it waits for its mailed verification; without (an invitation) it
 * gets a mailed link to choose a password, which proves the address too. A taken address
 * fails the unit of work with EMAIL_IN_USE.
 */
export async function createAccountIn(
  deps: AuthServiceDeps,
  w: Work,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    userType: UserTypeCode;
    passwordHash: string;
    /** The person's language (their mails' too); the school's default when not given. */
    language?: Locale;
    invitedBy?: { inviter: string; company: string; role?: InviteRole };
  },
) {
  if (await deps.repo.findUserByEmail(input.email, w.tx))
    throw new AppError('EMAIL_IN_USE', { field: 'Email' });
  const user = await deps.repo.insertUser(w.tx, {
    Email: input.email,
    Username: input.email,
    PasswordHash: input.passwordHash,
    FirstName: input.firstName,
    LastName: input.lastName,
    UserType: input.userType,
    ...(input.language && { Language: input.language }),
    Verified: input.invitedBy !== undefined,
    CreatedAt: w.now,
    UpdatedAt: w.now,
  });
  const code = randomToken();
  if (input.invitedBy) {
    await deps.repo.insertCode(
      w.tx,
      user.Id,
      'reset',
      hashToken(code),
      w.now,
      iso(w.nowMs + INVITE_VALID_MS),
    );
    await deps.outbox.queue(w, user.Email, mailLocale(user.Language), {
      name: 'invite',
      role: 'student',
      ...input.invitedBy,
      link: `${deps.config.publicUrl}/password-recovery/${code}`,
    });
  } else {
    await mailVerification(deps, w, user);
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
}

/**
 * The signed-in person changes their password: the current one first, the new one twice.
 * Every other session of theirs ends; this one stays.
 */
export async function changePassword(
  deps: AuthServiceDeps,
  user: AuthedUser,
  sessionId: number,
  input: { CurrentPassword: string; Password: string; Password2: string },
): Promise<{ sessionsEnded: number }> {
  const record = await deps.repo.findUserById(user.Id);
  if (!record) throw new AppError('INVALID_TOKEN');
  if (!(await verifyPassword(record.PasswordHash, input.CurrentPassword)))
    throw new AppError('PASSWORD_WRONG', { field: 'CurrentPassword' });
  if (input.Password !== input.Password2) throw new AppError('PASSWORDS_DIFFER', { field: 'Password2' });
  const weak = passwordError(input.Password, record.Email);
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.Password);
  const ended = await deps.work(async (w) => {
    await deps.repo.setPassword(w.tx, user.Id, passwordHash, w.now);
    const ids = await deps.repo.revokeSessions(w.tx, user.Id, w.now, sessionId);
    w.afterCommit(() => deps.sockets.disconnectSessions(ids));
    return ids;
  });
  deps.security.write('password_changed', { userId: user.Id, sessionsEnded: ended.length });
  return { sessionsEnded: ended.length };
}

export async function verifyEmail(deps: AuthServiceDeps, code: string): Promise<void> {
  const row = await deps.repo.findCode(hashToken(code), 'verify');
  if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
  if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
  if (row.ExpiresAt <= iso(deps.clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
  await deps.work(async (w) => {
    if (!(await deps.repo.useCode(w.tx, row.Id, w.now))) throw new AppError('RESET_CODE_INVALID');
    await deps.repo.markVerified(w.tx, row.UserId, w.now);
  });
  deps.security.write('email_verified', { userId: row.UserId });
}

/** New verification links a person may be sent per hour: a mailbox is not flooded from many addresses. */
const RESENDS_PER_HOUR = 3;

/**
 * "Resend the verification mail" from an unverified sign-in: a new 24-hour link for an account
 * not verified yet. Answers alike whatever the address, so it tells nobody who has an account.
 */
export async function resendVerification(deps: AuthServiceDeps, email: string, ip: string): Promise<void> {
  const user = await deps.repo.findUserByEmail(email);
  deps.security.write('verification_resend_requested', { email: maskEmail(email), known: Boolean(user), ip });
  if (!user || user.Verified || user.Locked) return;
  await deps.work(async (w) => {
    // The person's row serialises resends, so parallel ones cannot pass the limit together.
    await w.lockRow('users', user.Id);
    if ((await deps.repo.codesSince(w.tx, user.Id, 'verify', iso(w.nowMs - 3_600_000))) >= RESENDS_PER_HOUR)
      return;
    await mailVerification(deps, w, user);
  });
}

/** A new e-mail verification code for the person, mailed in their language, in this unit of work. */
async function mailVerification(
  deps: AuthServiceDeps,
  w: Work,
  user: { Id: number; Email: string; Language: string | null; FirstName: string },
): Promise<void> {
  const code = randomToken();
  await deps.repo.insertCode(w.tx, user.Id, 'verify', hashToken(code), w.now, iso(w.nowMs + VERIFY_VALID_MS));
  await deps.outbox.queue(w, user.Email, mailLocale(user.Language), {
    name: 'verify-email',
    firstName: user.FirstName,
    link: `${deps.config.publicUrl}/verify-email?code=${code}`,
  });
}

export async function requestReset(deps: AuthServiceDeps, email: string, ip: string): Promise<void> {
  const user = await deps.repo.findUserByEmail(email);
  deps.security.write('password_reset_requested', { email: maskEmail(email), known: Boolean(user), ip });
  if (!user || user.Locked) return;
  const code = randomToken();
  await deps.work(async (w) => {
    await deps.repo.insertCode(w.tx, user.Id, 'reset', hashToken(code), w.now, iso(w.nowMs + RESET_VALID_MS));
    await deps.outbox.queue(w, user.Email, mailLocale(user.Language), {
      name: 'reset-password',
      link: `${deps.config.publicUrl}/password-recovery/${code}`,
    });
  });
}

/** A set-password link's code as the page opening it needs it: live, and whether names are needed. */
async function liveResetCode(deps: AuthServiceDeps, code: string) {
  const row = await deps.repo.findCode(hashToken(code), 'reset');
  if (!row) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
  if (row.UsedAt) throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
  if (row.ExpiresAt <= iso(deps.clock())) throw new AppError('RESET_LINK_EXPIRED', { field: 'Code' });
  const user = await deps.repo.findUserById(row.UserId);
  if (!user) throw new AppError('RESET_CODE_NOT_FOUND', { field: 'Code' });
  // An invitation leaves the name blank: the person gives it with their first password.
  const namesNeeded = user.FirstName.trim() === '' || user.LastName.trim() === '';
  return { row, user, namesNeeded };
}

export async function checkResetCode(deps: AuthServiceDeps, code: string) {
  const { user, namesNeeded } = await liveResetCode(deps, code);
  return { NamesNeeded: namesNeeded, FirstName: user.FirstName, LastName: user.LastName };
}

export async function resetPassword(
  deps: AuthServiceDeps,
  code: string,
  password: string,
  password2: string,
  names: { FirstName?: string | undefined; LastName?: string | undefined } = {},
): Promise<void> {
  if (password !== password2) throw new AppError('PASSWORDS_DIFFER', { field: 'Password2' });
  const { row, user, namesNeeded } = await liveResetCode(deps, code);
  if (namesNeeded) {
    if (!names.FirstName) throw new AppError('VALIDATION_FAILED', { field: 'FirstName' });
    if (!names.LastName) throw new AppError('VALIDATION_FAILED', { field: 'LastName' });
  }
  const weak = passwordError(password, user.Email);
  if (weak) throw weak;
  const passwordHash = await hashPassword(password);
  const given =
    namesNeeded && names.FirstName && names.LastName
      ? { FirstName: names.FirstName, LastName: names.LastName }
      : undefined;
  await deps.work(async (w) => {
    if (!(await deps.repo.useCode(w.tx, row.Id, w.now)))
      throw new AppError('RESET_CODE_INVALID', { field: 'Code' });
    const ended = await deps.repo.resetPassword(w.tx, user, passwordHash, w.now, given);
    if (given)
      w.log(
        newEvent({
          type: 'user:changed',
          actorId: user.Id,
          // Staff lists show the name: they follow where the person belongs.
          about: { userId: user.Id, companies: await deps.repo.membershipsOf(user.Id, w.tx), self: true },
          payload: { UserId: user.Id },
        }),
      );
    w.afterCommit(() => deps.sockets.disconnectSessions(ended));
    deps.security.write('password_reset_done', { userId: user.Id, sessionsEnded: ended.length });
  });
}
