// The registration-code calls (codes.php); calls.test.ts checks them against shared/calls/codes.ts.
import type * as codes from '../../../shared/calls/codes';
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import { callRef } from '../../api/contract';

export const codeCalls = {
  getCodes: callRef<typeof codes.getCodes>('codes.php', 'get_codes'),
  createCodes: callRef<typeof codes.createCodes>('codes.php', 'create_codes'),
  saveCode: callRef<typeof codes.saveCode>('codes.php', 'save_code'),
  exportCodes: callRef<typeof codes.exportCodes>('codes.php', 'export_codes'),
  redeemCode: callRef<typeof codes.redeemCode>('codes.php', 'redeem_code'),
  /** The courses a code may grant (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>('course_admin.php', 'get_courses'),
} as const;
