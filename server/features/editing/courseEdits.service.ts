// Editing courses (SPEC §4, §6, §7): every save is applied only for the holder of the course's
// (or the part's) edit lock; the rest get "lock lost, reload" (docs/reliability.md 21).
import type { z } from 'zod';
import type { AdminCourse, blockInput, courseSettingsInput } from '../../../shared/calls/editing';
import { WHOLE_COURSE } from '../../../shared/entities/lock';
import { DEFAULT_PROGRESS_CRITERIA, EXAM_PROGRESS_CRITERIA, isExamPart } from '../../../shared/examStates';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { sanitizeUserHtml } from '../../html/sanitize';
import type { OwnersRepo } from '../../scope/owners.repo';
import { reaches, reachesPerson } from '../../scope/policy';
import { courseOwner } from '../../scope/subjects';
import type { CompaniesService } from '../companies/companies.service';
import type { CoursesService } from '../courses/courses.service';
import type { CourseEditsRepo } from './courseEdits.repo';
import type { LocksService } from './locks.service';

type CourseSettings = z.output<typeof courseSettingsInput>;
type BlockInput = z.output<typeof blockInput>;

export interface CourseEditsDeps {
  repo: CourseEditsRepo;
  courses: Pick<CoursesService, 'findCourse' | 'findPart'>;
  locks: LocksService;
  work: RunWork;
  /** The company the editor works in: their new courses belong to it and count on its plan. */
  companies: Pick<CompaniesService, 'scopeOf' | 'assertRoom'>;
  owners: OwnersRepo;
}

/** Viewers of the course and the staff lists where the course belongs follow. */
async function courseChanged(
  deps: CourseEditsDeps,
  w: Work,
  user: AuthedUser,
  courseId: number,
  partId: number | null,
) {
  const owner = await courseOwner(deps.owners, w.tx, courseId);
  w.log(
    newEvent({
      type: 'course:changed',
      actorId: user.Id,
      about: { courseId, owner, staffLists: true },
      payload: { CourseId: courseId, CoursePartId: partId },
    }),
  );
}

/**
 * The course, when the editor reaches it (the scope policy: a company's staff their companies'
 * courses only); one out of reach is refused exactly like a missing one.
 */
async function courseInReach(
  deps: CourseEditsDeps,
  user: AuthedUser,
  courseId: number,
  field: string,
  q?: Db,
) {
  const course = await deps.courses.findCourse(courseId, q);
  if (!course || !reaches(user, course.CompanyId)) throw new AppError('NO_COURSE_ACCESS', { field });
  return course;
}

/** A part of a course the editor reaches; anything else is refused like a missing part. */
async function partOf(deps: CourseEditsDeps, user: AuthedUser, courseId: number, partId: number, q?: Db) {
  const part = await deps.courses.findPart(partId, q);
  const course = part?.CourseId === courseId ? await deps.courses.findCourse(courseId, q) : undefined;
  if (!part || !course || !reaches(user, course.CompanyId))
    throw new AppError('NO_COURSE_ACCESS', { field: 'CoursePartId' });
  return part;
}

/**
 * Whether the editor may name these people as the course's coaches: staff, each already one of
 * its coaches or a person the editor reaches (the school's staff: anyone). Another company's
 * staff member is refused like an id that is no staff member's.
 */
async function mayName(
  deps: CourseEditsDeps,
  w: Work,
  user: AuthedUser,
  ids: number[],
  courseId: number | undefined,
) {
  if ((await deps.repo.staffIds(ids, w.tx)).length !== ids.length) return false;
  const kept = new Set(courseId === undefined ? [] : await deps.repo.coachIds(courseId, w.tx));
  for (const id of ids.filter((i) => !kept.has(i))) {
    const companies = await deps.owners.person(id, w.tx);
    if (!companies || !reachesPerson(user, companies)) return false;
  }
  return true;
}

async function settingsValues(deps: CourseEditsDeps, w: Work, user: AuthedUser, input: CourseSettings) {
  if (await deps.repo.codeTaken(input.Code, input.Id, w.tx))
    throw new AppError('COURSE_CODE_TAKEN', { field: 'Code' });
  const coaches = [...new Set(input.Coaches)];
  if (!(await mayName(deps, w, user, coaches, input.Id)))
    throw new AppError('VALIDATION_FAILED', { field: 'Coaches' });
  const { Id: _id, Coaches: _coaches, ...values } = input;
  return {
    coaches,
    values: {
      ...values,
      Image: values.Image ?? null,
      CertificateTemplate: values.CertificateTemplate ?? null,
      CertificateValidityMonths: values.CertificateExpires
        ? (values.CertificateValidityMonths ?? null)
        : null,
    },
  };
}

