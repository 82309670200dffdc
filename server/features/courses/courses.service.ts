// The rules of taking a course: who may open it, which parts they see, and progress.
// Every refusal about a course or its parts is the same NO_COURSE_ACCESS, so it never tells
// whether the thing exists (docs/reliability.md 7).
import { courseActivity } from '../../../shared/courses';
import { isExamPart } from '../../../shared/examStates';
import type { Site } from '../../../shared/site';
import { isStaff } from '../../../shared/users';
import { AppError, isAppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import type { RequiredHook } from '../../requiredHook';
import type { OwnersRepo } from '../../scope/owners.repo';
import { listableCompanies, reaches } from '../../scope/policy';
import {
  assertPart,
  countsByExam,
  denied,
  grantAccess,
  isLive,
  now,
  openCourse,
  openPart,
  progressPercent,
  revokeAccess,
  setVideoPlay,
  subject,
  visible,
} from './courseSteps';
import { type PartView, presentContentBlock, presentCourse, presentPart } from './courses.presenter';
import type { CourseRecord, CoursesRepo, PartRecord } from './courses.repo';

export { progressPercent } from './courseSteps';

export interface ProgressOutcome {
  total_xp: number;
  achievement: Record<string, unknown> | null;
  certificate_generated: boolean;
}

/** What a part newly watched earns (XP, certificate), inside the same unit of work. */
export type ProgressHook = (
  w: Work,
  user: Pick<AuthedUser, 'Id'>,
  course: CourseRecord,
  partId: number,
  newlyWatched: boolean,
  percent: number,
) => Promise<ProgressOutcome>;

export interface CoursesDeps {
  repo: CoursesRepo;
  work: RunWork;
  site: Site;
  clock: () => number;
  owners: OwnersRepo;
  /** What progress earns; the rewards feature provides it. */
  progress: RequiredHook<ProgressHook>;
}

/**
 * A part as its course's staff open it (editing its exam): the same refusal as a missing
 * course for a learner, or for staff the course is out of reach of.
 */
async function assertManagedPart(
  deps: CoursesDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
): Promise<CourseRecord> {
  const { course, manages } = await openPart(deps, user, courseId, partId);
  if (!manages) throw denied();
  return course;
}

/**
 * Inside a grading's unit of work: a passed exam marks its part done for the student when the
 * part counts by its exam, with what that progress earns (XP, the certificate).
 */
async function passedExam(
  deps: CoursesDeps,
  w: Work,
  studentId: number,
  courseId: number,
  partId: number,
): Promise<void> {
  const course = await deps.repo.findCourse(courseId, w.tx);
  const part = await deps.repo.findPart(partId, w.tx);
  if (!course || !part || !countsByExam(part)) return;
  const student = { Id: studentId };
  const { changed, percent } = await setVideoPlay(deps, w, student, courseId, partId, 1);
  await deps.progress.call(w, student, course, partId, changed, percent);
}

/** Registers what progress earns; the XP feature does, once. */
function onProgress(deps: CoursesDeps, hook: ProgressHook): void {
  deps.progress.provide(hook);
}

/** A course by id, as the reader (or the given unit of work's transaction) sees it. */
function findCourse(deps: CoursesDeps, courseId: number, q?: Db): Promise<CourseRecord | undefined> {
  return deps.repo.findCourse(courseId, q);
}

function findPart(deps: CoursesDeps, partId: number, q?: Db): Promise<PartRecord | undefined> {
  return deps.repo.findPart(partId, q);
}

/** A part's blocks that students see: published and not for mentors only. */
async function studentBlocksOf(deps: CoursesDeps, partId: number) {
  return (await deps.repo.blocksOf(partId)).filter((b) => b.Published && !b.MentorOnly);
}

/**
 * Whether the course exists and the user reaches it as staff, and the part too when one is
 * named: locks are for real things within the editor's scope.
 */
async function targetExists(
  deps: CoursesDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
): Promise<boolean> {
  const course = await deps.repo.findCourse(courseId);
  if (!course || !reaches(user, course.CompanyId)) return false;
  return partId === 0 || (await deps.repo.findPart(partId))?.CourseId === courseId;
}

/** Whether a user may open a course (auth_user's CourseAccess). */
async function canOpen(deps: CoursesDeps, user: AuthedUser, courseId: number): Promise<boolean> {
  try {
    await openCourse(deps, user, courseId);
    return true;
  } catch (error) {
    // A refusal is an answer; a failing database is not, and must reach the log.
    if (isAppError(error)) return false;
    throw error;
  }
}

async function getCourse(deps: CoursesDeps, user: AuthedUser, courseId: number, payloadUserId?: number) {
  const { course, manages } = await openCourse(deps, user, courseId);
  const learner = subject(user, payloadUserId, false, manages);
  const at = now(deps);
  const plays = await deps.repo.videoPlays(learner, courseId);
  const views = (await deps.repo.partsOf(courseId))
    .filter((part) => visible(manages, part, at))
    .map((part): PartView => ({ part, videoPlay: plays.get(part.Id), live: isLive(part, at) }));
  const parts = views
    .filter((v) => v.part.ParentPartId === null)
    .map((v) =>
      presentPart(
        v,
        views.filter((child) => child.part.ParentPartId === v.part.Id),
      ),
    );
  const holder = await deps.repo.courseLockHolder(courseId);
  return {
    ...presentCourse(course, parts, progressPercent(await deps.repo.progressCounts(learner, courseId, at))),
    LockedByUserId: holder?.HolderUserId ?? null,
    LockedByUsername: holder?.HolderName ?? null,
  };
}

async function myCourses(deps: CoursesDeps, user: AuthedUser) {
  const at = now(deps);
  // Staff hold the courses they reach (a company's staff: their companies'), and any granted.
  const reach = isStaff(user) ? listableCompanies(user) : [];
  const list = await deps.repo.coursesFor(user.Id, reach, deps.site);
  const counts = await Promise.all(list.map((course) => deps.repo.progressCounts(user.Id, course.Id, at)));
  return list.map((course, i) => {
    const percent = progressPercent(counts[i] ?? { countable: 0, watched: 0 });
    return {
      Id: course.Id,
      Name: course.Name,
      Description: course.Description,
      Image: course.Image,
      progress_percent: percent,
      activity: courseActivity(percent),
    };
  });
}

async function getPart(deps: CoursesDeps, user: AuthedUser, courseId: number, partId: number) {
  const { part, manages } = await openPart(deps, user, courseId, partId);
  const contentBlocks = (await deps.repo.blocksOf(part.Id))
    .filter((b) => manages || (b.Published && !b.MentorOnly))
    .map(presentContentBlock);
  const watched = (await deps.repo.videoPlays(user.Id, courseId)).get(part.Id)?.play === 1;
  const exam = await deps.repo.examFor(user.Id, part.Id);
  return {
    Id: part.Id,
    CourseId: part.CourseId,
    Name: part.Name,
    PostType: part.PostType,
    VideoLength: part.VideoLength,
    VideoPlay: watched ? (1 as const) : (0 as const),
    MentorOnly: part.MentorOnly ? (1 as const) : (0 as const),
    Published: part.Published ? (1 as const) : (0 as const),
    Free: part.Free ? (1 as const) : (0 as const),
    UserExamId: exam?.UserExamId ?? null,
    ContentBlocks: contentBlocks,
  };
}

async function coaches(deps: CoursesDeps, user: AuthedUser, courseId: number) {
  await openCourse(deps, user, courseId);
  return deps.repo.coachesOf(courseId);
}

/** Mark watched: progress, XP and certificate with their events, one unit of work. */
async function markWatched(
  deps: CoursesDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
  payloadUserId?: number,
) {
  subject(user, payloadUserId, true);
  const { course, part } = await openPart(deps, user, courseId, partId);
  if (countsByExam(part) || isExamPart(part.PostType))
    throw new AppError('EXAM_REQUIRED', { field: 'CoursePartId' });
  return deps.work(async (w) => {
    const { changed, percent } = await setVideoPlay(deps, w, user, courseId, partId, 1);
    const rewards = await deps.progress.call(w, user, course, partId, changed, percent);
    return {
      addedProgress: changed,
      data: [
        {
          progress_percent: percent,
          achievement: rewards.achievement,
          certificate_generated: rewards.certificate_generated,
        },
      ],
      total_xp: rewards.total_xp,
    };
  });
}

async function resetEpisode(
  deps: CoursesDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
  payloadUserId?: number,
) {
  subject(user, payloadUserId, true);
  const { part } = await openPart(deps, user, courseId, partId);
  if (countsByExam(part) || isExamPart(part.PostType))
    throw new AppError('EXAM_REQUIRED', { field: 'PostId' });
  const { percent } = await deps.work((w) => setVideoPlay(deps, w, user, courseId, partId, 0));
  return { data: { progress_percent: percent }, cp: { progress_percent: percent } };
}

export function createCoursesService(deps: CoursesDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: CoursesDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    grantAccess: bound(grantAccess),

    revokeAccess: bound(revokeAccess),

    /** Which of these courses the person holds already (inside the unit of work when given). */
    heldOf: (userId: number, courseIds: readonly number[], w?: Work) =>
      deps.repo.heldOf(userId, courseIds, w?.tx),

    assertPart: bound(assertPart),

    assertManagedPart: bound(assertManagedPart),

    passedExam: bound(passedExam),

    /** Whether every exam the course's progress counts on is passed (its certificate waits for it). */
    examsPassed: (userId: number, courseId: number, q?: Db) => deps.repo.examsPassed(userId, courseId, q),

    /** Whether a user coaches a course. */
    isCoach: (userId: number, courseId: number, q?: Db) => deps.repo.isCoach(userId, courseId, q),

    onProgress: bound(onProgress),

    findCourse: bound(findCourse),

    findPart: bound(findPart),

    studentBlocksOf: bound(studentBlocksOf),

    targetExists: bound(targetExists),

    canOpen: bound(canOpen),

    getCourse: bound(getCourse),

    myCourses: bound(myCourses),

    getPart: bound(getPart),

    coaches: bound(coaches),

    markWatched: bound(markWatched),

    resetEpisode: bound(resetEpisode),
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;

/** Public pages show a part's blocks the way enrolled students see them. */
export { presentContentBlock } from './courses.presenter';
export type { CourseRecord } from './courses.repo';
