// messages.php (SPEC §7) and support.php.

import { presenceSchema } from '../entities/presence';
import { MESSAGE_RULES, messageSchema } from '../messages';
import { z } from '../zod';
import * as address from './addresses/messages';
import { defineCall } from './define';

const id = z.coerce.number().int();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

export const getMessages = defineCall({
  ...address.getMessages,
  summary:
    'The user’s messages, newest first and paged; with IsChat and FromUserId the conversation with that user; with LastDate only newer ones. An admin may read the messages of a person they reach (UserId); anyone else’s are answered as not found.',
  input: z.object({
    UserId: id.optional(),
    FromUserId: id.optional(),
    LastDate: z.string().max(40).optional().nullable(),
    IsChat: flag.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MESSAGE_RULES.storedCap).default(MESSAGE_RULES.pageSize),
  }),
  output: z.object({
    data: z.array(messageSchema),
    pagination: z.object({ page: z.number().int(), total_pages: z.number().int() }),
    unopened: z.number().int(),
  }),
});

export const markMessagesAsOpened = defineCall({
  ...address.markMessagesAsOpened,
  summary: 'Mark messages to the user as opened; others’ messages are skipped.',
  input: z.array(z.object({ Id: id })).max(500),
  output: z.object({
    data: z.array(z.object({ Id: z.number().int(), ShowedDate: z.string(), Showed: z.literal(1) })),
  }),
});

export { presenceSchema };

export const submitMessage = defineCall({
  ...address.submitMessage,
  summary:
    'Send a message. FromUserId is always the signed-in user; SendAsNotification (or FromUserId -1) sends a system message, which only the school’s staff may; SendToCourseCoaches sends to every coach of CourseId. A person across a company’s wall is refused like one who does not exist. A repeated ClientId, or the same text to the same recipient within 5 s, answers the first message.',
  input: z.object({
    SendAsNotification: flag.optional(),
    FromUserId: id.optional(),
    UserId: id.optional(),
    Title: z.string().trim().max(MESSAGE_RULES.maxTitleLength).optional().nullable(),
    Message: z.string().max(MESSAGE_RULES.maxHtmlLength),
    UserFileId: id.optional().nullable(),
    CourseId: id.optional().nullable(),
    CoursePartId: id.optional().nullable(),
    SendAsEmail: flag.optional(),
    SendToCourseCoaches: flag.optional(),
    ClientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/)
      .optional(),
  }),
  output: z.object({
    data: messageSchema,
    createMessageResult: z.object({
      data: z.object({ Id: z.number().int() }),
      recipientOnlineStatus: z.object({ data: z.array(presenceSchema) }),
    }),
  }),
});

export const sendMessageAsEmail = defineCall({
  ...address.sendMessageAsEmail,
  summary: 'Email one of the user’s sent messages to its recipient; again within 10 s does nothing.',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ sent: z.boolean() }) }),
});

export const removeMessage = defineCall({
  ...address.removeMessage,
  summary: 'The sender removes a message for both; the recipient removes it from their own list.',
  input: z.object({ Id: id, UserId: id.optional() }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const getContacts = defineCall({
  ...address.getContacts,
  summary:
    'The people the user may message, with presence: a student’s course coaches; for the school’s staff, the students of their courses (an admin: every student); for a company’s staff, their company’s members and the school’s staff.',
  input: z.object({}),
  output: z.object({
    data: z.array(
      presenceSchema.extend({
        FirstName: z.string(),
        LastName: z.string(),
        UserType: z.number().int(),
        Streak: z
          .number()
          .int()
          .nullable()
          .describe(
            'Staff asking: the person’s streak now (local days in a row); null for a student asking.',
          ),
      }),
    ),
  }),
});

export const sendSupport = defineCall({
  ...address.sendSupport,
  summary: 'A tech-support request: becomes a task of type 9 with owner -1 for staff.',
  input: z.object({
    Message: z.string().max(MESSAGE_RULES.maxHtmlLength),
    Url: z.string().max(2000).optional(),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});
