// The addresses of the calls in ../courses.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getCourse = {
  file: 'course.php',
  req: 'get_course',
  access: 'auth',
  scope: 'company',
} as const satisfies CallAddress;

export const getMyCourses = {
  file: 'course.php',
  req: 'get_my_courses',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getCoursePart = {
  file: 'course.php',
  req: 'get_course_part',
  access: 'auth',
  scope: 'company',
} as const satisfies CallAddress;

export const getCoaches = {
  file: 'coach_manager.php',
  req: 'get_coaches',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const updateVideoPlay = {
  file: 'course_progress.php',
  req: 'updateCourseProgressVideoPlay',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const resetEpisodeProgress = {
  file: 'course_progress.php',
  req: 'reset_episode_progress',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
