// The course edit lock (SPEC §4, ARCHITECTURE.md): granted and released on the server, extended
// by activity, released when idle past the setting or when the holder's sockets are gone past a
// grace period. Every grant and release is logged and pushed as lock:changed.
import type { CourseLock } from '../../../shared/calls/locks';
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import type { LockRow, LocksRepo, ReleaseReason } from './locks.repo';

export const DISCONNECT_GRACE_MS = 30_000;

export interface LocksDeps {
  repo: LocksRepo;
  bus: EventBus;
  idleMinutes: () => number;
  /** Whether the course (and the part, when given) exists: locks are only for real things. */
  targetExists: (courseId: number, partId: number) => boolean;
  clock?: () => number;
  graceMs?: number;
}

export function presentLock(lock: LockRow): CourseLock {
  return {
    CourseId: lock.CourseId,
    CoursePartId: lock.CoursePartId === 0 ? null : lock.CoursePartId,
    Holder: { UserId: lock.HolderUserId, Username: lock.HolderName },
    LastActivityAt: lock.LastActivityAt,
  };
}

export function createLocksService(deps: LocksDeps) {
  const { repo, bus } = deps;
  const clock = deps.clock ?? Date.now;
  const now = () => new Date(clock()).toISOString();

  const changed = (lock: LockRow, holder: LockRow | null, reason: 'granted' | ReleaseReason) =>
    newEvent({
      type: 'lock:changed',
      actorId: lock.HolderUserId,
      rooms: [rooms.course(lock.CourseId), rooms.user(lock.HolderUserId)],
      payload: {
        CourseId: lock.CourseId,
        CoursePartId: lock.CoursePartId === 0 ? null : lock.CoursePartId,
        Holder: holder ? { UserId: holder.HolderUserId, Username: holder.HolderName } : null,
        Reason: reason,
      },
    });

  function release(locks: LockRow[], reason: ReleaseReason): void {
    if (locks.length === 0) return;
    bus.publish(repo.release(locks, now(), (lock) => [changed(lock, null, reason)]));
  }

  return {
    lock(user: AuthedUser, courseId: number, partId: number) {
      if (!deps.targetExists(courseId, partId)) throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      const result = repo.grant({ courseId, partId, userId: user.Id, now: now() }, (lock) => [
        changed(lock, lock, 'granted'),
      ]);
      if (!result.granted) {
        throw new AppError('LOCK_HELD', {
          message: `${result.holder.HolderName} is editing this course.`,
          data: { RelatedUserId: result.holder.HolderUserId, Username: result.holder.HolderName },
        });
      }
      bus.publish(result.events);
      return { RelatedUserId: user.Id, Username: result.lock.HolderName };
    },

    close(user: AuthedUser, courseId: number, partId: number) {
      const lock = repo.find(courseId, partId, user.Id);
      if (lock) release([lock], 'released');
      return { RelatedUserId: null, Username: null };
    },

    /** The editor's heartbeat and every editing call: false when they no longer hold the lock. */
    activity(user: AuthedUser, courseId: number, partId: number): boolean {
      return repo.touch(user.Id, courseId, partId, now());
    },

    /** A save is applied only by someone who still holds the course or the part. */
    assertHolds(user: AuthedUser, courseId: number, partId = 0): void {
      if (!repo.touch(user.Id, courseId, partId, now()))
        throw new AppError('LOCK_LOST', { field: 'CourseId' });
    },

    locksOf(courseId: number): CourseLock[] {
      return repo.locksOf(courseId).map(presentLock);
    },

    allLocks(): CourseLock[] {
      return repo.all().map(presentLock);
    },

    holderOffline(userId: number): void {
      repo.setHolderOffline(userId, now());
    },

    holderOnline(userId: number): void {
      repo.setHolderOffline(userId, null);
    },

    /** Releases idle locks and those of holders gone past the grace period. */
    sweep(): number {
      const at = clock();
      const idleBefore = new Date(at - deps.idleMinutes() * 60_000).toISOString();
      const offlineBefore = new Date(at - (deps.graceMs ?? DISCONNECT_GRACE_MS)).toISOString();
      const expired = repo.expired(idleBefore, offlineBefore);
      for (const reason of ['idle', 'disconnected'] as const) {
        release(
          expired.filter((e) => e.reason === reason).map((e) => e.lock),
          reason,
        );
      }
      return expired.length;
    },
  };
}

export type LocksService = ReturnType<typeof createLocksService>;
