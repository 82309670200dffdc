// The work-queue calls (tasks.php); calls.test.ts checks them against shared/calls/tasks.ts.
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import type * as tasks from '../../../shared/calls/tasks';
import { callRef } from '../../api/contract';

export const taskCalls = {
  getTasks: callRef<typeof tasks.getTasks>('tasks.php', 'get_tasks'),
  getTask: callRef<typeof tasks.getTask>('tasks.php', 'get_task'),
  createTask: callRef<typeof tasks.createTask>('tasks.php', 'create_task'),
  updateTask: callRef<typeof tasks.updateTask>('tasks.php', 'update_task'),
  /** The courses to filter by (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>('course_admin.php', 'get_courses'),
} as const;
