// The work-queue calls, and the courses to filter by.
import * as courseAdminAddresses from '../../../shared/calls/addresses/courseAdmin';
import * as tasksAddresses from '../../../shared/calls/addresses/tasks';
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import type * as tasks from '../../../shared/calls/tasks';
import { callRef, callRefs } from '../../api/contract';

export const taskCalls = {
  ...callRefs<typeof tasks>(tasksAddresses),
  /** The courses to filter by (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>(courseAdminAddresses.getCourses),
} as const;
