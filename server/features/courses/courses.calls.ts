// course.php, coach_manager.php and course_progress.php: thin handlers.
import * as calls from '../../../shared/calls/courses';
import type { CallRegistry } from '../../calls/registry';
import type { CoursesService } from './courses.service';

export function registerCoursesCalls(registry: CallRegistry, courses: CoursesService): void {
  registry.add(calls.getCourse, async (input, ctx) => ({
    data: [await courses.getCourse(ctx.user, input.CourseId, input.UserId)],
  }));
  registry.add(calls.getMyCourses, async (_input, ctx) => ({ data: await courses.myCourses(ctx.user) }));
  registry.add(calls.getCoursePart, async (input, ctx) => ({
    data: await courses.getPart(ctx.user, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.getCoaches, async (input, ctx) => ({
    data: await courses.coaches(ctx.user, input.CourseId),
  }));
  registry.add(calls.updateVideoPlay, async (input, ctx) =>
    courses.markWatched(ctx.user, input.CourseId, input.CoursePartId, input.UserId),
  );
  registry.add(calls.resetEpisodeProgress, async (input, ctx) =>
    courses.resetEpisode(ctx.user, input.CourseId, input.PostId, input.UserId),
  );
}
