// Messages between students and coaches (SPEC §3, §4, §5, §9): the shape and the shared rules.
import { z } from 'zod';

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

export const messageSchema = z.object({
  Id: z.number().int(),
  ToUserId: z.number().int(),
  FromUserId: z.number().int(),
  Message: z.string(),
  Title: z.string().nullable(),
  CDate: z.string(),
  ShowedDate: z.string().nullable(),
  ReplyDate: z.string().nullable(),
  SenderFirstName: z.string(),
  SenderLastName: z.string(),
  course_id: z.number().int().nullable(),
  course_part_id: z.number().int().nullable(),
  ClientId: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** True when HTML holds no visible text or media: such a message is never sent. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return text.length === 0;
}
