// Each schedule call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  bookSlot,
  cancelBooking,
  cancelBookingByToken,
  getBookingByToken,
  getOpenSlots,
  getSchedule,
  removeSlot,
  saveSlot,
} from '../../../shared/calls/schedule';
import { scheduleCalls } from './calls';

const contracts = {
  getSchedule,
  saveSlot,
  removeSlot,
  cancelBooking,
  getOpenSlots,
  bookSlot,
  getBookingByToken,
  cancelBookingByToken,
};

describe('schedule call references', () => {
  it.each(Object.entries(scheduleCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
