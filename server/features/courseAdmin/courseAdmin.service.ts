// Editing courses (SPEC §4, §6, §7): every save is applied only for the holder of the course's
// (or the part's) edit lock; the rest get "lock lost, reload" (RELIABILITY.md 21).
import type { z } from 'zod';
import type { AdminCourse, blockInput, courseSettingsInput } from '../../../shared/calls/courseAdmin';
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import { sanitizeUserHtml } from '../../html/sanitize';
import type { CoursesRepo } from '../courses/courses.repo';
import type { LocksService } from '../locks/locks.service';
import type { CourseAdminRepo } from './courseAdmin.repo';

type CourseSettings = z.output<typeof courseSettingsInput>;
type BlockInput = z.output<typeof blockInput>;

export interface CourseAdminDeps {
  repo: CourseAdminRepo;
  courses: CoursesRepo;
  locks: LocksService;
  bus: EventBus;
  clock?: () => number;
}

export function createCourseAdminService(deps: CourseAdminDeps) {
  const { repo, courses, locks, bus } = deps;
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();

  const courseChanged = (user: AuthedUser, courseId: number, partId: number | null) =>
    newEvent({
      type: 'course:changed',
      actorId: user.Id,
      rooms: [rooms.course(courseId), rooms.staff],
      payload: { CourseId: courseId, CoursePartId: partId },
    });

  function partOf(courseId: number, partId: number) {
    const part = courses.findPart(partId);
    if (!part || part.CourseId !== courseId)
      throw new AppError('NO_COURSE_ACCESS', { field: 'CoursePartId' });
    return part;
  }

  function settingsValues(input: CourseSettings) {
    if (repo.codeTaken(input.Code, input.Id)) throw new AppError('COURSE_CODE_TAKEN', { field: 'Code' });
    const coaches = [...new Set(input.Coaches)];
    if (repo.staffIds(coaches).length !== coaches.length)
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

  function present(courseId: number): AdminCourse {
    const course = courses.findCourse(courseId)!;
    const holder = locks.locksOf(courseId).find((l) => l.CoursePartId === null);
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
      Coaches: repo.coachIds(courseId),
      LockedByUserId: holder?.Holder.UserId ?? null,
      LockedByUsername: holder?.Holder.Username ?? null,
    };
  }

  return {
    list: (): AdminCourse[] => repo.allCourses().map((c) => present(c.Id)),

    save(user: AuthedUser, input: CourseSettings): AdminCourse {
      if (input.Id === undefined) {
        const { values, coaches } = settingsValues(input);
        const created = repo.createCourse(values, coaches, now(), (id) => [courseChanged(user, id, null)]);
        bus.publish(created.events);
        return present(created.course.Id);
      }
      if (!courses.findCourse(input.Id)) throw new AppError('NO_COURSE_ACCESS', { field: 'Id' });
      locks.assertHolds(user, input.Id);
      const { values, coaches } = settingsValues(input);
      const updated = repo.updateCourse(input.Id, values, coaches, now(), [
        courseChanged(user, input.Id, null),
      ]);
      if (!updated) throw new AppError('NO_COURSE_ACCESS', { field: 'Id' });
      bus.publish(updated.events);
      return present(input.Id);
    },

    addPart(
      user: AuthedUser,
      input: { Id: number; PostType: number; Free: boolean; Name?: string; ParentPartId?: number | null },
    ) {
      if (!courses.findCourse(input.Id)) throw new AppError('NO_COURSE_ACCESS', { field: 'Id' });
      locks.assertHolds(user, input.Id);
      const parent = input.ParentPartId ?? null;
      if (parent !== null) partOf(input.Id, parent);
      const at = now();
      const { part, events } = repo.insertPart(
        {
          CourseId: input.Id,
          ParentPartId: parent,
          Name: input.Name ?? 'New part',
          PostType: input.PostType,
          Free: input.Free,
          Published: false,
          SortId: repo.nextSortId(input.Id, parent),
          CreatedAt: at,
          UpdatedAt: at,
        },
        (id) => [courseChanged(user, input.Id, id)],
      );
      bus.publish(events);
      return {
        Id: part.Id,
        Name: part.Name,
        Published: part.Published ? 1 : 0,
        PublishDate: part.PublishDate,
      };
    },

    savePart(
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
      const part = partOf(input.CourseId, input.CoursePartId);
      locks.assertHolds(user, input.CourseId, part.Id);
      const { CourseId: _c, CoursePartId: _p, ...changes } = input;
      // Publishing without a date publishes now.
      const PublishDate =
        changes.Published && !part.Published && changes.PublishDate === undefined
          ? now()
          : changes.PublishDate;
      const events = repo.updatePart(
        part.Id,
        { ...changes, ...(PublishDate !== undefined && { PublishDate }) },
        now(),
        [courseChanged(user, input.CourseId, part.Id)],
      );
      bus.publish(events);
      return { Id: part.Id };
    },

    saveBlocks(user: AuthedUser, courseId: number, partId: number, list: BlockInput[]) {
      const part = partOf(courseId, partId);
      locks.assertHolds(user, courseId, part.Id);
      const clean = list.map(({ Id: _id, ...b }) => ({
        ...b,
        Content: b.BlockType === 'Text' ? sanitizeUserHtml(b.Content) : '',
        VideoUrl: b.BlockType === 'Video' ? (b.VideoUrl ?? null) : null,
      }));
      bus.publish(repo.replaceBlocks(part.Id, clean, now(), [courseChanged(user, courseId, part.Id)]));
      return { Id: part.Id, Blocks: clean.length };
    },

    sort(
      user: AuthedUser,
      courseId: number,
      items: (number | { Id: number; ParentPartId?: number | null })[],
    ) {
      if (!courses.findCourse(courseId)) throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      locks.assertHolds(user, courseId);
      const order = items.map((item) =>
        typeof item === 'number'
          ? { Id: item, ParentPartId: null }
          : { Id: item.Id, ParentPartId: item.ParentPartId ?? null },
      );
      const own = new Set(repo.partIdsOf(courseId));
      const ids = order.map((o) => o.Id);
      if (new Set(ids).size !== ids.length || ids.some((id) => !own.has(id))) {
        throw new AppError('VALIDATION_FAILED', { field: 'SortedItems' });
      }
      if (
        order.some((o) => o.ParentPartId !== null && (!own.has(o.ParentPartId) || o.ParentPartId === o.Id))
      ) {
        throw new AppError('VALIDATION_FAILED', { field: 'SortedItems' });
      }
      bus.publish(repo.sortParts(order, now(), [courseChanged(user, courseId, null)]));
      return { CourseId: courseId, Count: order.length };
    },

    removePart(user: AuthedUser, courseId: number, partId: number) {
      partOf(courseId, partId);
      locks.assertHolds(user, courseId);
      bus.publish(repo.removePart(partId, now(), [courseChanged(user, courseId, partId)]));
      return { Id: partId };
    },

    footerCoachText(user: AuthedUser, courseId: number, coachId: number) {
      const course = courses.findCourse(courseId);
      if (!course) throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
      locks.assertHolds(user, courseId);
      const coach = repo.staffIds([coachId]).length === 1 ? repo.userName(coachId) : undefined;
      if (!coach) throw new AppError('VALIDATION_FAILED', { field: 'UserId' });
      const Text = `Your coach ${coach.FirstName} ${coach.LastName} is here to help: use the help button on any page to ask a question.`;
      const { Id: _id, CreatedAt: _c, UpdatedAt: _u, ...values } = course;
      const updated = repo.updateCourse(
        courseId,
        { ...values, FooterMentorCopyUseCustomText: true, FooterMentorCopyText: Text },
        repo.coachIds(courseId),
        now(),
        [courseChanged(user, courseId, null)],
      );
      if (updated) bus.publish(updated.events);
      return { UseCustomText: true, Text };
    },
  };
}

export type CourseAdminService = ReturnType<typeof createCourseAdminService>;
