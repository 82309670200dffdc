// The realtime catalogue (docs/architecture.md "Realtime"): every server push with its payload
// schema and rooms, every client emit with its input and reply (shared/clientEvents.ts). Server emits, acks and client
// handlers are all typed from this one list; docs/api.md is generated from it.

import { EAR_EXERCISES } from './earTraining';
import {
  achievementSchema,
  earItemStateSchema,
  habitSchema,
  lockHolderRefSchema,
  messageSchema,
  newsItemSchema,
  notificationNewFields,
  notificationReadFields,
  presenceSchema,
  taskSchema,
} from './entities';
import { EXAM_STATUS } from './exams';
import { z } from './zod';

/** Every logged push carries its event-log id and time, so a client can skip what it has seen. */
const logged = {
  eventId: z.number().int().describe('The event-log id; a client skips ids it has seen.'),
  at: z.string().describe('When the event was logged (ISO time).'),
};
const int = (doc: string) => z.number().int().describe(doc);
const nullableInt = (doc: string) => z.number().int().nullable().describe(doc);

// Each event's schema carries its one-line doc (`.describe`), each field its own; docs/api.md
// lists them with the rooms from `serverEventRooms` below.
export const serverEventSchemas = {
  'message:new': z
    .object({ ...logged, message: messageSchema.describe('The message, as getMessages lists it.') })
    .describe('A message was sent: to its recipient and its sender.'),
  'message:opened': z
    .object({
      ...logged,
      Ids: z.array(z.number().int()).describe('The messages the recipient opened.'),
      ShowedDate: z.string().describe('When they were opened (ISO time).'),
    })
    .describe('The recipient opened messages: their sender’s ticks and the recipient’s other tabs follow.'),
  'message:removed': z
    .object({ ...logged, Id: int('The removed message.') })
    .describe('A message was removed (by its sender for both, or by the recipient from their list).'),
  'presence:changed': presenceSchema.describe(
    'Ephemeral (not logged, no eventId): a watched user came online or went offline.',
  ),
  'presence:online': z
    .object({ Online: int('Users online now.') })
    .describe('Ephemeral, to the statistics watchers: how many users are online now.'),
  'typing:changed': z
    .object({
      FromUserId: int('Who is typing.'),
      Typing: z.boolean().describe('Whether they are typing now.'),
    })
    .describe('Ephemeral (not logged, no eventId): someone started or stopped typing to you.'),
  'lock:changed': z
    .object({
      ...logged,
      CourseId: int('The course.'),
      CoursePartId: int('The part; 0: the whole course (as the lock calls name it).'),
      Holder: lockHolderRefSchema.nullable().describe('Who holds the lock now; null: nobody.'),
      Reason: z
        .enum(['granted', 'released', 'idle', 'disconnected'])
        .describe('Why it changed: taken, let go, idle past the setting, or the holder’s sockets gone.'),
    })
    .describe('An edit lock was taken or released: course viewers and the holder follow.'),
  'progress:changed': z
    .object({
      ...logged,
      CourseId: int('The course.'),
      CoursePartId: int('The part whose progress changed.'),
      progress_percent: z.number().describe('The part’s progress now, 0–100.'),
      VideoPlay: int('The video position or play count stored with it.'),
    })
    .describe('The user’s progress in a part changed: their other tabs follow.'),
  'xp:changed': z
    .object({
      ...logged,
      TotalXp: int('The user’s XP total now.'),
      Delta: int('The XP just awarded.'),
      CourseId: nullableInt('The course the award came from, if any.'),
      CoursePartId: nullableInt('The part the award came from, if any.'),
    })
    .describe('The user was awarded XP.'),
  'achievement:earned': z
    .object({ ...logged, achievement: achievementSchema.describe('The achievement reached.') })
    .describe('The user reached an achievement: the client shows it.'),
  'achievement:changed': z
    .object({
      ...logged,
      AchievementId: int('The achievement.'),
      Removed: z.boolean().describe('Whether it was removed.'),
    })
    .describe('An admin made, changed or removed an achievement: profiles and the editor refetch.'),
  'certificate:issued': z
    .object({
      ...logged,
      CertificateId: int('The new certificate.'),
      CourseId: int('The course it certifies.'),
      Code: z.string().describe('Its public verification code.'),
    })
    .describe('The user was issued a certificate.'),
  'certificate:revoked': z
    .object({
      ...logged,
      CertificateId: int('The revoked certificate.'),
      UserId: int('Whose certificate it is.'),
      CourseId: int('The course it certified.'),
      Code: z.string().describe('Its public verification code.'),
      RevokedAt: z.string().describe('When it was revoked (ISO time).'),
    })
    .describe('A certificate was revoked: its holder’s tabs and the staff who reach it follow.'),
  'task:changed': z
    .object({ ...logged, task: taskSchema.describe('The task as it is now, as getTask answers it.') })
    .describe('A task was opened or changed: every open work queue follows.'),
  'news:published': z
    .object({ ...logged, news: newsItemSchema.describe('The published item, as getNewsItem answers it.') })
    .describe('A news item was published: news lists and the spotlight follow.'),
  'content:changed': z
    .object({
      ...logged,
      Key: z.string().describe('The page text’s key.'),
      Locale: z.string().describe('The language changed.'),
    })
    .describe('A page text was saved: pages showing it refetch.'),
  'settings:changed': z
    .object({
      ...logged,
      Keys: z.array(z.string()).describe('Which settings changed (`brand` for the school’s branding).'),
    })
    .describe('The site settings or the school’s branding changed: open pages fetch them again.'),
  'version:available': z
    .object({
      ...logged,
      hash: z.string().describe('The build hash of the new client.'),
      version: z.string().describe('Its version name.'),
    })
    .describe('A new client version is deployed: open tabs offer to reload.'),
  'user:changed': z
    .object({ ...logged, UserId: int('The changed user.') })
    .describe('A user’s details, type or status changed: their tabs and staff lists refetch.'),
  'course:changed': z
    .object({
      ...logged,
      CourseId: int('The course.'),
      CoursePartId: nullableInt('The changed part; null: the course itself.'),
    })
    .describe('A course’s structure or a part’s content changed: viewers refetch what they show.'),
  'course:access': z
    .object({
      ...logged,
      CourseIds: z.array(z.number().int()).describe('The courses concerned.'),
      Granted: z.boolean().describe('Whether access was granted (or taken away).'),
    })
    .describe('The person’s course access changed (a code, a purchase, staff): My courses refetches.'),
  'code:redeemed': z
    .object({
      ...logged,
      CodeId: int('The code.'),
      UsageCount: int('How often it has been redeemed now.'),
    })
    .describe('A registration code was redeemed (staff): open code lists refetch.'),
  'code:changed': z
    .object({
      ...logged,
      CodeIds: z.array(z.number().int()).describe('The codes made or changed.'),
    })
    .describe('Registration codes were made or changed (staff): open code lists refetch.'),
  'product:changed': z
    .object({ ...logged, ProductId: int('The product.') })
    .describe('A product was created, changed, published or withdrawn: lists and catalogue pages refetch.'),
  'customer:changed': z
    .object({ ...logged, CustomerId: int('The customer.') })
    .describe(
      'A customer was created, changed or removed (staff room): open lists refetch through admin calls.',
    ),
  'invoice:changed': z
    .object({
      ...logged,
      InvoiceId: int('The invoice.'),
      Status: z.enum(['draft', 'sent', 'paid', 'credited', 'removed']).describe('Its status now.'),
    })
    .describe(
      'An invoice was saved, sent, paid, credited or removed (staff room, and its recipient): open pages refetch through calls that check who may read it.',
    ),
  'journal:posted': z
    .object({
      ...logged,
      EntryId: int('The journal entry.'),
      Currency: z.enum(['EUR', 'SEK']).describe('The books it was posted to.'),
      Date: z.string().describe('Its accounting date.'),
    })
    .describe(
      'A journal entry was posted (staff room: the books, and the sales reports coaches read): refetch.',
    ),
  'company:changed': z
    .object({ ...logged, CompanyId: int('The company.') })
    .describe('A company’s details, plan or members changed (staff): open company pages and meters refetch.'),
  'plan:changed': z
    .object({ ...logged, Key: z.string().describe('The plan’s key.') })
    .describe('A plan’s limits or prices changed: /pp, meters and the teams landing page follow.'),
  'survey:answered': z
    .object({
      ...logged,
      SurveyId: int('The survey.'),
      Respondents: int('How many have answered it now.'),
    })
    .describe('Someone answered a survey (staff): open results pages refetch.'),
  'survey:changed': z
    .object({
      ...logged,
      SurveyId: int('The survey.'),
      Status: z.enum(['draft', 'open', 'closed', 'removed']).describe('Its status now.'),
    })
    .describe('A survey was changed, opened, closed or removed: open survey pages refetch.'),
  'slot:changed': z
    .object({
      ...logged,
      SlotId: int('The coaching slot.'),
      Status: z.enum(['open', 'booked', 'removed']).describe('Its status now.'),
    })
    .describe('A coaching slot was published, booked, freed or removed: booking and schedule pages refetch.'),
  'exam:changed': z
    .object({
      ...logged,
      UserExamId: int('The user’s exam.'),
      UserId: int('The student.'),
      CourseId: int('The course.'),
      CoursePartId: int('The exam’s part.'),
      Status: z.enum(EXAM_STATUS).describe('Its status now.'),
    })
    .describe(
      'A user’s exam moved on (started, submitted, graded): the open part and the grading view follow without a reload.',
    ),
  'ear:states': z
    .object({
      ...logged,
      Exercise: z.enum(EAR_EXERCISES).describe('The exercise the items belong to.'),
      ItemStates: z
        .array(earItemStateSchema)
        .describe('The answered items’ states now, as save_answers answers them.'),
    })
    .describe('The learner answered an ear-training round: their other devices’ mastery grids follow.'),
  'notification:new': z
    .object({ ...logged, ...notificationNewFields })
    .describe('Something happened to the person: every device of theirs adds it to the feed and the bell.'),
  'notification:read': z
    .object({ ...logged, ...notificationReadFields })
    .describe(
      'The person read notifications on one device: every device of theirs follows (the badge clears).',
    ),
  'webhook:changed': z
    .object({ ...logged, EndpointId: int('The endpoint whose settings or deliveries changed.') })
    .describe('A webhook endpoint or its deliveries changed: the webhooks page refetches.'),
  'habit:changed': z
    .object({ ...logged, ...habitSchema.shape })
    .describe(
      'The learner’s habit changed (a day counted, XP toward the goal, a freeze, a setting): every open device’s streak and goal ring follow; the shape is get_habit’s.',
    ),
  'event:logged': z
    .object({
      eventId: int('The event-log id.'),
      type: z.string().describe('The event’s name.'),
      at: z.string().describe('When it was logged (ISO time).'),
      actorId: nullableInt('Who caused it; null: the system.'),
      rooms: z.array(z.string()).describe('The rooms it went to.'),
      payload: z
        .record(z.string(), z.unknown())
        .describe('Its payload, as that event’s schema describes it.'),
    })
    .describe('The operators’ live tail: every logged event as it is written.'),
  'events:head': z
    .object({
      lastEventId: int(
        'The newest event id, read after the socket joined its rooms: get_events’ lastEventId then.',
      ),
      logId: z.string().describe('The event log’s identity, as get_events answers it.'),
    })
    .describe(
      'Ephemeral, once per connect, after the socket joined its rooms: where the event log stands. An event committed before the join is at most this id, one after it is pushed: a client whose cursor is here (same logId) has nothing to read.',
    ),
} as const;

