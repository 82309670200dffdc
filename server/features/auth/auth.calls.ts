// login.php, auth.php, register.php and password_recovery.php: thin handlers over the service.
import * as calls from '../../../shared/calls/auth';
import { AppError } from '../../calls/appError';
import type { AuthedUser, CallRegistry } from '../../calls/registry';
import type { AppConfig } from '../../config';
import { publicUser } from './auth.presenter';
import type { AuthService } from './auth.service';

/** Whether a user may open a course; the courses feature supplies the rule. */
export type CourseAccessRule = (user: AuthedUser, courseId: number) => Promise<boolean>;

const OK = { data: { ok: true as const } };

export function registerAuthCalls(
  registry: CallRegistry,
  auth: AuthService,
  config: AppConfig,
  courseAccess: CourseAccessRule,
): void {
  const perMinute = (points: number) => ({ points, windowSec: 60, by: 'ip' as const });

  registry.add(
    calls.signIn,
    async (input, ctx) => {
      const { token, ...user } = await auth.signIn(input.Email, input.Password, ctx.ip);
      return { data: { ...publicUser(user), token } };
    },
    { rateLimit: perMinute(config.login.ratePerMinute) },
  );

  registry.add(calls.signOut, async (input, ctx) => {
    await auth.signOut(input.token ?? ctx.token);
    return OK;
  });

  registry.add(calls.authUser, async (input, ctx) => {
    const token = input.token ?? ctx.token;
    if (!token) throw new AppError('NO_TOKEN', { extra: { result: 'No token' } });
    const session = token === ctx.token && ctx.user ? { user: ctx.user } : await auth.authenticate(token);
    if (!session) throw new AppError('INVALID_TOKEN', { extra: { result: 'Invalid token' } });
    const courseId = input.access?.CourseId;
    return {
      data: publicUser(session.user),
      CourseAccess: courseId === undefined ? true : await courseAccess(session.user, courseId),
      userExamId: null,
      result: 'OK',
    };
  });

  registry.add(
    calls.register,
    async (input) => {
      await auth.register(input);
      return OK;
    },
    { rateLimit: perMinute(10) },
  );

  registry.add(
    calls.verifyEmail,
    async (input) => {
      await auth.verifyEmail(input.Code);
      return OK;
    },
    { rateLimit: perMinute(20) },
  );

  registry.add(
    calls.resendVerification,
    async (input, ctx) => {
      await auth.resendVerification(input.Email, ctx.ip);
      return OK;
    },
    { rateLimit: { points: 5, windowSec: 600, by: 'ip' } },
  );

  registry.add(
    calls.requestReset,
    async (input, ctx) => {
      await auth.requestReset(input.Email, ctx.ip);
      return OK;
    },
    { rateLimit: perMinute(5) },
  );

  registry.add(
    calls.resetPassword,
    async (input) => {
      await auth.resetPassword(input.Code, input.Password, input.Password2, {
        FirstName: input.FirstName,
        LastName: input.LastName,
      });
      return OK;
    },
    { rateLimit: perMinute(10) },
  );

  registry.add(calls.checkResetCode, async (input) => ({ data: await auth.checkResetCode(input.Code) }), {
    rateLimit: perMinute(20),
  });
}
