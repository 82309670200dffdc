// The editing calls this feature makes (see api/contract.ts for why addresses, not contracts).
import * as editingAddresses from '../../../shared/calls/addresses/editing';
import * as usersAddresses from '../../../shared/calls/addresses/users';
import type * as editing from '../../../shared/calls/editing';
import type * as users from '../../../shared/calls/users';
import { callRef, callRefs } from '../../api/contract';

export const editingCalls = {
  ...callRefs<typeof editing>(editingAddresses),
  getUsers: callRef<typeof users.getUsers>(usersAddresses.getUsers),
} as const;