/**
 * Who receives each event (its rooms, see `rooms` below), in words for docs/api.md; the rule
 * itself is code, one function per event type in server/scope/audience.ts. `staff` is the
 * school's own staff, `staff:<company>` one company's staff.
 */
export const serverEventRooms: Record<keyof typeof serverEventSchemas, string> = {
  'message:new': 'user:<recipient>, user:<sender>',
  'message:opened': 'user:<sender>, user:<recipient>',
  'message:removed': 'user:<recipient>, user:<sender> (or the recipient alone)',
  'presence:changed': 'presence:<user> (its watchers)',
  'presence:online': 'statistics',
  'typing:changed': 'user:<recipient>',
  'lock:changed': 'course:<course>, user:<holder>',
  'progress:changed': 'user:<user>',
  'xp:changed': 'user:<user>',
  'achievement:earned': 'user:<user>',
  'achievement:changed': 'all',
  'certificate:issued': 'user:<user>',
  'certificate:revoked': 'user:<holder>, staff, staff:<company> of the holder and the course',
  'task:changed': 'staff, staff:<company> of its person and its course',
  'news:published': 'all',
  'content:changed': 'all',
  'settings:changed': 'all',
  'version:available': 'all',
  'user:changed': 'staff, staff:<company> of the person, and/or user:<user>',
  'course:changed': 'course:<course> (and staff, staff:<company> of the course for structure changes)',
  'course:access': 'user:<user>',
  'code:redeemed': 'staff, staff:<company> of its courses',
  'code:changed': 'staff, staff:<company> of its courses',
  'product:changed': 'all',
  'customer:changed': 'staff (the school’s)',
  'invoice:changed': 'staff (the school’s), user:<recipient>',
  'journal:posted': 'staff (the school’s)',
  'company:changed': 'staff, staff:<company>',
  'plan:changed': 'all',
  'survey:answered': 'staff (the school’s)',
  'survey:changed': 'all',
  'slot:changed': 'all',
  'exam:changed': 'user:<student>, staff, staff:<company> of the student and the course',
  'ear:states': 'user:<learner>',
  'notification:new': 'user:<person>',
  'notification:read': 'user:<person>',
  'webhook:changed': 'staff, staff:<company> of the endpoint',
  'habit:changed': 'user:<learner>',
  'event:logged': 'ops',
  'events:head': 'the connecting socket alone',
};

export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
/** Events written to the event log (everything but the ephemeral ones and the tail itself). */
export type LoggedEventName = Exclude<
  ServerEventName,
  'presence:changed' | 'presence:online' | 'typing:changed' | 'event:logged' | 'events:head'
>;

export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

export * from './clientEvents';

/** Room names; the server alone decides who is in which. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  course: (courseId: number) => `course:${courseId}`,
  presence: (userId: number) => `presence:${userId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  /** The school's own staff: they hear about every company (docs/architecture.md "Scope"). */
  staff: 'staff',
  /** One company's staff: they hear only about their company. */
  companyStaff: (companyId: number) => `staff:${companyId}`,
  ops: 'ops',
  statistics: 'statistics',
  everyone: 'all',
} as const;

/**
 * Reasons a socket handshake is refused (the connect_error message). BUSY: the token could not be
 * checked (the database is away); only INVALID_TOKEN ends the client's session.
 */
export const HANDSHAKE_ERRORS = ['NO_TOKEN', 'INVALID_TOKEN', 'ORIGIN_REFUSED', 'BUSY'] as const;

/** Frames larger than this are refused (docs/reliability.md 10). */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;
