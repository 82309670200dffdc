// The call registry: each contract from shared/calls gets exactly one handler here, with its
// optional rate limit. The dispatcher and docs/api.md both read from it.
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { CallContract, CallParsedInput } from '../../shared/calls/define';
import type { Site } from '../../shared/site';
import type { SessionUser } from '../../shared/users';
import { type LimiterFactory, memoryLimiters } from './limiters';

export interface AuthedUser extends SessionUser {
  Email: string;
  /** The companies the user belongs to (none: the school's own): the scope of what they reach. */
  CompanyIds: number[];
}

export interface CallContext {
  user: AuthedUser | null;
  sessionId: number | null;
  /** The raw token of this request, when one was sent (only sign_out and auth_user need it). */
  token: string | null;
  ip: string;
  site: Site;
  log: FastifyBaseLogger;
}

/** The context of a call that is not public: the dispatcher has signed the caller in. */
export interface SignedInContext extends CallContext {
  user: AuthedUser;
  sessionId: number;
}

/** Public calls may have a caller; every other call has one. */
export type ContextFor<C extends CallContract> = C['access'] extends 'public' ? CallContext : SignedInContext;

export type CallHandler<C extends CallContract> = (
  input: CallParsedInput<C>,
  ctx: ContextFor<C>,
) => Promise<z.input<C['output']>> | z.input<C['output']>;

export interface RateLimitRule {
  /** Requests allowed per window, per key. */
  points: number;
  windowSec: number;
  /** Count per client address, or per signed-in user (falling back to the address). */
  by: 'ip' | 'user';
}

export interface RegisteredCall {
  contract: CallContract;
  handle: (input: unknown, ctx: CallContext) => Promise<unknown>;
  limiter: RateLimiterAbstract | null;
  rateLimit: RateLimitRule | null;
}

export class CallRegistry {
  private readonly calls = new Map<string, RegisteredCall>();

  /** Limits are counted where the factory keeps them (this process, or the shared database). */
  constructor(private readonly limiters: LimiterFactory = memoryLimiters().create) {}

  add<C extends CallContract>(
    contract: C,
    handler: CallHandler<C>,
    options: { rateLimit?: RateLimitRule } = {},
  ) {
    const key = CallRegistry.key(contract.file, contract.req);
    if (this.calls.has(key)) throw new Error(`Call ${key} registered twice`);
    const rule = options.rateLimit ?? null;
    this.calls.set(key, {
      contract,
      // The dispatcher enforces the access rule first, so a non-public call has its user.
      handle: async (input, ctx) => handler(input as CallParsedInput<C>, ctx as ContextFor<C>),
      rateLimit: rule,
      limiter: rule ? this.limiters(`call:${key}`, rule.points, rule.windowSec) : null,
    });
    return this;
  }

  find(file: string, req: string): RegisteredCall | undefined {
    return this.calls.get(CallRegistry.key(file, req));
  }

  hasFile(file: string): boolean {
    for (const call of this.calls.values()) if (call.contract.file === file) return true;
    return false;
  }

  /** The req of a file's only call, or null when it has several (then req is required). */
  onlyCallOf(file: string): string | null {
    const reqs = [...this.calls.values()].filter((c) => c.contract.file === file).map((c) => c.contract.req);
    return reqs.length === 1 ? reqs[0]! : null;
  }

  list(): RegisteredCall[] {
    return [...this.calls.values()].sort((a, b) =>
      CallRegistry.key(a.contract.file, a.contract.req).localeCompare(
        CallRegistry.key(b.contract.file, b.contract.req),
      ),
    );
  }

  /** Fails start-up when a declared contract has no handler, so nothing ships half wired. */
  assertComplete(contracts: readonly CallContract[]): void {
    const missing = contracts.filter((c) => !this.find(c.file, c.req)).map((c) => `${c.file} ${c.req}`);
    if (missing.length > 0) throw new Error(`Calls without a handler: ${missing.join(', ')}`);
  }

  private static key(file: string, req: string): string {
    return `${file}#${req}`;
  }
}
