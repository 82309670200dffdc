// The course calls this feature makes, one reference each (see api/contract.ts for why not the
// contracts themselves). calls.test.ts checks them against shared/calls/courses.ts.
import type * as courses from '../../../shared/calls/courses';
import { callRef } from '../../api/contract';

export const courseCalls = {
  getCourse: callRef<typeof courses.getCourse>('course.php', 'get_course'),
  getMyCourses: callRef<typeof courses.getMyCourses>('course.php', 'get_my_courses'),
  getCoursePart: callRef<typeof courses.getCoursePart>('course.php', 'get_course_part'),
  updateVideoPlay: callRef<typeof courses.updateVideoPlay>(
    'course_progress.php',
    'updateCourseProgressVideoPlay',
  ),
  resetEpisodeProgress: callRef<typeof courses.resetEpisodeProgress>(
    'course_progress.php',
    'reset_episode_progress',
  ),
} as const;
