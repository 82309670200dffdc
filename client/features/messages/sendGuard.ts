// The chat's send rules (SPEC §5, §9): nothing blank is sent, a send within 1 s of the last one
// is ignored, the same text to the same person within 5 s is ignored, and emailing the same
// message again within 10 s is ignored.
import type { LastSend } from './messagesSlice';
import { isBlankHtml, MESSAGE_RULES } from './rules';

export type { LastSend };

export type SendVerdict = 'send' | 'blank' | 'tooSoon' | 'duplicate';

/** Text compared for duplicates: the same words with other spacing are the same message. */
function comparable(html: string): string {
  return html.replace(/\s+/g, ' ').trim();
}

export function judgeSend(last: LastSend | null, toUserId: number, html: string, now: number): SendVerdict {
  if (isBlankHtml(html)) return 'blank';
  if (last === null) return 'send';
  if (now - last.at < MESSAGE_RULES.sendDebounceMs) return 'tooSoon';
  if (
    last.toUserId === toUserId &&
    comparable(last.html) === comparable(html) &&
    now - last.at < MESSAGE_RULES.duplicateWindowMs
  )
    return 'duplicate';
  return 'send';
}

/** How long a send must wait for the 1 s rule (0: it may go now). */
export function waitBeforeSend(last: LastSend | null, now: number): number {
  if (last === null) return 0;
  return Math.max(0, last.at + MESSAGE_RULES.sendDebounceMs - now);
}

/** Whether a message may be emailed now, given when it was last emailed from here. */
export function mayEmailAgain(lastEmailedAt: number | undefined, now: number): boolean {
  return lastEmailedAt === undefined || now - lastEmailedAt >= MESSAGE_RULES.emailDuplicateWindowMs;
}

/** A send's id (submit_message ClientId): a retry reuses it, so the server stores it once. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; 16 random bytes in hex serve the same end.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
