// The editing feature's service, the course edit lock (SPEC §4, docs/architecture.md): granted and released on the server, extended
// by activity, released when idle past the setting or when the holder's sockets are gone past a
// grace period. Every grant and release is logged and pushed as lock:changed.
import type { CourseLock } from '../../../shared/calls/editing';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { LockRow, LocksRepo, ReleaseReason } from './locks.repo';

export const DISCONNECT_GRACE_MS = 30_000;

export interface LocksDeps {
  repo: LocksRepo;
  work: RunWork;
  idleMinutes: () => Promise<number>;
  /**
   * Whether the course (and the part, when given) exists and the editor reaches it: locks are only
   * for real things within the editor's scope; a course out of it is answered like a missing one.
   */
  targetExists: (user: AuthedUser, courseId: number, partId: number) => Promise<boolean>;
  graceMs?: number;
}

export function presentLock(lock: LockRow): CourseLock {
  return {
    CourseId: lock.CourseId,
    CoursePartId: lock.CoursePartId,
    Holder: { UserId: lock.HolderUserId, Username: lock.HolderName },
    LastActivityAt: lock.LastActivityAt,
  };
}

export function createLocksService(deps: LocksDeps) {
  const { repo, work } = deps;

  const changed = (lock: LockRow, holder: LockRow | null, reason: 'granted' | ReleaseReason) =>
    newEvent({
      type: 'lock:changed',
      actorId: lock.HolderUserId,
      about: { courseId: lock.CourseId, holderId: lock.HolderUserId },
      payload: {
        CourseId: lock.CourseId,
        CoursePartId: lock.CoursePartId,
        Holder: holder ? { UserId: holder.HolderUserId, Username: holder.HolderName } : null,
        Reason: reason,
      },
    });

  async function release(w: Work, locks: LockRow[], reason: ReleaseReason): Promise<void> {
    if (locks.length === 0) return;
    for (const lock of await repo.release(w.tx, locks)) w.log(changed(lock, null, reason));
  }

  return {
    async lock(user: AuthedUser, courseId: number, partId: number) {
      if (!(await deps.targetExists(user, courseId, partId)))
        throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      return work(async (w) => {
        // Grants for one course take turns, on every node.
        await w.lockRow('courses', courseId);
        const result = await repo.grant(w.tx, { courseId, partId, userId: user.Id, now: w.now });
        if (!result.granted) {
          throw new AppError('LOCK_HELD', {
            message: `${result.holder.HolderName} is editing this course.`,
            data: { RelatedUserId: result.holder.HolderUserId, Username: result.holder.HolderName },
          });
        }
        if (result.isNew) w.log(changed(result.lock, result.lock, 'granted'));
        return { RelatedUserId: user.Id, Username: result.lock.HolderName };
      });
    },

    /** Releases the editor's lock; a course out of their reach is answered like a missing one. */
    async close(user: AuthedUser, courseId: number, partId: number) {
      const lock = (await deps.targetExists(user, courseId, 0))
        ? await repo.find(courseId, partId, user.Id)
        : undefined;
      if (lock) await work((w) => release(w, [lock], 'released'));
      return { RelatedUserId: null, Username: null };
    },

    /** The editor's heartbeat and every editing call: false when they no longer hold the lock. */
    async activity(user: AuthedUser, courseId: number, partId: number): Promise<boolean> {
      if (!(await deps.targetExists(user, courseId, 0))) return false;
      return work((w) => repo.touch(w.tx, user.Id, courseId, partId, w.now));
    },

    /** Inside a save's unit of work: applied only by someone who still holds the course or the part. */
    async assertHolds(w: Work, user: AuthedUser, courseId: number, partId = 0): Promise<void> {
      if (!(await repo.touch(w.tx, user.Id, courseId, partId, w.now)))
        throw new AppError('LOCK_LOST', { field: 'CourseId' });
    },

    async locksOf(courseId: number): Promise<CourseLock[]> {
      return (await repo.locksOf(courseId)).map(presentLock);
    },

    async allLocks(): Promise<CourseLock[]> {
      return (await repo.all()).map(presentLock);
    },

    holderOffline(userId: number): Promise<void> {
      return work((w) => repo.setHolderOffline(w.tx, userId, w.now));
    },

    holderOnline(userId: number): Promise<void> {
      return work((w) => repo.setHolderOffline(w.tx, userId, null));
    },

    /** Releases idle locks and those of holders gone past the grace period. */
    async sweep(): Promise<number> {
      const idleMs = (await deps.idleMinutes()) * 60_000;
      return work(async (w) => {
        // With several nodes, one sweeps each round.
        if (!(await w.exclusive('lock-sweep'))) return 0;
        const idleBefore = new Date(w.nowMs - idleMs).toISOString();
        const offlineBefore = new Date(w.nowMs - (deps.graceMs ?? DISCONNECT_GRACE_MS)).toISOString();
        const expired = await repo.expired(w.tx, idleBefore, offlineBefore);
        for (const reason of ['idle', 'disconnected'] as const) {
          await release(
            w,
            expired.filter((e) => e.reason === reason).map((e) => e.lock),
            reason,
          );
        }
        return expired.length;
      });
    },
  };
}

export type LocksService = ReturnType<typeof createLocksService>;
