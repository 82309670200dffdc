// The calendar file (.ics) a booking's mails carry: a request when booked, a cancellation with
// the same UID and a higher sequence when cancelled, so calendars update the one event.
import { createEvent } from 'ics';
import type { MailAttachment } from '../../mail/attachments';

export const BOOKED_ATTACHMENT = 'coaching-booking';
export const CANCELLED_ATTACHMENT = 'coaching-cancel';

export interface CalendarBooking {
  Id: number;
  StartsAt: string;
  EndsAt: string;
  Name: string;
  Email: string;
  Message: string;
  coach: { Name: string; Email: string };
}

export function calendarFile(b: CalendarBooking, cancelled: boolean, host: string): MailAttachment {
  const { error, value } = createEvent({
    uid: `coaching-booking-${b.Id}@${host}`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
    productId: 'tonic/schedule',
    start: Date.parse(b.StartsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(b.EndsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Coaching session: ${b.coach.Name} / ${b.Name}`,
    description: b.Message,
    organizer: { name: b.coach.Name, email: b.coach.Email },
    attendees: [{ name: b.Name, email: b.Email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return {
    filename: cancelled ? 'coaching-session-cancelled.ics' : 'coaching-session.ics',
    content: new TextEncoder().encode(value),
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
  };
}
