// The addresses of the calls in ../statistics.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getStatistics = {
  file: 'statistics.php',
  req: 'get_statistics',
  access: 'staff',
  // The figures span every company (docs/decisions.md "Statistics are the school's").
  scope: 'school',
} as const satisfies CallAddress;

export const exportStatistics = {
  file: 'statistics.php',
  req: 'export_statistics',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getEventLog = {
  file: 'events.php',
  req: 'get_event_log',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;
