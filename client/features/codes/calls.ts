// The registration-code calls, and the courses a code may grant.
import * as codesAddresses from '../../../shared/calls/addresses/codes';
import * as courseAdminAddresses from '../../../shared/calls/addresses/courseAdmin';
import type * as codes from '../../../shared/calls/codes';
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import { callRef, callRefs } from '../../api/contract';

export const codeCalls = {
  ...callRefs<typeof codes>(codesAddresses),
  /** The courses a code may grant (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>(courseAdminAddresses.getCourses),
} as const;
