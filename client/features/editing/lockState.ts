// Who holds a course's edit locks, as a viewer of the course sees it (SPEC §4): the current locks
// answered by course:watch, kept live by lock:changed. Pure, so the rules are tested on their own.
import { WHOLE_COURSE } from '../../../shared/entities/lockScope';
import type { ServerEventPayload } from '../../../shared/realtime';

export interface LockHolder {
  UserId: number;
  Username: string;
}

export { WHOLE_COURSE };

/** A lock of the course (CoursePartId WHOLE_COURSE) or of one of its parts. */
export interface HeldLock {
  CoursePartId: number;
  Holder: LockHolder;
}

export type LockChange = Pick<
  ServerEventPayload<'lock:changed'>,
  'CourseId' | 'CoursePartId' | 'Holder' | 'Reason'
>;

/** The locks after a grant (a holder) or a release (none) of the course or one part. */
export function applyLockChange(locks: readonly HeldLock[], change: LockChange): HeldLock[] {
  const rest = locks.filter((lock) => lock.CoursePartId !== change.CoursePartId);
  return change.Holder ? [...rest, { CoursePartId: change.CoursePartId, Holder: change.Holder }] : rest;
}

/**
 * The person shown as editing the course: the holder of the whole course, else of one of its parts
 * (a part lock also keeps others from taking the course).
 */
export function editorOf(locks: readonly HeldLock[]): LockHolder | null {
  const course = locks.find((lock) => lock.CoursePartId === WHOLE_COURSE);
  return (course ?? locks[0])?.Holder ?? null;
}

/** Someone other than `userId` edits the course: entering edit mode would be refused. */
export function otherEditor(locks: readonly HeldLock[], userId: number): LockHolder | null {
  const holder = editorOf(locks.filter((lock) => lock.Holder.UserId !== userId));
  return holder;
}

export function holdsCourse(locks: readonly HeldLock[], userId: number): boolean {
  return locks.some((lock) => lock.CoursePartId === WHOLE_COURSE && lock.Holder.UserId === userId);
}

export type LossReason = 'idle' | 'disconnected' | 'released' | 'taken';

/**
 * Whether a change ends this tab's edit mode of `editingCourseId`: its course lock was released
 * (idle, disconnected, or closed from another tab) or is now someone else's. Null when it does not.
 */
export function lockLossOf(
  editingCourseId: number | null,
  userId: number,
  change: LockChange,
): LossReason | null {
  if (editingCourseId === null || change.CourseId !== editingCourseId || change.CoursePartId !== WHOLE_COURSE)
    return null;
  if (change.Holder === null) return change.Reason === 'granted' ? 'released' : change.Reason;
  return change.Holder.UserId === userId ? null : 'taken';
}
