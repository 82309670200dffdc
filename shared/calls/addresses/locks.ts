// The addresses of the calls in ../locks.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const lockCourse = {
  file: 'course_lock.php',
  req: 'lock_course_for_editing',
  access: 'staff',
} as const satisfies CallAddress;

export const closeCourse = {
  file: 'course_lock.php',
  req: 'close_course_for_editing',
  access: 'staff',
} as const satisfies CallAddress;
