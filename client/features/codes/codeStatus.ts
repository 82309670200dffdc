// The status a code shows on /codes. A code past its last day redeems nothing (the server says
// REDEEM_EXPIRED), so it shows as expired whatever its switch says, and has no switch to offer.
export type ShownCodeStatus = 'active' | 'inactive' | 'expired';

/** `today` is the UTC date (YYYY-MM-DD) the server compares ExpiresAt with. */
export function shownCodeStatus(
  code: { Status: 'active' | 'inactive'; ExpiresAt: string | null },
  today: string,
): ShownCodeStatus {
  if (code.ExpiresAt !== null && code.ExpiresAt < today) return 'expired';
  return code.Status;
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
