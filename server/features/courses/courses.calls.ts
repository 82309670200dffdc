// course.php, coach_manager.php, user_exam.php and course_progress.php: thin handlers.
import * as calls from '../../../shared/calls/courses';
import type { CallRegistry } from '../../calls/registry';
import type { CoursesService } from './courses.service';

export function registerCoursesCalls(registry: CallRegistry, courses: CoursesService): void {
  // Every call here is `auth`, so ctx.user is set.
  registry.add(calls.getCourse, (input, ctx) => ({
    data: [courses.getCourse(ctx.user!, input.CourseId, input.UserId)],
  }));
  registry.add(calls.getMyCourses, (_input, ctx) => ({ data: courses.myCourses(ctx.user!) }));
  registry.add(calls.getCoursePart, (input, ctx) => ({
    data: courses.getPart(ctx.user!, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.getCoaches, (input, ctx) => ({ data: courses.coaches(ctx.user!, input.CourseId) }));
  registry.add(calls.getUserExam, (input, ctx) => ({
    data: courses.exam(ctx.user!, input.UserExamId, input.UserId),
  }));
  registry.add(calls.updateVideoPlay, (input, ctx) =>
    courses.markWatched(ctx.user!, input.CourseId, input.CoursePartId, input.UserId),
  );
  registry.add(calls.resetEpisodeProgress, (input, ctx) =>
    courses.resetEpisode(ctx.user!, input.CourseId, input.PostId, input.UserId),
  );
}