async function present(deps: CourseEditsDeps, courseId: number, q?: Db): Promise<AdminCourse> {
  const course = await deps.courses.findCourse(courseId, q);
  if (!course) throw new AppError('NO_COURSE_ACCESS', { field: 'Id' });
  const holder = (await deps.locks.locksOf(courseId)).find((l) => l.CoursePartId === WHOLE_COURSE);
  return {
    Id: course.Id,
    Name: course.Name,
    Description: course.Description,
    Code: course.Code,
    Image: course.Image,
    Language: course.Language,
    Site: course.Site,
    CertificateTemplate: course.CertificateTemplate,
    CertificateExpires: course.CertificateExpires,
    CertificateValidityMonths: course.CertificateValidityMonths,
    CourseProgressEvent: course.CourseProgressEvent,
    FooterMentorCopyUseCustomText: course.FooterMentorCopyUseCustomText,
    FooterMentorCopyText: course.FooterMentorCopyText,
    Coaches: await deps.repo.coachIds(courseId, q),
    LockedByUserId: holder?.Holder.UserId ?? null,
    LockedByUsername: holder?.Holder.Username ?? null,
  };
}

/**
 * The courses the editor reaches (a company's staff: their companies', never the school's
 * own), narrowed by the company chip (the school's staff: every course, or one company's).
 */
async function list(deps: CourseEditsDeps, user: AuthedUser): Promise<AdminCourse[]> {
  const { companyIds } = await deps.companies.scopeOf(user);
  const mine = (await deps.repo.allCourses()).filter(
    (c) =>
      reaches(user, c.CompanyId) &&
      (companyIds === null || (c.CompanyId !== null && companyIds.includes(c.CompanyId))),
  );
  return Promise.all(mine.map((c) => present(deps, c.Id)));
}

async function save(deps: CourseEditsDeps, user: AuthedUser, input: CourseSettings): Promise<AdminCourse> {
  const { active } = await deps.companies.scopeOf(user);
  return deps.work(async (w) => {
    if (input.Id === undefined) {
      const { values, coaches } = await settingsValues(deps, w, user, input);
      if (active !== null) await deps.companies.assertRoom(w, active, 'courses', 1);
      const created = await deps.repo.createCourse(w.tx, { ...values, CompanyId: active }, coaches, w.now);
      await courseChanged(deps, w, user, created.Id, null);
      return present(deps, created.Id, w.tx);
    }
    await courseInReach(deps, user, input.Id, 'Id', w.tx);
    await deps.locks.assertHolds(w, user, input.Id);
    const { values, coaches } = await settingsValues(deps, w, user, input);
    if (!(await deps.repo.updateCourse(w.tx, input.Id, values, coaches, w.now)))
      throw new AppError('NO_COURSE_ACCESS', { field: 'Id' });
    await courseChanged(deps, w, user, input.Id, null);
    return present(deps, input.Id, w.tx);
  });
}

/**
 * An exam part is done only by passing its exam (it has no watched mark); a part that stops
 * being one goes back to the watched mark. Other type changes leave the criterion as it is.
 */
function criterionFor(postType: number | undefined, before: number | null): { ProgressCriteria?: string } {
  if (postType === undefined) return {};
  if (isExamPart(postType)) return { ProgressCriteria: EXAM_PROGRESS_CRITERIA };
  return before !== null && isExamPart(before) ? { ProgressCriteria: DEFAULT_PROGRESS_CRITERIA } : {};
}

function addPart(
  deps: CourseEditsDeps,
  user: AuthedUser,
  input: { Id: number; PostType: number; Free: boolean; Name?: string; ParentPartId?: number | null },
) {
  return deps.work(async (w) => {
    await courseInReach(deps, user, input.Id, 'Id', w.tx);
    await deps.locks.assertHolds(w, user, input.Id);
    const parent = input.ParentPartId ?? null;
    if (parent !== null) await partOf(deps, user, input.Id, parent, w.tx);
    const part = await deps.repo.insertPart(w.tx, {
      CourseId: input.Id,
      ParentPartId: parent,
      Name: input.Name ?? 'New part',
      PostType: input.PostType,
      ...criterionFor(input.PostType, null),
      Free: input.Free,
      Published: false,
      SortId: await deps.repo.nextSortId(w.tx, input.Id, parent),
      CreatedAt: w.now,
      UpdatedAt: w.now,
    });
    await courseChanged(deps, w, user, input.Id, part.Id);
    return {
      Id: part.Id,
      Name: part.Name,
      Published: part.Published ? 1 : 0,
      PublishDate: part.PublishDate,
    };
  });
}

