// notifications.php: one person's feed of what happened to them, with its read state (kept on
// the server, so every device of the person shows the same).
import { NOTIFICATIONS_PAGE, notificationSchema } from '../entities/notification';
import { z } from '../zod';
import * as address from './addresses/notifications';
import { defineCall } from './define';

const id = z.number().int().min(1).max(2_147_483_647);
const unread = z.number().int().describe('The person’s unread notifications now.');

export const getNotifications = defineCall({
  ...address.getNotifications,
  summary:
    'The caller’s notifications, newest first: Limit of them older than the notification Before (omitted: the newest); with the unread count.',
  input: z.object({
    Before: z.coerce.number().int().min(1).optional(),
    Limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE.max).default(NOTIFICATIONS_PAGE.default),
  }),
  output: z.object({
    data: z.object({
      Items: z.array(notificationSchema),
      Unread: unread,
    }),
  }),
});

export const markNotificationsRead = defineCall({
  ...address.markNotificationsRead,
  summary:
    'Mark the caller’s notifications read: the ones named (Ids; others’ are skipped) or All. Every device of the caller hears notification:read.',
  input: z
    .object({
      Ids: z.array(id).min(1).max(500).optional(),
      All: z.literal(true).optional(),
    })
    .refine((v) => (v.Ids === undefined) !== (v.All === undefined), {
      message: 'Name the notifications (Ids) or all of them (All), one of the two.',
      path: ['Ids'],
    }),
  output: z.object({
    data: z.object({
      Ids: z.array(z.number().int()).describe('The notifications this call marked read (not read before).'),
      Unread: unread,
    }),
  }),
});
