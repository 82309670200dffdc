// The addresses of the calls in ../credentials.ts: zod-free, so the client imports them.
import type { CallAddress } from '../address';

export const getMyCredentials = {
  file: 'credentials.php',
  req: 'get_my_credentials',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const rotateCredentialKey = {
  file: 'credentials.php',
  req: 'rotate_credential_key',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;
