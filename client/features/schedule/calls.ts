// The schedule calls, from their addresses in shared/calls/addresses/schedule.ts.
import * as scheduleAddresses from '../../../shared/calls/addresses/schedule';
import * as usersAddresses from '../../../shared/calls/addresses/users';
import type * as schedule from '../../../shared/calls/schedule';
import type * as users from '../../../shared/calls/users';
import { callRef, callRefs } from '../../api/contract';

export const scheduleCalls = {
  ...callRefs<typeof schedule>(scheduleAddresses),
  getUsers: callRef<typeof users.getUsers>(usersAddresses.getUsers),
} as const;
