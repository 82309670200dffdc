// The addresses of the calls in ../events.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getEvents = {
  file: 'events.php',
  req: 'get_events',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
