// Registration codes (SPEC §3): their shape and the redemption cooldown, shared by both ends.

/** No 0/O or 1/I/L, so a code read off paper is typed right: 31 symbols, about 59 bits in 12. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' as const;
export const CODE_LENGTH = 12;

/** Failed redemptions in a row before a cooldown, and its length. */
export const REDEEM_MAX_FAILURES = 5;
export const REDEEM_COOLDOWN_MS = 5 * 60_000;

/** The stored form of what a person typed: upper case, no spaces or dashes. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** ABCD-EFGH-JKMN: how codes are shown and printed. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
