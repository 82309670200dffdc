// What a failed call looks like to the client: the server's failure envelope, or no reply at all.
import type { Failure } from '../../shared/envelope';
import { messageOf } from '../../shared/thrown';

export type CallError =
  | {
      kind: 'failure';
      httpStatus: number;
      failure: Failure;
      /** The reply's Retry-After in seconds (BUSY, RATE_LIMITED), when it had one. */
      retryAfterSec?: number;
    }
  | { kind: 'network'; message: string };

/** Narrows an RTK Query error (or anything thrown by `unwrap()`) to a CallError. */
export function asCallError(error: unknown): CallError {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    const kind = (error as { kind: unknown }).kind;
    if (kind === 'failure' || kind === 'network') return error as CallError;
  }
  return { kind: 'network', message: messageOf(error) };
}

export function errorCodeOf(error: unknown): string | null {
  const callError = asCallError(error);
  return callError.kind === 'failure' ? callError.failure.error_code : null;
}

/** A reply shaped like the failure envelope (checked by hand: zod stays out of the first bundle). */
export function looksLikeFailure(body: unknown): body is Failure {
  if (typeof body !== 'object' || body === null) return false;
  const { status, error_code, message } = body as Record<string, unknown>;
  return (
    typeof status === 'string' &&
    status !== 'OK' &&
    typeof error_code === 'string' &&
    typeof message === 'string'
  );
}
