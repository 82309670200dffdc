// Bearer-token authentication, once: the dispatcher reads the session of every call through
// `sessionOf`, and the raw routes (file downloads, uploads) take `app.signedIn(name)` as their
// preHandler, which answers NO_TOKEN / INVALID_TOKEN itself and hands the handler
// `request.signedIn`.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bindRequest } from '../http/requestLog';
import { AppError } from './appError';
import { sendFailure } from './envelope';
import type { AuthedUser } from './registry';

export interface SignedIn {
  user: AuthedUser;
  sessionId: number;
}

export interface Authenticator {
  authenticate(token: string): Promise<SignedIn | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `signedIn` preHandler of a raw route: the caller's session. */
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    /** The preHandler of a raw route that needs a signed-in caller; `call` names it in the log. */
    signedIn(call: string): preHandlerAsyncHookHandler;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

/** The token the request carries, and its session when the token is a live one. */
export async function sessionOf(
  request: FastifyRequest,
  auth: Authenticator,
): Promise<{ token: string | null; session: SignedIn | null }> {
  const token = bearerToken(request.headers.authorization);
  return { token, session: token ? await auth.authenticate(token) : null };
}

/** The raw routes' preHandler: binds the log line to the call and user, or answers the refusal. */
export function signedInHook(auth: Authenticator, call: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    try {
      const { token, session } = await sessionOf(request, auth);
      bindRequest(request, reply, { call, userId: session?.user.Id ?? null });
      if (!session) throw new AppError(token ? 'INVALID_TOKEN' : 'NO_TOKEN');
      request.signedIn = session;
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  };
}
