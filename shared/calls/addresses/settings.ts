// The addresses of the calls in ../settings.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getSettings = {
  file: 'settings.php',
  req: 'get_settings',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const saveSettings = {
  file: 'settings.php',
  req: 'save_settings',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getMailStatus = {
  file: 'settings.php',
  req: 'get_mail_status',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const saveBrand = {
  file: 'settings.php',
  req: 'save_brand',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const sendTestMail = {
  file: 'settings.php',
  req: 'send_test_mail',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getChecklist = {
  file: 'settings.php',
  req: 'get_checklist',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const dismissChecklist = {
  file: 'settings.php',
  req: 'dismiss_checklist',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;
