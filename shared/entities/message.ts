// A message between two people (SPEC §3): the shape getMessages, submitMessage and message:new share.
import { z } from '../zod';

export const messageSchema = z.object({
  Id: z.number().int().describe('The message id.'),
  ToUserId: z.number().int().describe('The recipient.'),
  FromUserId: z.number().int().describe('The sender (the system user for notifications).'),
  Message: z.string().describe('The text, as sanitised HTML.'),
  Title: z.string().nullable().describe('The subject line, if any.'),
  CDate: z.string().describe('When it was sent (ISO time).'),
  ShowedDate: z.string().nullable().describe('When the recipient opened it; null while unopened.'),
  ReplyDate: z.string().nullable().describe('When it was replied to; null if not.'),
  SenderFirstName: z.string().describe('The sender’s first name.'),
  SenderLastName: z.string().describe('The sender’s last name.'),
  course_id: z.number().int().nullable().describe('The course it is about, if any.'),
  course_part_id: z.number().int().nullable().describe('The course part it is about, if any.'),
  ClientId: z
    .string()
    .nullable()
    .describe('The sender’s idempotency key, echoed so the sender can match it.'),
});
export type Message = z.infer<typeof messageSchema>;
