// The addresses of the calls in ../tasks.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getTasks = {
  file: 'tasks.php',
  req: 'get_tasks',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const getTask = {
  file: 'tasks.php',
  req: 'get_task',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const createTask = {
  file: 'tasks.php',
  req: 'create_task',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const updateTask = {
  file: 'tasks.php',
  req: 'update_task',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;
