// Checks the public forms make before calling the server (which checks again).

// Deliberately loose: the server's check is the real one; this catches typos like a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A `datetime-local` value ("2030-05-01T14:30") as an ISO instant, or undefined when empty/invalid. */
export function localTimeToIso(value: string): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
