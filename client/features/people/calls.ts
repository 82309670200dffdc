// The people calls: users, the own profile, and the courses staff may grant.
import * as editingAddresses from '../../../shared/calls/addresses/editing';
import * as profileAddresses from '../../../shared/calls/addresses/profile';
import * as usersAddresses from '../../../shared/calls/addresses/users';
import type * as editing from '../../../shared/calls/editing';
import type * as profile from '../../../shared/calls/profile';
import type * as users from '../../../shared/calls/users';
import { callRef, callRefs } from '../../api/contract';

export const peopleCalls = {
  ...callRefs<typeof users>(usersAddresses),
  ...callRefs<typeof profile>(profileAddresses),
  /** The courses staff may grant. */
  getCourses: callRef<typeof editing.getCourses>(editingAddresses.getCourses),
} as const;
