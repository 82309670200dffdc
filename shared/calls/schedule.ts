// Coaching schedule (schedule.php): coaches publish slots on /adminschedule; anyone books a free
// one on /book-a-coaching-session (name, email, time), which mails both with a calendar file and
// opens a task for the coach. Times are UTC ISO instants; pages show them in the viewer's zone.

import { LOCALES } from '../site';
import { z } from '../zod';
import * as address from './addresses/schedule';
import { defineCall } from './define';

/** The shortest and longest slot a coach can publish, in minutes. */
export const SLOT_MINUTES = { min: 15, max: 240 } as const;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const instant = z.iso.datetime({ offset: true });

/** An IANA time zone the runtime knows ("Europe/Stockholm"), else UTC. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** A slot as its coach and staff see it, with the booking when there is one. */
export const scheduleSlotSchema = z.object({
  Id: z.number().int(),
  CoachId: z.number().int(),
  CoachName: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  TimeZone: z.string(),
  Note: z.string(),
  Booking: z
    .object({
      Id: z.number().int(),
      Name: z.string(),
      Email: z.string(),
      Message: z.string(),
      TaskId: z.number().int().nullable(),
      CreatedAt: z.string(),
    })
    .nullable(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** A free slot as the public booking page shows it: no one's personal data. */
export const openSlotSchema = z.object({
  Id: z.number().int(),
  CoachName: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Note: z.string(),
});
export type OpenSlot = z.infer<typeof openSlotSchema>;

export const getSchedule = defineCall({
  ...address.getSchedule,
  summary:
    'Upcoming slots with their bookings, soonest first: a coach sees their own, a school admin every coach’s.',
  input: z.object({ Past: z.boolean().default(false) }),
  output: z.object({ data: z.array(scheduleSlotSchema) }),
});

export const saveSlot = defineCall({
  ...address.saveSlot,
  summary:
    'Publish a free slot (or move one nobody has booked). It must start in the future, last 15–240 minutes and not overlap the coach’s other slots. A school admin may publish it for any coach (CoachId): the booking’s task and mail go to that coach.',
  input: z.object({
    Id: id.optional(),
    /** Whose time it is: a staff member (type 2 or 8). Absent: the caller's own, or the slot's coach. */
    CoachId: id.optional(),
    StartsAt: instant,
    Minutes: z.coerce.number().int().min(SLOT_MINUTES.min).max(SLOT_MINUTES.max),
    /** The coach's zone, named in their mails. */
    TimeZone: timeZoneSchema,
    Note: z.string().trim().max(500).default(''),
  }),
  output: z.object({ data: scheduleSlotSchema }),
});

export const removeSlot = defineCall({
  ...address.removeSlot,
  summary: 'Remove a free slot. A booked one answers SLOT_BOOKED: cancel the booking first.',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const cancelBooking = defineCall({
  ...address.cancelBooking,
  summary:
    'Cancel the booking of a slot: the slot is free again, both are mailed and the coach’s task is completed.',
  input: z.object({ SlotId: id }),
  output: z.object({ data: scheduleSlotSchema }),
});

export const getOpenSlots = defineCall({
  ...address.getOpenSlots,
  summary: 'The free slots from now on, soonest first, with the coach’s name.',
  input: z.object({}),
  output: z.object({ data: z.array(openSlotSchema) }),
});

export const bookSlot = defineCall({
  ...address.bookSlot,
  summary:
    'Book a free slot (name, email): once only, whoever asks at the same time; the others answer SLOT_TAKEN. Mails both with a calendar file and opens a task for the coach.',
  input: z.object({
    SlotId: id,
    Name: z.string().trim().min(1).max(120),
    Email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    Message: z.string().trim().max(2000).default(''),
    /** The booker's zone and language, for their mail. */
    TimeZone: timeZoneSchema.default('UTC'),
    Locale: z.enum(LOCALES).default('en'),
  }),
  output: z.object({
    data: z.object({
      BookingId: z.number().int(),
      StartsAt: z.string(),
      EndsAt: z.string(),
      CoachName: z.string(),
    }),
  }),
});

export const getBookingByToken = defineCall({
  ...address.getBookingByToken,
  summary: 'The booking a mailed cancel link names: its time, coach and whether it is cancelled.',
  input: z.object({ Token: z.string().regex(/^[\w-]{20,100}$/) }),
  output: z.object({
    data: z.object({
      StartsAt: z.string(),
      EndsAt: z.string(),
      CoachName: z.string(),
      Cancelled: z.boolean(),
    }),
  }),
});

export const cancelBookingByToken = defineCall({
  ...address.cancelBookingByToken,
  summary: 'The booker cancels with the link in their mail: the slot is free again and both are mailed.',
  input: z.object({ Token: z.string().regex(/^[\w-]{20,100}$/) }),
  output: z.object({ data: z.object({ Cancelled: z.boolean() }) }),
});
