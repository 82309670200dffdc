// The realtime catalogue (docs/architecture.md "Realtime"): every server push and client emit, with
// its payload schema. Server emits and client handlers are both typed from this one list.
import { z } from 'zod';
import { EXAM_STATUS } from './exams';
import type { AccessRule } from './users';

/** Every logged push carries its event-log id and time, so a client can skip what it has seen. */
const logged = { eventId: z.number().int(), at: z.string() };

export const serverEventSchemas = {
  'message:new': z.object({ ...logged, message: z.record(z.string(), z.unknown()) }),
  'message:opened': z.object({ ...logged, Ids: z.array(z.number().int()), ShowedDate: z.string() }),
  'message:removed': z.object({ ...logged, Id: z.number().int() }),
  /** Ephemeral: not logged, no eventId. */
  'presence:changed': z.object({
    UserId: z.number().int(),
    Online: z.boolean(),
    LastSeen: z.string().nullable(),
  }),
  /** Ephemeral, to the statistics watchers: how many users are online now. */
  'presence:online': z.object({ Online: z.number().int() }),
  /** Ephemeral: not logged, no eventId. */
  'typing:changed': z.object({ FromUserId: z.number().int(), Typing: z.boolean() }),
  'lock:changed': z.object({
    ...logged,
    CourseId: z.number().int(),
    CoursePartId: z.number().int().nullable(),
    Holder: z.object({ UserId: z.number().int(), Username: z.string() }).nullable(),
    Reason: z.enum(['granted', 'released', 'idle', 'disconnected']),
  }),
  'progress:changed': z.object({
    ...logged,
    CourseId: z.number().int(),
    CoursePartId: z.number().int(),
    progress_percent: z.number(),
    VideoPlay: z.number().int(),
  }),
  'xp:changed': z.object({
    ...logged,
    TotalXp: z.number().int(),
    Delta: z.number().int(),
    CourseId: z.number().int().nullable(),
    CoursePartId: z.number().int().nullable(),
  }),
  'achievement:earned': z.object({ ...logged, achievement: z.record(z.string(), z.unknown()) }),
  'certificate:issued': z.object({
    ...logged,
    CertificateId: z.number().int(),
    CourseId: z.number().int(),
    Code: z.string(),
  }),
  'task:changed': z.object({ ...logged, task: z.record(z.string(), z.unknown()) }),
  'news:published': z.object({ ...logged, news: z.record(z.string(), z.unknown()) }),
  'content:changed': z.object({ ...logged, Key: z.string(), Locale: z.string() }),
  'version:available': z.object({ ...logged, hash: z.string(), version: z.string() }),
  'user:changed': z.object({ ...logged, UserId: z.number().int() }),
  /** A course's structure or a part's content changed: viewers refetch what they show. */
  'course:changed': z.object({
    ...logged,
    CourseId: z.number().int(),
    CoursePartId: z.number().int().nullable(),
  }),
  /** The person's course access changed (a code, a purchase, staff): My courses refetches. */
  'course:access': z.object({
    ...logged,
    CourseIds: z.array(z.number().int()),
    Granted: z.boolean(),
  }),
  /** A registration code was redeemed (staff): open code lists refetch. */
  'code:redeemed': z.object({ ...logged, CodeId: z.number().int(), UsageCount: z.number().int() }),
  /** A product was created, changed, published or withdrawn: lists and catalogue pages refetch. */
  'product:changed': z.object({ ...logged, ProductId: z.number().int() }),
  /** A customer was created, changed or removed (staff room): open lists refetch through admin calls. */
  'customer:changed': z.object({ ...logged, CustomerId: z.number().int() }),
  /**
   * An invoice was saved, sent, paid, credited or removed (staff room, and its recipient): open
   * pages refetch through calls that check who may read it.
   */
  'invoice:changed': z.object({
    ...logged,
    InvoiceId: z.number().int(),
    Status: z.enum(['draft', 'sent', 'paid', 'credited', 'removed']),
  }),
  /** A journal entry was posted (staff room: the books, and the sales reports coaches read): refetch. */
  'journal:posted': z.object({
    ...logged,
    EntryId: z.number().int(),
    Currency: z.enum(['EUR', 'SEK']),
    Date: z.string(),
  }),
  /** A company's details, plan or members changed (staff): open company pages and meters refetch. */
  'company:changed': z.object({ ...logged, CompanyId: z.number().int() }),
  /** A plan's limits or prices changed: /pp, meters and the teams landing page follow. */
  'plan:changed': z.object({ ...logged, Key: z.string() }),
  /** Someone answered a survey (staff): open results pages refetch. */
  'survey:answered': z.object({ ...logged, SurveyId: z.number().int(), Respondents: z.number().int() }),
  /** A survey was changed, opened, closed or removed: open survey pages refetch. */
  'survey:changed': z.object({
    ...logged,
    SurveyId: z.number().int(),
    Status: z.enum(['draft', 'open', 'closed', 'removed']),
  }),
  /** A coaching slot was published, booked, freed or removed: booking and schedule pages refetch. */
  'slot:changed': z.object({
    ...logged,
    SlotId: z.number().int(),
    Status: z.enum(['open', 'booked', 'removed']),
  }),
  /**
   * A user's exam moved on (started, submitted, graded): to the student's room and staff, so the
   * open part and the grading view follow without a reload.
   */
  'exam:changed': z.object({
    ...logged,
    UserExamId: z.number().int(),
    UserId: z.number().int(),
    CourseId: z.number().int(),
    CoursePartId: z.number().int(),
    Status: z.enum(EXAM_STATUS),
  }),
  /** The operators' live tail: every logged event as it is written. */
  'event:logged': z.object({
    eventId: z.number().int(),
    type: z.string(),
    at: z.string(),
    actorId: z.number().int().nullable(),
    rooms: z.array(z.string()),
    payload: z.record(z.string(), z.unknown()),
  }),
} as const;

