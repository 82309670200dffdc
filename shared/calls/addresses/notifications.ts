// The addresses of the calls in ../notifications.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getNotifications = {
  file: 'notifications.php',
  req: 'get_notifications',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const markNotificationsRead = {
  file: 'notifications.php',
  req: 'mark_notifications_read',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
