// The schedule calls (schedule.php); calls.test.ts checks them against shared/calls/schedule.ts.
import type * as schedule from '../../../shared/calls/schedule';
import { callRef } from '../../api/contract';

export const scheduleCalls = {
  getSchedule: callRef<typeof schedule.getSchedule>('schedule.php', 'get_schedule'),
  saveSlot: callRef<typeof schedule.saveSlot>('schedule.php', 'save_slot'),
  removeSlot: callRef<typeof schedule.removeSlot>('schedule.php', 'remove_slot'),
  cancelBooking: callRef<typeof schedule.cancelBooking>('schedule.php', 'remove_booking'),
  getOpenSlots: callRef<typeof schedule.getOpenSlots>('schedule.php', 'get_open_slots'),
  bookSlot: callRef<typeof schedule.bookSlot>('schedule.php', 'save_booking'),
  getBookingByToken: callRef<typeof schedule.getBookingByToken>('schedule.php', 'get_booking'),
  cancelBookingByToken: callRef<typeof schedule.cancelBookingByToken>(
    'schedule.php',
    'remove_booking_by_token',
  ),
} as const;
