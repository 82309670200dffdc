// The one entry point of every call: POST /api/backend/<file>.php. Order: find the call (of this
// site variant) → authenticate → rate limit (by user once known) → access rule → validate →
// handler → envelope. Bad input never reaches a handler.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { passesAccess, passesScope } from '../../shared/users';
import type { AppConfig } from '../config';
import { bindRequest } from '../http/requestLog';
import type { SecurityLog } from '../log/security';
import { AppError } from './appError';
import { type Authenticator, type SignedIn, sessionOf } from './bearer';
import { readCallBody } from './body';
import { sendFailure } from './envelope';
import type { CallContext, CallRegistry, RegisteredCall } from './registry';

export function registerDispatcher(
  app: FastifyInstance,
  deps: {
    registry: CallRegistry;
    auth: Authenticator;
    config: AppConfig;
    security: SecurityLog;
    clock: () => number;
  },
): void {
  const { registry, config } = deps;

  // Files may sit in folders (content/get_content.php), so the path after /api/backend/ is the file.
  app.post<{ Params: { '*': string } }>('/api/backend/*', async (request, reply) => {
    // Known once the call is found; bound on the log lines with the user, once (one child logger).
    let callName: string | null = null;
    let bound = false;
    try {
      const file = request.params['*'];
      if (!registry.hasFile(file)) throw new AppError('NOT_FOUND', { field: 'file' });
      const body = await readCallBody(request, registry.onlyCallOf(file));
      const call = registry.find(file, body.req);
      // A call of another site variant is as unknown here as one that does not exist.
      if (!call || (call.contract.sites && !call.contract.sites.includes(config.site)))
        throw new AppError('UNKNOWN_CALL', { field: 'req' });
      callName = `${call.contract.file} ${call.contract.req}`;
      request.call = callName;
      const { token, session } = await sessionOf(request, deps.auth);
      bindRequest(request, reply, { call: callName, userId: session?.user.Id ?? null });
      bound = true;
      const ctx = await contextFor(request, call, token, session, deps);
      const input = validate(call, body.data);
      const result = (await call.handle(input, ctx)) as Record<string, unknown>;
      if (config.validateOutput) checkOutput(call, result, request);
      return reply.send({ status: 'OK', ...result, datetime: new Date(deps.clock()).toISOString() });
    } catch (error) {
      // Failed before the user was known (authentication itself): the line still names the call.
      if (callName !== null && !bound) bindRequest(request, reply, { call: callName });
      return sendFailure(reply, request, error);
    }
  });
}

async function contextFor(
  request: FastifyRequest,
  call: RegisteredCall,
  token: string | null,
  session: SignedIn | null,
  deps: { config: AppConfig; security: SecurityLog },
): Promise<CallContext> {
  const ctx: CallContext = {
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    token,
    ip: request.ip,
    site: deps.config.site,
    log: request.log,
  };
  await applyRateLimit(call, ctx, deps.security);
  const { access, file, req } = call.contract;
  if (access !== 'public' && !ctx.user) {
    deps.security.write('call_unauthenticated', {
      call: `${file} ${req}`,
      ip: ctx.ip,
      tokenSent: token !== null,
    });
    throw new AppError(token ? 'INVALID_TOKEN' : 'NO_TOKEN');
  }
  // The school's own powers are refused to a company's people like any rule they do not pass.
  if (!passesAccess(access, ctx.user) || !passesScope(call.contract.scope, ctx.user)) {
    deps.security.write('call_forbidden', {
      call: `${file} ${req}`,
      userId: ctx.user?.Id ?? null,
      ip: ctx.ip,
    });
    throw new AppError('FORBIDDEN');
  }
  return ctx;
}

async function applyRateLimit(call: RegisteredCall, ctx: CallContext, security: SecurityLog): Promise<void> {
  if (!call.limiter || !call.rateLimit) return;
  const key = call.rateLimit.by === 'user' && ctx.user ? `u${ctx.user.Id}` : `ip${ctx.ip}`;
  try {
    await call.limiter.consume(key);
  } catch (rejection) {
    // The limiter rejects with its verdict (holding msBeforeNext), or with an Error of its store.
    const waitMs = (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext;
    if (typeof waitMs !== 'number') throw rejection;
    security.write('rate_limited', { call: `${call.contract.file} ${call.contract.req}`, key });
    throw new AppError('RATE_LIMITED', { retryAfterSec: waitMs / 1000 });
  }
}

function validate(call: RegisteredCall, data: unknown): unknown {
  const parsed = call.contract.input.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
    field: issue.path.map(String).join('.') || 'data',
    message: issue.message,
  }));
  throw new AppError(call.contract.invalidInputError ?? 'VALIDATION_FAILED', {
    field: errors[0]?.field,
    errors,
  });
}

function checkOutput(call: RegisteredCall, result: unknown, request: FastifyRequest): void {
  const parsed = call.contract.output.safeParse(result);
  if (!parsed.success) {
    request.log.error(
      { issues: parsed.error.issues, call: call.contract.req },
      'reply does not match its contract',
    );
    throw new AppError('INTERNAL');
  }
}
