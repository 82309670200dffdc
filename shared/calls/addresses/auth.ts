// The addresses of the calls in ../auth.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const signIn = {
  file: 'login.php',
  req: 'sign_in',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const signOut = {
  file: 'login.php',
  req: 'sign_out',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const authUser = {
  file: 'auth.php',
  req: 'auth_user',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const register = {
  file: 'register.php',
  req: 'register',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const verifyEmail = {
  file: 'register.php',
  req: 'verify_email',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const requestReset = {
  file: 'password_recovery.php',
  req: 'request_reset',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const resetPassword = {
  file: 'password_recovery.php',
  req: 'reset_password',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const checkResetCode = {
  file: 'password_recovery.php',
  req: 'check_reset_code',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const resendVerification = {
  file: 'register.php',
  req: 'resend_verification',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;
