// Write transactions: BEGIN IMMEDIATE so two writers never deadlock on a lock upgrade, and a
// database that stays busy past the timeout ends in a clear BusyError, not an internal error.
import { hasErrorName } from '../../shared/thrown';
import type { Db } from './client';

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

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

/** Runs fn in one immediate write transaction: all of it commits or none of it does. */
export function writeTx<T>(db: Db, fn: (tx: Tx) => T): T {
  try {
    return db.transaction(fn, { behavior: 'immediate' });
  } catch (error) {
    if (isBusy(error)) throw new BusyError();
    throw error;
  }
}

export function nowIso(clock: () => number = Date.now): string {
  return new Date(clock()).toISOString();
}
