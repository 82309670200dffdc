// Checks the account forms make before calling the server (which checks again).

// Deliberately loose: the server's check is the real one; this catches typos like a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
