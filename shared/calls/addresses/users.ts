// The addresses of the calls in ../users.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getUsers = {
  file: 'users.php',
  req: 'get_users',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const getUser = {
  file: 'users.php',
  req: 'get_user',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveUser = {
  file: 'users.php',
  req: 'save_user',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const grantCourseAccess = {
  file: 'users.php',
  req: 'grant_course_access',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const revokeCourseAccess = {
  file: 'users.php',
  req: 'revoke_course_access',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const setUsersLocked = {
  file: 'users.php',
  req: 'set_users_locked',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const endUserSessions = {
  file: 'users.php',
  req: 'end_user_sessions',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const anonymiseUser = {
  file: 'users.php',
  req: 'anonymise_user',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const inviteUsers = {
  file: 'users.php',
  req: 'invite_users',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;
