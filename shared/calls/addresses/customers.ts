// The addresses of the calls in ../customers.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getCustomers = {
  file: 'customers.php',
  req: 'get_customers',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getCustomer = {
  file: 'customers.php',
  req: 'get_customer',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const saveCustomer = {
  file: 'customers.php',
  req: 'save_customer',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const removeCustomer = {
  file: 'customers.php',
  req: 'remove_customer',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;