export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
/** Events written to the event log (everything but the ephemeral ones and the tail itself). */
export type LoggedEventName = Exclude<
  ServerEventName,
  'presence:changed' | 'presence:online' | 'typing:changed' | 'event:logged'
>;

export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

/** Acknowledgement of every client emit: ok, or a stable error code. */
export type Ack<T = undefined> = (reply: { ok: true; data?: T } | { ok: false; error_code: string }) => void;

/** Client emits, each with its access rule (deny by default: an event not listed here is refused). */
export const clientEvents = {
  /** Join or leave the operators' live tail. */
  'ops:watch': { access: 'admin', input: z.object({ Watch: z.boolean() }) },
  /** Follow the number of users online (the statistics page); answers the number now. */
  'statistics:watch': { access: 'staff', input: z.object({ Watch: z.boolean() }) },
  /** Follow the online status of users (staff: anyone; students: their courses' coaches). */
  'presence:watch': { access: 'auth', input: z.object({ UserIds: z.array(z.number().int()).max(500) }) },
  /** Follow a course's edit locks and content changes; answers the current locks. */
  'course:watch': {
    access: 'auth',
    input: z.object({ CourseId: z.number().int(), Watch: z.boolean().default(true) }),
  },
  /** The editor's heartbeat: keeps their lock from going idle. */
  'lock:activity': {
    access: 'staff',
    input: z.object({ CourseId: z.number().int(), CoursePartId: z.number().int().nullable() }),
  },
  /** Tell someone you may message that you are typing; ephemeral and throttled. */
  typing: { access: 'auth', input: z.object({ ToUserId: z.number().int(), Typing: z.boolean() }) },
} as const satisfies Record<string, { access: AccessRule; input: z.ZodType }>;

export type ClientEventName = keyof typeof clientEvents;

export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: z.infer<(typeof clientEvents)[E]['input']>, ack: Ack<unknown>) => void;
};

/** Room names; the server alone decides who is in which. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  course: (courseId: number) => `course:${courseId}`,
  presence: (userId: number) => `presence:${userId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  staff: 'staff',
  ops: 'ops',
  statistics: 'statistics',
  everyone: 'all',
} as const;

/** Reasons a socket handshake is refused (the connect_error message). */
export const HANDSHAKE_ERRORS = ['NO_TOKEN', 'INVALID_TOKEN', 'ORIGIN_REFUSED'] as const;

/** Frames larger than this are refused (docs/reliability.md 10). */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;
