// The registration-code calls, and the courses a code may grant.
import * as codesAddresses from '../../../shared/calls/addresses/codes';
import * as editingAddresses from '../../../shared/calls/addresses/editing';
import type * as codes from '../../../shared/calls/codes';
import type * as editing from '../../../shared/calls/editing';
import { callRef, callRefs } from '../../api/contract';

export const codeCalls = {
  ...callRefs<typeof codes>(codesAddresses),
  /** The courses a code may grant (staff). */
  getCourses: callRef<typeof editing.getCourses>(editingAddresses.getCourses),
} as const;
