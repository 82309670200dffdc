// The addresses of the calls in ../codes.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getCodes = {
  file: 'codes.php',
  req: 'get_codes',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const createCodes = {
  file: 'codes.php',
  req: 'create_codes',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveCode = {
  file: 'codes.php',
  req: 'save_code',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const exportCodes = {
  file: 'codes.php',
  req: 'export_codes',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const redeemCode = {
  file: 'codes.php',
  req: 'redeem_code',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
