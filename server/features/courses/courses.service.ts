// The rules of taking a course: who may open it, which parts they see, and progress.
// Every refusal about a course or its parts is the same NO_COURSE_ACCESS, so it never tells
// whether the thing exists (docs/reliability.md 7).
import { courseActivity } from '../../../shared/courses';
import { EXAM_PROGRESS_CRITERIA } from '../../../shared/exams';
import type { Site } from '../../../shared/site';
import { isStaff } from '../../../shared/users';
import { AppError, isAppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { RequiredHook } from '../../requiredHook';
import type { OwnersRepo } from '../../scope/owners.repo';
import { listableCompanies, reaches } from '../../scope/policy';
import { courseInScope } from '../../scope/reach';
import { type PartView, presentContentBlock, presentCourse, presentPart } from './courses.presenter';
import type { CourseRecord, CoursesRepo, PartRecord } from './courses.repo';

export function progressPercent({ countable, watched }: { countable: number; watched: number }): number {
  return countable === 0 ? 0 : Math.round((100 * watched) / countable);
}

/** A part done by passing its exam, never by a click (the exam's progress criterion). */
const countsByExam = (part: PartRecord): boolean =>
  part.ProgressCriteria === EXAM_PROGRESS_CRITERIA && part.Exam !== null;

const denied = () => new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });

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

