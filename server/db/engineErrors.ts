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

/** Whether an engine error means "another writer holds the database". */
export function isEngineBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

/** Whether an engine error is a unique-constraint violation (a race lost to a parallel insert). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
