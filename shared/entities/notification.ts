// A notification of one person's feed (notifications.php): the shape get_notifications,
// notification:new and the client share. Each type's payload is written here once; the server
// writes it in the unit of work of what it tells about.
import { z } from '../zod';

export const NOTIFICATION_TYPES = [
  'message',
  'grade',
  'achievement',
  'certificate',
  'booking',
  'streak',
  'goal',
  'task',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const int = (doc: string) => z.number().int().describe(doc);

/** The payload of each type. */
export const notificationPayloadSchemas = {
  message: z
    .object({
      MessageId: int('The message.'),
      FromUserId: int('Who wrote it (-1: the school’s system messages).'),
      FromName: z.string().describe('The writer’s name, as the message list shows it.'),
    })
    .describe(
      'A message to the person (a coach’s reply, a student’s question, a system message). Its text stays in the message alone, so a message its sender takes back leaves none here.',
    ),
  grade: z
    .object({
      UserExamId: int('The graded exam.'),
      CourseId: int('Its course.'),
      CoursePartId: int('Its part.'),
      Score: int('The score given.'),
      Passed: z.boolean().describe('Whether the exam passed.'),
    })
    .describe('The person’s exam was graded.'),
  achievement: z
    .object({
      AchievementId: int('The achievement.'),
      Title: z.string().describe('Its English title.'),
      Title_sv: z.string().nullable().describe('Its Swedish title, when written.'),
    })
    .describe('The person reached an achievement.'),
  certificate: z
    .object({
      CertificateId: int('The certificate.'),
      CourseId: int('The course it certifies.'),
      Code: z.string().describe('Its public verification code.'),
    })
    .describe('The person was issued a certificate.'),
  booking: z
    .object({
      BookingId: int('The booking.'),
      StartsAt: z.string().describe('When the session starts (ISO time).'),
      Change: z.enum(['booked', 'cancelled']).describe('What happened to it.'),
      WithName: z.string().describe('The other side: the booker for the coach, the coach for the booker.'),
    })
    .describe('A coaching session with the person was booked or cancelled by the other side.'),
  streak: z
    .object({
      Streak: int('The streak in days, after the change.'),
      Change: z
        .enum(['extended', 'freeze_used', 'broken', 'won_back'])
        .describe('What happened to the streak.'),
    })
    .describe('The person’s streak changed in a way worth telling.'),
  goal: z
    .object({
      GoalXp: int('The daily goal in XP.'),
      TodayXp: int('XP earned today.'),
    })
    .describe('The person reached today’s goal.'),
  task: z
    .object({
      TaskId: int('The task.'),
      TaskType: int('The kind of task (shared/tasks.ts).'),
      Description: z.string().describe('The start of what is asked.'),
    })
    .describe('A task was given to the staff member.'),
} as const satisfies Record<NotificationType, z.ZodType>;

export type NotificationPayloads = {
  [T in NotificationType]: z.infer<(typeof notificationPayloadSchemas)[T]>;
};

const payloads = Object.values(notificationPayloadSchemas) as [
  (typeof notificationPayloadSchemas)[NotificationType],
  ...(typeof notificationPayloadSchemas)[NotificationType][],
];

export const notificationSchema = z.object({
  Id: int('The notification.'),
  Type: z.enum(NOTIFICATION_TYPES).describe('What it tells about; the payload’s shape follows it.'),
  At: z.string().describe('When it happened (ISO time).'),
  Read: z.boolean().describe('Whether the person has read it (on any device).'),
  Payload: z.union(payloads).describe('What the client shows, by type (shared/entities/notification.ts).'),
});

const unread = int('The person’s unread notifications now.');

/** The fields of notification:new (shared/realtime.ts adds the event's id and time). */
export const notificationNewFields = {
  Item: notificationSchema.describe('The notification, as get_notifications lists it.'),
  Unread: unread,
};

/** The fields of notification:read. */
export const notificationReadFields = {
  Ids: z
    .union([z.array(z.number().int()), z.literal('all')])
    .describe('The notifications now read, or "all" of them.'),
  Unread: unread,
};

/** A notification with its payload typed by its type. */
export type Notification = {
  [T in NotificationType]: {
    Id: number;
    Type: T;
    At: string;
    Read: boolean;
    Payload: NotificationPayloads[T];
  };
}[NotificationType];

/** The longest message excerpt a notification carries. */
export const NOTIFICATION_EXCERPT_MAX = 140;
/** Page sizes of the feed. */
export const NOTIFICATIONS_PAGE = { default: 20, max: 100 } as const;

/** A text as a notification carries it: one line, cut at NOTIFICATION_EXCERPT_MAX. */
export function notificationExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > NOTIFICATION_EXCERPT_MAX ? `${line.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : line;
}
