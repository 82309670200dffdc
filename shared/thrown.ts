// Reading what was thrown, without assuming it is an Error of this realm.

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** Whether something thrown is an error whose class set this name. */
export function hasErrorName(error: unknown, name: string): error is Error {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}
