// The addresses of the calls in ../profile.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getMyProfile = {
  file: 'users.php',
  req: 'get_my_profile',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const saveMyProfile = {
  file: 'users.php',
  req: 'save_my_profile',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const changePassword = {
  file: 'users.php',
  req: 'change_password',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
