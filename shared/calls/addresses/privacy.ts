// The addresses of the calls in ../privacy.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getMyData = {
  file: 'users.php',
  req: 'get_my_data',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
