// The people calls (users.php); calls.test.ts checks them against shared/calls/users.ts and profile.ts.
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import type * as profile from '../../../shared/calls/profile';
import type * as users from '../../../shared/calls/users';
import { callRef } from '../../api/contract';

export const peopleCalls = {
  getUsers: callRef<typeof users.getUsers>('users.php', 'get_users'),
  getUser: callRef<typeof users.getUser>('users.php', 'get_user'),
  saveUser: callRef<typeof users.saveUser>('users.php', 'save_user'),
  grantCourseAccess: callRef<typeof users.grantCourseAccess>('users.php', 'grant_course_access'),
  revokeCourseAccess: callRef<typeof users.revokeCourseAccess>('users.php', 'revoke_course_access'),
  setUsersLocked: callRef<typeof users.setUsersLocked>('users.php', 'set_users_locked'),
  endUserSessions: callRef<typeof users.endUserSessions>('users.php', 'end_user_sessions'),
  anonymiseUser: callRef<typeof users.anonymiseUser>('users.php', 'anonymise_user'),
  getMyProfile: callRef<typeof profile.getMyProfile>('users.php', 'get_my_profile'),
  saveMyProfile: callRef<typeof profile.saveMyProfile>('users.php', 'save_my_profile'),
  changePassword: callRef<typeof profile.changePassword>('users.php', 'change_password'),
  /** The courses staff may grant. */
  getCourses: callRef<typeof courseAdmin.getCourses>('course_admin.php', 'get_courses'),
} as const;
