// The rules of taking a course: who may open it, which parts they see, and progress.
// Every refusal about a course or its parts is the same NO_COURSE_ACCESS, so it never tells
// whether the thing exists (RELIABILITY.md 7).
import { courseActivity } from '../../../shared/courses';
import { rooms } from '../../../shared/realtime';
import type { Site } from '../../../shared/site';
import { isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import { type PartView, presentContentBlock, presentCourse, presentPart } from './courses.presenter';
import type { CourseRecord, CoursesRepo, PartRecord } from './courses.repo';

export function progressPercent({ countable, watched }: { countable: number; watched: number }): number {
  return countable === 0 ? 0 : Math.round((100 * watched) / countable);
}

const denied = () => new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });

export interface CoursesDeps {
  repo: CoursesRepo;
  bus: EventBus;
  site: Site;
  /** XP and certificates after a progress change (the XP feature). */
  afterProgress: (
    user: AuthedUser,
    course: CourseRecord,
    partId: number,
    newlyWatched: boolean,
    percent: number,
  ) => { total_xp: number; achievement: Record<string, unknown> | null; certificate_generated: boolean };
  /** The holder of a course's whole-course edit lock, if any. */
  courseLockHolder: (courseId: number) => { HolderUserId: number; HolderName: string } | undefined;
  clock?: () => number;
}

export function createCoursesService(deps: CoursesDeps) {
  const { repo, bus, site } = deps;
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();

  function isLive(part: PartRecord, at: string): boolean {
    return part.Published && (part.PublishDate === null || part.PublishDate <= at);
  }

  /** Students see live parts that are not for mentors only; staff see everything. */
  function visible(user: AuthedUser, part: PartRecord, at: string): boolean {
    return isStaff(user) || (isLive(part, at) && !part.MentorOnly);
  }

  function openCourse(user: AuthedUser, courseId: number): CourseRecord {
    const course = repo.findCourse(courseId);
    if (!course || (course.Site !== 'both' && course.Site !== site)) throw denied();
    if (!isStaff(user) && !repo.hasAccess(user.Id, courseId)) throw denied();
    return course;
  }

  function openPart(user: AuthedUser, courseId: number, partId: number): PartRecord {
    openCourse(user, courseId);
    const part = repo.findPart(partId);
    if (!part || part.CourseId !== courseId || !visible(user, part, now())) throw denied();
    return part;
  }

  /** The course, when the user may see this part of it; otherwise NO_COURSE_ACCESS. */
  function assertPart(user: AuthedUser, courseId: number, partId: number): CourseRecord {
    openPart(user, courseId, partId);
    return repo.findCourse(courseId)!;
  }

  /** Progress belongs to the signed-in user; staff may read (never write) a student's. */
  function subject(user: AuthedUser, payloadUserId: number | undefined, forWriting: boolean): number {
    if (payloadUserId === undefined || payloadUserId === user.Id) return user.Id;
    if (!forWriting && isStaff(user)) return payloadUserId;
    throw new AppError('FORBIDDEN', { field: 'UserId' });
  }

  function setVideoPlay(user: AuthedUser, courseId: number, partId: number, videoPlay: 0 | 1) {
    const at = now();
    const result = repo.setVideoPlay({ userId: user.Id, courseId, partId, videoPlay, now: at }, (counts) => [
      newEvent({
        type: 'progress:changed',
        actorId: user.Id,
        rooms: [rooms.user(user.Id)],
        payload: {
          CourseId: courseId,
          CoursePartId: partId,
          progress_percent: progressPercent(counts),
          VideoPlay: videoPlay,
        },
      }),
    ]);
    bus.publish(result.events);
    return { changed: result.changed, percent: progressPercent(result.counts) };
  }

  return {
    assertPart,

    /** Whether a user may open a course (auth_user's CourseAccess). */
    canOpen(user: AuthedUser, courseId: number): boolean {
      try {
        openCourse(user, courseId);
        return true;
      } catch {
        return false;
      }
    },

    getCourse(user: AuthedUser, courseId: number, payloadUserId?: number) {
      const course = openCourse(user, courseId);
      const learner = subject(user, payloadUserId, false);
      const at = now();
      const plays = repo.videoPlays(learner, courseId);
      const views = repo
        .partsOf(courseId)
        .filter((part) => visible(user, part, at))
        .map((part): PartView => ({ part, videoPlay: plays.get(part.Id), live: isLive(part, at) }));
      const parts = views
        .filter((v) => v.part.ParentPartId === null)
        .map((v) =>
          presentPart(
            v,
            views.filter((child) => child.part.ParentPartId === v.part.Id),
          ),
        );
      const holder = deps.courseLockHolder(courseId);
      return {
        ...presentCourse(course, parts, progressPercent(repo.progressCounts(learner, courseId, at))),
        LockedByUserId: holder?.HolderUserId ?? null,
        LockedByUsername: holder?.HolderName ?? null,
      };
    },

    myCourses(user: AuthedUser) {
      const at = now();
      return repo.coursesFor(user.Id, isStaff(user), site).map((course) => {
        const percent = progressPercent(repo.progressCounts(user.Id, course.Id, at));
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

    getPart(user: AuthedUser, courseId: number, partId: number) {
      const part = openPart(user, courseId, partId);
      const staff = isStaff(user);
      const contentBlocks = repo
        .blocksOf(part.Id)
        .filter((b) => staff || (b.Published && !b.MentorOnly))
        .map(presentContentBlock);
      const watched = repo.videoPlays(user.Id, courseId).get(part.Id)?.play === 1;
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
        UserExamId: repo.examFor(user.Id, part.Id)?.UserExamId ?? null,
        ContentBlocks: contentBlocks,
      };
    },

    coaches(user: AuthedUser, courseId: number) {
      openCourse(user, courseId);
      return repo.coachesOf(courseId);
    },

    exam(user: AuthedUser, examId: number, payloadUserId?: number) {
      subject(user, payloadUserId, false);
      const exam = repo.findExam(examId);
      const mayRead = exam && (exam.UserId === user.Id || isStaff(user));
      if (!exam || !mayRead) throw new AppError('NOT_FOUND', { field: 'UserExamId' });
      return {
        UserExamId: exam.UserExamId,
        CourseId: exam.CourseId,
        CoursePartId: exam.CoursePartId,
        Status: exam.Status,
        UserCanEdit: exam.Status === 'not_started' || exam.Status === 'in_progress',
      };
    },

    markWatched(user: AuthedUser, courseId: number, partId: number, payloadUserId?: number) {
      subject(user, payloadUserId, true);
      const course = assertPart(user, courseId, partId);
      const { changed, percent } = setVideoPlay(user, courseId, partId, 1);
      const rewards = deps.afterProgress(user, course, partId, changed, percent);
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
    },

    resetEpisode(user: AuthedUser, courseId: number, partId: number, payloadUserId?: number) {
      subject(user, payloadUserId, true);
      openPart(user, courseId, partId);
      const { percent } = setVideoPlay(user, courseId, partId, 0);
      return { data: { progress_percent: percent }, cp: { progress_percent: percent } };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