export function createCoursesService(deps: CoursesDeps) {
  const { repo, work, site } = deps;
  const now = () => new Date(deps.clock()).toISOString();

  function isLive(part: PartRecord, at: string): boolean {
    return part.Published && (part.PublishDate === null || part.PublishDate <= at);
  }

  /** Learners see live parts that are not for mentors only; the course's staff see everything. */
  function visible(manages: boolean, part: PartRecord, at: string): boolean {
    return manages || (isLive(part, at) && !part.MentorOnly);
  }

  /**
   * The course, for staff who reach it (the scope policy: a company's staff their companies'
   * courses only) or a learner granted it. Anyone else, a missing course and one of the other
   * site variant get the same refusal. `manages`: opened as its staff, not as a learner.
   */
  async function openCourse(user: AuthedUser, courseId: number) {
    const course = await repo.findCourse(courseId);
    if (!course || (course.Site !== 'both' && course.Site !== site)) throw denied();
    if (reaches(user, course.CompanyId)) return { course, manages: true };
    if (!(await repo.hasAccess(user.Id, courseId))) throw denied();
    return { course, manages: false };
  }

  async function openPart(user: AuthedUser, courseId: number, partId: number) {
    const { course, manages } = await openCourse(user, courseId);
    const part = await repo.findPart(partId);
    if (!part || part.CourseId !== courseId || !visible(manages, part, now())) throw denied();
    return { course, part, manages };
  }

  /** The course, when the user may see this part of it; otherwise NO_COURSE_ACCESS. */
  async function assertPart(user: AuthedUser, courseId: number, partId: number): Promise<CourseRecord> {
    return (await openPart(user, courseId, partId)).course;
  }

  /** Progress belongs to the signed-in user; the course's staff may read (never write) a learner's. */
  function subject(
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
  async function setVideoPlay(
    w: Work,
    user: Pick<AuthedUser, 'Id'>,
    courseId: number,
    partId: number,
    videoPlay: 0 | 1,
  ) {
    const { changed, counts } = await repo.setVideoPlay(w.tx, {
      userId: user.Id,
      courseId,
      partId,
      videoPlay,
      now: w.now,
    });
    const percent = progressPercent(counts);
    if (changed && (videoPlay === 1 || percent >= 100))
      await repo.recordMilestones(w.tx, {
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
  function logAccess(w: Work, actorId: number | null, userId: number, courseIds: number[], granted: boolean) {
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
  async function staffReach(w: Work, actorId: number | null, courseIds: readonly number[]) {
    const actor = actorId === null ? undefined : await deps.owners.recipient(actorId, w.tx);
    if (!actor) return [];
    const reached: number[] = [];
    for (const id of new Set(courseIds))
      if (await courseInScope(deps.owners, actor, id, w.tx)) reached.push(id);
    return reached;
  }

  return {
    /**
     * Inside a unit of work: gives a person courses (a code, a purchase, staff). Courses already
     * held keep their grant; answers the courses newly granted. A staff grant (`admin`) gives only
     * courses the granting staff member reaches: another's, like a missing one, is NOT_FOUND.
     */
    async grantAccess(
      w: Work,
      grant: {
        actorId: number | null;
        userId: number;
        courseIds: readonly number[];
        source: 'admin' | 'code' | 'product';
      },
    ): Promise<number[]> {
      if (grant.source === 'admin') {
        const reached = await staffReach(w, grant.actorId, grant.courseIds);
        if (reached.length !== new Set(grant.courseIds).size)
          throw new AppError('NOT_FOUND', { field: 'CourseIds' });
      }
      const added = await repo.grantAccess(w.tx, grant.userId, grant.courseIds, grant.source, w.now);
      logAccess(w, grant.actorId, grant.userId, added, true);
      return added;
    },

    /**
     * Inside a unit of work: staff take courses away from a person; only courses the revoking
     * staff member reaches go (another's is left as if it were missing). Answers those gone.
     */
    async revokeAccess(
      w: Work,
      revoke: { actorId: number | null; userId: number; courseIds: readonly number[] },
    ): Promise<number[]> {
      const reached = await staffReach(w, revoke.actorId, revoke.courseIds);
      const gone = await repo.revokeAccess(w.tx, revoke.userId, reached);
      logAccess(w, revoke.actorId, revoke.userId, gone, false);
      return gone;
    },

    /** Which of these courses the person holds already (inside the unit of work when given). */
    heldOf: (userId: number, courseIds: readonly number[], w?: Work) => repo.heldOf(userId, courseIds, w?.tx),

    assertPart,

    /**
     * A part as its course's staff open it (editing its exam): the same refusal as a missing
     * course for a learner, or for staff the course is out of reach of.
     */
    async assertManagedPart(user: AuthedUser, courseId: number, partId: number): Promise<CourseRecord> {
      const { course, manages } = await openPart(user, courseId, partId);
      if (!manages) throw denied();
      return course;
    },

    /**
     * Inside a grading's unit of work: a passed exam marks its part done for the student when the
     * part counts by its exam, with what that progress earns (XP, the certificate).
     */
    async passedExam(w: Work, studentId: number, courseId: number, partId: number): Promise<void> {
      const course = await repo.findCourse(courseId, w.tx);
      const part = await repo.findPart(partId, w.tx);
      if (!course || !part || !countsByExam(part)) return;
      const student = { Id: studentId };
      const { changed, percent } = await setVideoPlay(w, student, courseId, partId, 1);
      await deps.progress.call(w, student, course, partId, changed, percent);
    },

    /** Whether every exam the course's progress counts on is passed (its certificate waits for it). */
    examsPassed: (userId: number, courseId: number, q?: Db) => repo.examsPassed(userId, courseId, q),

    /** Whether a user coaches a course. */
    isCoach: (userId: number, courseId: number, q?: Db) => repo.isCoach(userId, courseId, q),

    /** Registers what progress earns; the XP feature does, once. */
    onProgress(hook: ProgressHook): void {
      deps.progress.provide(hook);
    },

    /** A course by id, as the reader (or the given unit of work's transaction) sees it. */
    findCourse(courseId: number, q?: Db): Promise<CourseRecord | undefined> {
      return repo.findCourse(courseId, q);
    },

    findPart(partId: number, q?: Db): Promise<PartRecord | undefined> {
      return repo.findPart(partId, q);
    },

    /** A part's blocks that students see: published and not for mentors only. */
    async studentBlocksOf(partId: number) {
      return (await repo.blocksOf(partId)).filter((b) => b.Published && !b.MentorOnly);
    },

    /**
     * Whether the course exists and the user reaches it as staff, and the part too when one is
     * named: locks are for real things within the editor's scope.
     */
    async targetExists(user: AuthedUser, courseId: number, partId: number): Promise<boolean> {
      const course = await repo.findCourse(courseId);
      if (!course || !reaches(user, course.CompanyId)) return false;
      return partId === 0 || (await repo.findPart(partId))?.CourseId === courseId;
    },

    /** Whether a user may open a course (auth_user's CourseAccess). */
    async canOpen(user: AuthedUser, courseId: number): Promise<boolean> {
      try {
        await openCourse(user, courseId);
        return true;
      } catch (error) {
        // A refusal is an answer; a failing database is not, and must reach the log.
        if (isAppError(error)) return false;
        throw error;
      }
    },

    async getCourse(user: AuthedUser, courseId: number, payloadUserId?: number) {
      const { course, manages } = await openCourse(user, courseId);
      const learner = subject(user, payloadUserId, false, manages);
      const at = now();
      const plays = await repo.videoPlays(learner, courseId);
      const views = (await repo.partsOf(courseId))
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
      const holder = await repo.courseLockHolder(courseId);
      return {
        ...presentCourse(course, parts, progressPercent(await repo.progressCounts(learner, courseId, at))),
        LockedByUserId: holder?.HolderUserId ?? null,
        LockedByUsername: holder?.HolderName ?? null,
      };
    },

    async myCourses(user: AuthedUser) {
      const at = now();
      // Staff hold the courses they reach (a company's staff: their companies'), and any granted.
      const reach = isStaff(user) ? listableCompanies(user) : [];
      const list = await repo.coursesFor(user.Id, reach, site);
      const counts = await Promise.all(list.map((course) => repo.progressCounts(user.Id, course.Id, at)));
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
    },

    async getPart(user: AuthedUser, courseId: number, partId: number) {
      const { part, manages } = await openPart(user, courseId, partId);
      const contentBlocks = (await repo.blocksOf(part.Id))
        .filter((b) => manages || (b.Published && !b.MentorOnly))
        .map(presentContentBlock);
      const watched = (await repo.videoPlays(user.Id, courseId)).get(part.Id)?.play === 1;
      const exam = await repo.examFor(user.Id, part.Id);
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
    },

    async coaches(user: AuthedUser, courseId: number) {
      await openCourse(user, courseId);
      return repo.coachesOf(courseId);
    },

    /** Mark watched: progress, XP and certificate with their events, one unit of work. */
    async markWatched(user: AuthedUser, courseId: number, partId: number, payloadUserId?: number) {
      subject(user, payloadUserId, true);
      const { course, part } = await openPart(user, courseId, partId);
      if (countsByExam(part)) throw new AppError('EXAM_REQUIRED', { field: 'CoursePartId' });
      return work(async (w) => {
        const { changed, percent } = await setVideoPlay(w, user, courseId, partId, 1);
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
    },

    async resetEpisode(user: AuthedUser, courseId: number, partId: number, payloadUserId?: number) {
      subject(user, payloadUserId, true);
      const { part } = await openPart(user, courseId, partId);
      if (countsByExam(part)) throw new AppError('EXAM_REQUIRED', { field: 'PostId' });
      const { percent } = await work((w) => setVideoPlay(w, user, courseId, partId, 0));
      return { data: { progress_percent: percent }, cp: { progress_percent: percent } };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;

/** Public pages show a part's blocks the way enrolled students see them. */
export { presentContentBlock } from './courses.presenter';
export type { CourseRecord } from './courses.repo';
