// course_admin.php and course.php addFooterCoachText: thin handlers. All are `staff`.
import * as calls from '../../../shared/calls/courseAdmin';
import type { CallRegistry } from '../../calls/registry';
import type { CourseAdminService } from './courseAdmin.service';

export function registerCourseAdminCalls(registry: CallRegistry, admin: CourseAdminService): void {
  registry.add(calls.getCourses, () => ({ data: admin.list() }));
  registry.add(calls.saveCourse, (input, ctx) => ({ data: admin.save(ctx.user!, input) }));
  registry.add(calls.addCoursePart, (input, ctx) => ({ data: admin.addPart(ctx.user!, input) }));
  registry.add(calls.saveCoursePart, (input, ctx) => ({ data: admin.savePart(ctx.user!, input) }));
  registry.add(calls.savePartBlocks, (input, ctx) => ({
    data: admin.saveBlocks(ctx.user!, input.CourseId, input.CoursePartId, input.Blocks),
  }));
  registry.add(calls.saveSortedCourseParts, (input, ctx) => ({
    data: admin.sort(ctx.user!, input.CourseId, input.SortedItems),
  }));
  registry.add(calls.removeCoursePart, (input, ctx) => ({
    data: admin.removePart(ctx.user!, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.addFooterCoachText, (input, ctx) => ({
    data: admin.footerCoachText(ctx.user!, input.CourseId, input.UserId),
  }));
}