function savePart(
  deps: CourseEditsDeps,
  user: AuthedUser,
  input: {
    CourseId: number;
    CoursePartId: number;
    Name?: string;
    PostType?: number;
    Free?: boolean;
    MentorOnly?: boolean;
    Published?: boolean;
    PublishDate?: string | null;
    VideoLength?: number;
  },
) {
  return deps.work(async (w) => {
    const part = await partOf(deps, user, input.CourseId, input.CoursePartId, w.tx);
    await deps.locks.assertHolds(w, user, input.CourseId, part.Id);
    const { CourseId: _c, CoursePartId: _p, ...changes } = input;
    // Publishing without a date publishes now.
    const PublishDate =
      changes.Published && !part.Published && changes.PublishDate === undefined ? w.now : changes.PublishDate;
    await deps.repo.updatePart(
      w.tx,
      part.Id,
      {
        ...changes,
        ...criterionFor(changes.PostType, part.PostType),
        ...(PublishDate !== undefined && { PublishDate }),
      },
      w.now,
    );
    await courseChanged(deps, w, user, input.CourseId, part.Id);
    return { Id: part.Id };
  });
}

function saveBlocks(
  deps: CourseEditsDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
  list: BlockInput[],
) {
  const clean = list.map(({ Id: _id, ...b }) => ({
    ...b,
    Content: b.BlockType === 'Text' ? sanitizeUserHtml(b.Content) : '',
    VideoUrl: b.BlockType === 'Video' ? (b.VideoUrl ?? null) : null,
  }));
  return deps.work(async (w) => {
    const part = await partOf(deps, user, courseId, partId, w.tx);
    await deps.locks.assertHolds(w, user, courseId, part.Id);
    await deps.repo.replaceBlocks(w.tx, part.Id, clean, w.now);
    await courseChanged(deps, w, user, courseId, part.Id);
    return { Id: part.Id, Blocks: clean.length };
  });
}

function sort(
  deps: CourseEditsDeps,
  user: AuthedUser,
  courseId: number,
  items: (number | { Id: number; ParentPartId?: number | null })[],
) {
  const order = items.map((item) =>
    typeof item === 'number'
      ? { Id: item, ParentPartId: null }
      : { Id: item.Id, ParentPartId: item.ParentPartId ?? null },
  );
  return deps.work(async (w) => {
    await courseInReach(deps, user, courseId, 'CourseId', w.tx);
    await deps.locks.assertHolds(w, user, courseId);
    const own = new Set(await deps.repo.partIdsOf(courseId, w.tx));
    const ids = order.map((o) => o.Id);
    if (new Set(ids).size !== ids.length || ids.some((id) => !own.has(id))) {
      throw new AppError('VALIDATION_FAILED', { field: 'SortedItems' });
    }
    if (order.some((o) => o.ParentPartId !== null && (!own.has(o.ParentPartId) || o.ParentPartId === o.Id))) {
      throw new AppError('VALIDATION_FAILED', { field: 'SortedItems' });
    }
    await deps.repo.sortParts(w.tx, order, w.now);
    await courseChanged(deps, w, user, courseId, null);
    return { CourseId: courseId, Count: order.length };
  });
}

function removePart(deps: CourseEditsDeps, user: AuthedUser, courseId: number, partId: number) {
  return deps.work(async (w) => {
    await partOf(deps, user, courseId, partId, w.tx);
    await deps.locks.assertHolds(w, user, courseId);
    await deps.repo.removePart(w.tx, partId);
    await courseChanged(deps, w, user, courseId, partId);
    return { Id: partId };
  });
}

function footerCoachText(deps: CourseEditsDeps, user: AuthedUser, courseId: number, coachId: number) {
  return deps.work(async (w) => {
    const course = await courseInReach(deps, user, courseId, 'CourseId', w.tx);
    await deps.locks.assertHolds(w, user, courseId);
    const coach = (await mayName(deps, w, user, [coachId], courseId))
      ? await deps.repo.userName(coachId, w.tx)
      : undefined;
    if (!coach) throw new AppError('VALIDATION_FAILED', { field: 'UserId' });
    const Text = `Your coach ${coach.FirstName} ${coach.LastName} is here to help: use the help button on any page to ask a question.`;
    const { Id: _id, CreatedAt: _c, UpdatedAt: _u, ...values } = course;
    await deps.repo.updateCourse(
      w.tx,
      courseId,
      { ...values, FooterMentorCopyUseCustomText: true, FooterMentorCopyText: Text },
      await deps.repo.coachIds(courseId, w.tx),
      w.now,
    );
    await courseChanged(deps, w, user, courseId, null);
    return { UseCustomText: true, Text };
  });
}

export function createCourseEditsService(deps: CourseEditsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: CourseEditsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    list: bound(list),

    save: bound(save),

    addPart: bound(addPart),

    savePart: bound(savePart),

    saveBlocks: bound(saveBlocks),

    sort: bound(sort),

    removePart: bound(removePart),

    footerCoachText: bound(footerCoachText),
  };
}

export type CourseEditsService = ReturnType<typeof createCourseEditsService>;
