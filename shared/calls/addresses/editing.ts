// The addresses of the calls in ../editing.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getCourses = {
  file: 'course_admin.php',
  req: 'get_courses',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveCourse = {
  file: 'course_admin.php',
  req: 'save_course',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const addCoursePart = {
  file: 'course_admin.php',
  req: 'add_course_part',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveCoursePart = {
  file: 'course_admin.php',
  req: 'save_course_part',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const savePartBlocks = {
  file: 'course_admin.php',
  req: 'save_part_blocks',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveSortedCourseParts = {
  file: 'course_admin.php',
  req: 'save_sorted_course_parts',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const removeCoursePart = {
  file: 'course_admin.php',
  req: 'remove_course_part',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const addFooterCoachText = {
  file: 'course.php',
  req: 'addFooterCoachText',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const lockCourse = {
  file: 'course_lock.php',
  req: 'lock_course_for_editing',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const closeCourse = {
  file: 'course_lock.php',
  req: 'close_course_for_editing',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;
