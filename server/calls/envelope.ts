// Turns anything thrown into the failure envelope: known errors keep their code, everything
// else becomes INTERNAL with no stack trace or SQL in the reply.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { FAILURE_HTTP_STATUS, type Failure } from '../../shared/envelope';
import { isBusyError, isDatabaseUnavailable } from '../db/engineErrors';
import { AppError, isAppError } from './appError';

export interface FailureReply {
  httpStatus: number;
  body: Failure & Record<string, unknown>;
  headers: Record<string, string>;
}

/** How long a client waits after a call the unreachable database refused, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Answers a failure in the call envelope. */
export function sendFailure(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const failure = toFailure(error, request.log);
  return reply.code(failure.httpStatus).headers(failure.headers).send(failure.body);
}

export function toFailure(error: unknown, log: FastifyBaseLogger): FailureReply {
  if (!isAppError(error) && isDatabaseUnavailable(error)) {
    // An outage, not a fault of ours: the client waits and tries again, the log says why.
    log.error({ err: error }, 'database unavailable');
    return toFailure(new AppError('BUSY', { retryAfterSec: UNAVAILABLE_RETRY_AFTER_SECONDS }), log);
  }
  const appError = normalise(error);
  if (!appError) {
    log.error({ err: error }, 'call failed');
    return toFailure(new AppError('INTERNAL'), log);
  }
  const { field, data, errors, extra, retryAfterSec } = appError.options;
  const body: Failure & Record<string, unknown> = {
    ...extra,
    status: appError.status,
    error_code: appError.code,
    message: appError.message,
    ...(field !== undefined && { field }),
    ...(errors !== undefined && { errors }),
    ...(data !== undefined && { data }),
  };
  const headers: Record<string, string> = {};
  if (retryAfterSec !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSec)));
  return { httpStatus: FAILURE_HTTP_STATUS[appError.status], body, headers };
}

function normalise(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (isBusyError(error)) return new AppError('BUSY', { retryAfterSec: 1 });
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT')
    return new AppError('BUSY', { retryAfterSec: 1 });
  return null;
}
