// The addresses of the calls in ../schedule.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { Site } from '../../site';
import type { CallAddress } from '../address';

/** The booking page is tagged for the academy (SPEC §2); coaches manage slots in both variants. */
const ACADEMY_ONLY: readonly Site[] = ['academy'];

export const getSchedule = {
  file: 'schedule.php',
  req: 'get_schedule',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const saveSlot = {
  file: 'schedule.php',
  req: 'save_slot',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const removeSlot = {
  file: 'schedule.php',
  req: 'remove_slot',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const cancelBooking = {
  file: 'schedule.php',
  req: 'remove_booking',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getOpenSlots = {
  file: 'schedule.php',
  req: 'get_open_slots',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const bookSlot = {
  file: 'schedule.php',
  req: 'save_booking',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const getBookingByToken = {
  file: 'schedule.php',
  req: 'get_booking',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const cancelBookingByToken = {
  file: 'schedule.php',
  req: 'remove_booking_by_token',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;
