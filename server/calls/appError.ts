// The one error type handlers throw: a stable code from shared/errors.ts, optionally the
// offending field and data for the client (e.g. the lock holder, the attempt count).

import type { FailureStatus } from '../../shared/envelope';
import { ERRORS, type ErrorCode } from '../../shared/errors';
import { hasErrorName } from '../../shared/thrown';

export interface AppErrorOptions {
  field?: string;
  message?: string;
  data?: unknown;
  errors?: { field: string; message: string }[];
  /** Extra top-level reply fields the spec names (e.g. auth_user's `result`). */
  extra?: Record<string, unknown>;
  retryAfterSec?: number;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: FailureStatus;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    this.options = options;
  }
}

export function isAppError(error: unknown): error is AppError {
  return hasErrorName(error, 'AppError');
}
