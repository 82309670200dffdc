// The addresses of the calls in ../habits.ts: zod-free, so the client imports them.
import type { CallAddress } from '../address';

export const getHabit = {
  file: 'habits.php',
  req: 'get_habit',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const saveHabitSettings = {
  file: 'habits.php',
  req: 'save_habit_settings',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
