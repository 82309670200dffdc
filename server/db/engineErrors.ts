// Busy databases end in a clear BusyError ("busy, try again"), never an internal error; so does a
// PostgreSQL server that cannot be reached for the moment.
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

/**
 * PostgreSQL cannot be reached or dropped the connection: the server is down, restarting,
 * refusing connections or out of them. SQLSTATE classes 08 (connection exception) and 57P
 * (operator intervention: shutdown, pg_terminate_backend), too_many_connections, and the
 * driver's and the socket's own failures, which carry no SQLSTATE.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/** Whether an error says the database is unreachable, for now: try again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code);
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

/** Whether an engine error is a unique-constraint violation (a race lost to a parallel insert). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
