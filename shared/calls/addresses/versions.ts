// The addresses of the calls in ../versions.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getVersions = {
  file: 'versions.php',
  req: 'get_versions',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;
