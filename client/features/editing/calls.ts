// The editing calls this feature makes (see api/contract.ts for why addresses, not contracts).
import * as adminAddresses from '../../../shared/calls/addresses/courseAdmin';
import * as locksAddresses from '../../../shared/calls/addresses/locks';
import * as usersAddresses from '../../../shared/calls/addresses/users';
import type * as admin from '../../../shared/calls/courseAdmin';
import type * as locks from '../../../shared/calls/locks';
import type * as users from '../../../shared/calls/users';
import { callRef, callRefs } from '../../api/contract';

export const editingCalls = {
  ...callRefs<typeof locks>(locksAddresses),
  ...callRefs<typeof admin>(adminAddresses),
  getUsers: callRef<typeof users.getUsers>(usersAddresses.getUsers),
} as const;
