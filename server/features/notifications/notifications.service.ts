// One person's notification feed (docs/architecture.md "Notifications"): other features tell a
// person of something inside their own unit of work (`notify`), so the notification commits with
// what it tells about and is pushed once after the commit; the person reads their feed and marks
// it read, and every device of theirs follows. A notification is only ever its person's: every
// read and write is by the caller's own id, and its push goes to their room alone.
import type {
  Notification,
  NotificationPayloads,
  NotificationType,
} from '../../../shared/entities/notification';
import type { NewEvent, RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { NotificationRecord, NotificationsRepo } from './notifications.repo';

export interface NotificationsDeps {
  repo: NotificationsRepo;
  work: RunWork;
}

/** What a feature tells one person. */
export interface NotifyInput<T extends NotificationType = NotificationType> {
  userId: number;
  type: T;
  payload: NotificationPayloads[T];
  /** The row it tells about, where reading that row elsewhere reads this too (a message's id). */
  subjectId?: number | null;
  /** Who caused it; null: the system. */
  actorId: number | null;
}

export function presentNotification(row: NotificationRecord): Notification {
  return {
    Id: row.Id,
    Type: row.Type as NotificationType,
    At: row.At,
    Read: row.ReadAt !== null,
    Payload: JSON.parse(row.Payload),
  } as Notification;
}

async function notifyOne(deps: NotificationsDeps, w: Work, n: NotifyInput): Promise<void> {
  await deps.repo.lockFeed(w.tx, n.userId, w.now);
  const row = await deps.repo.insert(w.tx, {
    UserId: n.userId,
    Type: n.type,
    Payload: JSON.stringify(n.payload),
    SubjectId: n.subjectId ?? null,
    At: w.now,
  });
  logNew(w, row, await deps.repo.unread(n.userId, w.tx), n.actorId);
}

/**
 * Logs a notification stored in this unit of work, under its feed's lock, with the person's
 * unread count after it. A feature that stores the row in its own statement (a send on
 * PostgreSQL, server/features/messages/messages.repo.ts) calls this instead of `notify`.
 */
export function logNew(w: Work, row: NotificationRecord, unread: number, actorId: number | null): void {
  w.log(newNotificationEvent(row, unread, actorId));
}

/** The notification:new event of a stored notification, with the unread count after it. */
export function newNotificationEvent(
  row: NotificationRecord,
  unread: number,
  actorId: number | null,
): NewEvent {
  return newEvent({
    type: 'notification:new',
    actorId,
    about: { userId: row.UserId },
    payload: { Item: presentNotification(row), Unread: unread },
  });
}

/**
 * Tells people of something inside the caller's unit of work. Several at once are written in
 * the order of their people's ids, so two actions telling the same people never wait on each
 * other crosswise.
 */
async function notify(deps: NotificationsDeps, w: Work, ...items: NotifyInput[]): Promise<void> {
  const ordered = [...items].sort((a, b) => a.userId - b.userId);
  for (const item of ordered) await notifyOne(deps, w, item);
}

async function logRead(
  deps: NotificationsDeps,
  w: Work,
  userId: number,
  ids: number[] | 'all',
): Promise<number> {
  const unread = await deps.repo.unread(userId, w.tx);
  w.log(
    newEvent({
      type: 'notification:read',
      actorId: userId,
      about: { userId },
      payload: { Ids: ids, Unread: unread },
    }),
  );
  return unread;
}

/**
 * Inside the caller's unit of work: the person read the rows these notifications tell about (the
 * messages they opened), so the notifications are read too, on every device.
 */
async function readAbout(
  deps: NotificationsDeps,
  w: Work,
  userId: number,
  type: NotificationType,
  subjectIds: readonly number[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await deps.repo.lockFeed(w.tx, userId, w.now);
  const ids = await deps.repo.markReadAbout(w.tx, userId, type, subjectIds, w.now);
  if (ids.length > 0) await logRead(deps, w, userId, ids);
}

async function feed(
  deps: NotificationsDeps,
  userId: number,
  before: number | undefined,
  limit: number,
): Promise<{ Items: Notification[]; Unread: number }> {
  const [rows, unread] = await Promise.all([deps.repo.page(userId, before, limit), deps.repo.unread(userId)]);
  return { Items: rows.map(presentNotification), Unread: unread };
}

function markRead(
  deps: NotificationsDeps,
  userId: number,
  which: { Ids?: number[] | undefined; All?: true | undefined },
): Promise<{ Ids: number[]; Unread: number }> {
  return deps.work(async (w) => {
    await deps.repo.lockFeed(w.tx, userId, w.now);
    const ids = await deps.repo.markRead(w.tx, userId, which.All ? 'all' : (which.Ids ?? []), w.now);
    // Nothing changed (read already, or not the caller's): nothing to tell the other devices.
    if (ids.length === 0) return { Ids: [], Unread: await deps.repo.unread(userId, w.tx) };
    const unread = await logRead(deps, w, userId, which.All ? 'all' : ids);
    return { Ids: ids, Unread: unread };
  });
}

export function createNotificationsService(deps: NotificationsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: NotificationsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    notify: bound(notify),
    /** A streak event for the learner (the habits feature), in its unit of work. */
    notifyStreak: (w: Work, userId: number, payload: NotificationPayloads['streak']) =>
      notify(deps, w, { userId, type: 'streak', payload, actorId: userId }),
    /** The learner reached today's goal (the habits feature), in its unit of work. */
    notifyGoal: (w: Work, userId: number, payload: NotificationPayloads['goal']) =>
      notify(deps, w, { userId, type: 'goal', payload, actorId: userId }),
    readAbout: bound(readAbout),
    feed: bound(feed),
    markRead: bound(markRead),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
