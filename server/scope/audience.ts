// Who hears each logged event: one function per event type, from the scope model (the rooms
// table of docs/architecture.md is this code). A company's staff hear only about their
// company's rows; the school's staff (the `staff` room) hear about every row. get_events
// catch-up reads by the same rooms, so a reconnecting socket gets exactly what the live push
// would have sent it.
import type { LoggedEventName } from '../../shared/realtime';
import { rooms } from '../../shared/realtime';
import type { Owner } from './policy';

/** The staff rooms that hear about rows of these owners: the school's, and each company's. */
export function staffAudience(...owners: Owner[]): string[] {
  const companies = [...new Set(owners.filter((o): o is number => o !== null))];
  return [rooms.staff, ...companies.map((c) => rooms.companyStaff(c))];
}

const people = (...ids: number[]) => [...new Set(ids)].map((id) => rooms.user(id));

/** What each event is about, as much as its audience needs. */
export interface AudienceSubjects {
  'message:new': { people: number[] };
  'message:opened': { people: number[] };
  'message:removed': { people: number[] };
  'lock:changed': { courseId: number; holderId: number };
  'progress:changed': { userId: number };
  'xp:changed': { userId: number };
  'achievement:earned': { userId: number };
  'achievement:changed': Record<string, never>;
  'certificate:issued': { userId: number };
  /** A revoked certificate: its holder, and staff where the holder or the course belongs. */
  'certificate:revoked': { userId: number; owners: Owner[] };
  'course:access': { userId: number };
  /** A task belongs where its course or its person does (none: the school's). */
  'task:changed': { owners: Owner[] };
  'news:published': Record<string, never>;
  'content:changed': Record<string, never>;
  'settings:changed': Record<string, never>;
  'version:available': Record<string, never>;
  'plan:changed': Record<string, never>;
  'survey:changed': Record<string, never>;
  'slot:changed': Record<string, never>;
  /**
   * A person's staff lists follow where the person belongs (`companies`; null: no staff list
   * shows the change); `self`: their own tabs too.
   */
  'user:changed': { userId: number; companies: number[] | null; self: boolean };
  /** Viewers always; staff lists only when the course itself (not a part's content) changed. */
  'course:changed': { courseId: number; owner: Owner; staffLists: boolean };
  'code:redeemed': { owners: Owner[] };
  'code:changed': { owners: Owner[] };
  /** Products are the school's catalogue: lists and catalogue pages refetch through their calls. */
  'product:changed': Record<string, never>;
  'customer:changed': Record<string, never>;
  'invoice:changed': { recipientId: number | null };
  'journal:posted': Record<string, never>;
  'company:changed': { companyId: number };
  'survey:answered': Record<string, never>;
  /** A student's exam: where the student or the course belongs, like its review task. */
  'exam:changed': { userId: number; owners: Owner[] };
  'ear:states': { userId: number };
  /** A notification is for its one person alone. */
  'notification:new': { userId: number };
  'notification:read': { userId: number };
  /** An endpoint is the school's (null) or one company's: its admins' pages follow. */
  'webhook:changed': { companyId: Owner };
  'habit:changed': { userId: number };
}

type Audiences = { [E in LoggedEventName]: (subject: AudienceSubjects[E]) => string[] };

export const audiences: Audiences = {
  'message:new': ({ people: ids }) => people(...ids),
  'message:opened': ({ people: ids }) => people(...ids),
  'message:removed': ({ people: ids }) => people(...ids),
  'lock:changed': ({ courseId, holderId }) => [rooms.course(courseId), rooms.user(holderId)],
  'progress:changed': ({ userId }) => people(userId),
  'xp:changed': ({ userId }) => people(userId),
  'achievement:earned': ({ userId }) => people(userId),
  // The school's achievements are the same for everyone, like its public pages.
  'achievement:changed': () => [rooms.everyone],
  'certificate:issued': ({ userId }) => people(userId),
  'certificate:revoked': ({ userId, owners }) => [...people(userId), ...staffAudience(...owners)],
  'course:access': ({ userId }) => people(userId),
  'task:changed': ({ owners }) => staffAudience(...owners),
  // The school's own pages and settings, which every visitor sees.
  'news:published': () => [rooms.everyone],
  'content:changed': () => [rooms.everyone],
  'settings:changed': () => [rooms.everyone],
  'version:available': () => [rooms.everyone],
  'plan:changed': () => [rooms.everyone],
  'survey:changed': () => [rooms.everyone],
  'slot:changed': () => [rooms.everyone],
  'user:changed': ({ userId, companies, self }) => [
    ...(companies === null ? [] : staffAudience(...companies)),
    ...(self ? people(userId) : []),
  ],
  'course:changed': ({ courseId, owner, staffLists }) => [
    rooms.course(courseId),
    ...(staffLists ? staffAudience(owner) : []),
  ],
  'code:redeemed': ({ owners }) => staffAudience(...owners),
  'code:changed': ({ owners }) => staffAudience(...owners),
  'product:changed': () => [rooms.everyone],
  // The school's business: its customers, invoices and books.
  'customer:changed': () => staffAudience(),
  'invoice:changed': ({ recipientId }) => [
    ...staffAudience(),
    ...(recipientId === null ? [] : people(recipientId)),
  ],
  'journal:posted': () => staffAudience(),
  'company:changed': ({ companyId }) => staffAudience(companyId),
  'survey:answered': () => staffAudience(),
  'exam:changed': ({ userId, owners }) => [...people(userId), ...staffAudience(...owners)],
  'ear:states': ({ userId }) => people(userId),
  'notification:new': ({ userId }) => people(userId),
  'notification:read': ({ userId }) => people(userId),
  'webhook:changed': ({ companyId }) => staffAudience(companyId),
  'habit:changed': ({ userId }) => people(userId),
};

/** The rooms of one event. */
export function roomsOfEvent<E extends LoggedEventName>(type: E, subject: AudienceSubjects[E]): string[] {
  return (audiences[type] as (s: AudienceSubjects[E]) => string[])(subject);
}
