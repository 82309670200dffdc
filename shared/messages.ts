// Messages between students and coaches (SPEC §3): the shape; the rules are in ./messageRules.
import { z } from 'zod';

export * from './messageRules';

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
