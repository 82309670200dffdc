// course_admin.php and course.php addFooterCoachText: thin handlers. All are `staff`.
import * as calls from '../../../shared/calls/editing';
import type { CallRegistry } from '../../calls/registry';
import type { CourseEditsService } from './courseEdits.service';

export function registerCourseEditCalls(registry: CallRegistry, admin: CourseEditsService): void {
  registry.add(calls.getCourses, async (_input, ctx) => ({ data: await admin.list(ctx.user) }));
  registry.add(calls.saveCourse, async (input, ctx) => ({ data: await admin.save(ctx.user, input) }));
  registry.add(calls.addCoursePart, async (input, ctx) => ({ data: await admin.addPart(ctx.user, input) }));
  registry.add(calls.saveCoursePart, async (input, ctx) => ({
    data: await admin.savePart(ctx.user, input),
  }));
  registry.add(calls.savePartBlocks, async (input, ctx) => ({
    data: await admin.saveBlocks(ctx.user, input.CourseId, input.CoursePartId, input.Blocks),
  }));
  registry.add(calls.saveSortedCourseParts, async (input, ctx) => ({
    data: await admin.sort(ctx.user, input.CourseId, input.SortedItems),
  }));
  registry.add(calls.removeCoursePart, async (input, ctx) => ({
    data: await admin.removePart(ctx.user, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.addFooterCoachText, async (input, ctx) => ({
    data: await admin.footerCoachText(ctx.user, input.CourseId, input.UserId),
  }));
}
