// Busy databases end in a clear BusyError ("busy, try again"), never an internal error.
import { hasErrorName } from '../../shared/thrown';

export class BusyError extends Error {
  override readonly name = 'BusyError';

  constructor() {
    super('database busy');
  }
}

/** Whether something thrown is the busy error. */
export function isBusyError(error: unknown): error is BusyError {
  return hasErrorName(error, 'BusyError');
}

const BUSY_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  // PostgreSQL: serialization failure, deadlock detected.
  '40001',
  '40P01',
]);

/** The engine's error code, also when the query builder wrapped the error (its `cause`). */
function codeOf(error: unknown): unknown {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code !== undefined) return code;
  }
  return undefined;
}

/** Whether an engine error means "another writer won": try again. */
export function isEngineBusy(error: unknown): boolean {
  return BUSY_CODES.has(String(codeOf(error)));
}

/** Whether an engine error is a unique-constraint violation (a race lost to a parallel insert). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
