// The work-queue calls, and the courses to filter by.
import * as editingAddresses from '../../../shared/calls/addresses/editing';
import * as tasksAddresses from '../../../shared/calls/addresses/tasks';
import type * as editing from '../../../shared/calls/editing';
import type * as tasks from '../../../shared/calls/tasks';
import { callRef, callRefs } from '../../api/contract';

export const taskCalls = {
  ...callRefs<typeof tasks>(tasksAddresses),
  /** The courses to filter by (staff). */
  getCourses: callRef<typeof editing.getCourses>(editingAddresses.getCourses),
} as const;
