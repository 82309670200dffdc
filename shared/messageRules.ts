// Message rules shared by server and client (SPEC §5, §9), free of zod for the client bundle.

/** The sender id of system messages, which cannot be replied to. */
export const SYSTEM_USER_ID = -1;

export const MESSAGE_RULES = {
  pollMs: 3000,
  storedCap: 100,
  pageSize: 25,
  loadMoreWithinPx: 50,
  duplicateWindowMs: 5000,
  sendDebounceMs: 1000,
  emailDuplicateWindowMs: 10_000,
  maxHtmlLength: 20_000,
  maxTitleLength: 200,
} as const;

/** True when HTML holds no visible text or media: such a message is never sent. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return text.length === 0;
}
