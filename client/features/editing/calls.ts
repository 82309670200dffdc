// The editing calls this feature makes, one reference each (see api/contract.ts for why not the
// contracts themselves). calls.test.ts checks them against shared/calls/courseAdmin.ts and locks.ts.
import type * as admin from '../../../shared/calls/courseAdmin';
import type * as locks from '../../../shared/calls/locks';
import type * as users from '../../../shared/calls/users';
import { callRef } from '../../api/contract';

export const editingCalls = {
  lockCourse: callRef<typeof locks.lockCourse>('course_lock.php', 'lock_course_for_editing'),
  closeCourse: callRef<typeof locks.closeCourse>('course_lock.php', 'close_course_for_editing'),
  getCourses: callRef<typeof admin.getCourses>('course_admin.php', 'get_courses'),
  saveCourse: callRef<typeof admin.saveCourse>('course_admin.php', 'save_course'),
  addCoursePart: callRef<typeof admin.addCoursePart>('course_admin.php', 'add_course_part'),
  saveCoursePart: callRef<typeof admin.saveCoursePart>('course_admin.php', 'save_course_part'),
  savePartBlocks: callRef<typeof admin.savePartBlocks>('course_admin.php', 'save_part_blocks'),
  saveSortedCourseParts: callRef<typeof admin.saveSortedCourseParts>(
    'course_admin.php',
    'save_sorted_course_parts',
  ),
  removeCoursePart: callRef<typeof admin.removeCoursePart>('course_admin.php', 'remove_course_part'),
  addFooterCoachText: callRef<typeof admin.addFooterCoachText>('course.php', 'addFooterCoachText'),
  getUsers: callRef<typeof users.getUsers>('users.php', 'get_users'),
} as const;
