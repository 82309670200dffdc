// The steps the courses service is made of (courses.service.ts binds them to its dependencies):
// opening a course or a part for a user, progress written with what it earns, and access granted
// and taken away with its events.

import { EXAM_PROGRESS_CRITERIA } from '../../../shared/exams';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { reaches } from '../../scope/policy';
import { courseInScope } from '../../scope/reach';
import type { CourseRecord, PartRecord } from './courses.repo';
import type { CoursesDeps } from './courses.service';

export function progressPercent({ countable, watched }: { countable: number; watched: number }): number {
  return countable === 0 ? 0 : Math.round((100 * watched) / countable);
}

/** A part done by passing its exam, never by a click (the exam's progress criterion). */
export const countsByExam = (part: PartRecord): boolean =>
  part.ProgressCriteria === EXAM_PROGRESS_CRITERIA && part.Exam !== null;

export const denied = () => new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });

export function now(deps: CoursesDeps) {
  return new Date(deps.clock()).toISOString();
}

export function isLive(part: PartRecord, at: string): boolean {
  return part.Published && (part.PublishDate === null || part.PublishDate <= at);
}

/** Learners see live parts that are not for mentors only; the course's staff see everything. */
export function visible(manages: boolean, part: PartRecord, at: string): boolean {
  return manages || (isLive(part, at) && !part.MentorOnly);
}

/**
 * The course, for staff who reach it (the scope policy: a company's staff their companies'
 * courses only) or a learner granted it. Anyone else, a missing course and one of the other
 * site variant get the same refusal. `manages`: opened as its staff, not as a learner.
 */
export async function openCourse(deps: CoursesDeps, user: AuthedUser, courseId: number) {
  const course = await deps.repo.findCourse(courseId);
  if (!course || (course.Site !== 'both' && course.Site !== deps.site)) throw denied();
  if (reaches(user, course.CompanyId)) return { course, manages: true };
  if (!(await deps.repo.hasAccess(user.Id, courseId))) throw denied();
  return { course, manages: false };
}

export async function openPart(deps: CoursesDeps, user: AuthedUser, courseId: number, partId: number) {
  const { course, manages } = await openCourse(deps, user, courseId);
  const part = await deps.repo.findPart(partId);
  if (!part || part.CourseId !== courseId || !visible(manages, part, now(deps))) throw denied();
  return { course, part, manages };
}

/** The course, when the user may see this part of it; otherwise NO_COURSE_ACCESS. */
export async function assertPart(
  deps: CoursesDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
): Promise<CourseRecord> {
  return (await openPart(deps, user, courseId, partId)).course;
}

/** Progress belongs to the signed-in user; the course's staff may read (never write) a learner's. */
export function subject(
  user: AuthedUser,
  payloadUserId: number | undefined,
  forWriting: boolean,
  manages = false,
): number {
  if (payloadUserId === undefined || payloadUserId === user.Id) return user.Id;
  if (!forWriting && manages) return payloadUserId;
  throw new AppError('FORBIDDEN', { field: 'UserId' });
}

/** Inside a unit of work: the part's VideoPlay, with progress:changed when it changed. */
export async function setVideoPlay(
  deps: CoursesDeps,
  w: Work,
  user: Pick<AuthedUser, 'Id'>,
  courseId: number,
  partId: number,
  videoPlay: 0 | 1,
) {
  const { changed, counts } = await deps.repo.setVideoPlay(w.tx, {
    userId: user.Id,
    courseId,
    partId,
    videoPlay,
    now: w.now,
  });
  const percent = progressPercent(counts);
  if (changed && (videoPlay === 1 || percent >= 100))
    await deps.repo.recordMilestones(w.tx, {
      userId: user.Id,
      courseId,
      now: w.now,
      started: videoPlay === 1,
      completed: percent >= 100,
    });
  if (changed) {
    w.log(
      newEvent({
        type: 'progress:changed',
        actorId: user.Id,
        about: { userId: user.Id },
        payload: {
          CourseId: courseId,
          CoursePartId: partId,
          progress_percent: percent,
          VideoPlay: videoPlay,
        },
      }),
    );
  }
  return { changed, percent };
}

/** Logs what a grant or revoke changed for the person, so their open pages follow at once. */
export function logAccess(
  w: Work,
  actorId: number | null,
  userId: number,
  courseIds: number[],
  granted: boolean,
) {
  if (courseIds.length === 0) return;
  w.log(
    newEvent({
      type: 'course:access',
      actorId,
      about: { userId },
      payload: { CourseIds: courseIds, Granted: granted },
    }),
  );
}

/**
 * Of these courses, those that exist and the staff member reaches (the scope policy), read with
 * their companies inside the unit of work; none without a staff member.
 */
export async function staffReach(
  deps: CoursesDeps,
  w: Work,
  actorId: number | null,
  courseIds: readonly number[],
) {
  const actor = actorId === null ? undefined : await deps.owners.recipient(actorId, w.tx);
  if (!actor) return [];
  const reached: number[] = [];
  for (const id of new Set(courseIds))
    if (await courseInScope(deps.owners, actor, id, w.tx)) reached.push(id);
  return reached;
}

/**
 * Inside a unit of work: gives a person courses (a code, a purchase, staff). Courses already
 * held keep their grant; answers the courses newly granted. A staff grant (`admin`) gives only
 * courses the granting staff member reaches: another's, like a missing one, is NOT_FOUND.
 */
export async function grantAccess(
  deps: CoursesDeps,
  w: Work,
  grant: {
    actorId: number | null;
    userId: number;
    courseIds: readonly number[];
    source: 'admin' | 'code' | 'product';
  },
): Promise<number[]> {
  if (grant.source === 'admin') {
    const reached = await staffReach(deps, w, grant.actorId, grant.courseIds);
    if (reached.length !== new Set(grant.courseIds).size)
      throw new AppError('NOT_FOUND', { field: 'CourseIds' });
  }
  const added = await deps.repo.grantAccess(w.tx, grant.userId, grant.courseIds, grant.source, w.now);
  logAccess(w, grant.actorId, grant.userId, added, true);
  return added;
}

/**
 * Inside a unit of work: staff take courses away from a person; only courses the revoking
 * staff member reaches go (another's is left as if it were missing). Answers those gone.
 */
export async function revokeAccess(
  deps: CoursesDeps,
  w: Work,
  revoke: { actorId: number | null; userId: number; courseIds: readonly number[] },
): Promise<number[]> {
  const reached = await staffReach(deps, w, revoke.actorId, revoke.courseIds);
  const gone = await deps.repo.revokeAccess(w.tx, revoke.userId, reached);
  logAccess(w, revoke.actorId, revoke.userId, gone, false);
  return gone;
}
