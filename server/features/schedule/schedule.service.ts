// The coaching schedule: coaches publish slots, anyone books a free one once, either side
// cancels. Each action is one unit of work: the slot, the booking, the coach's task, both mails
// (with the calendar file) and `slot:changed` commit together or not at all.
import type { z } from 'zod';
import type { bookSlot, OpenSlot, ScheduleSlot, saveSlot } from '../../../shared/calls/schedule';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/site';
import { TASK_TYPE } from '../../../shared/tasks';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { attachmentRef } from '../../mail/attachments';
import type { Outbox } from '../../mail/outbox';
import { hashToken, randomToken } from '../../security/secrets';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import type { TasksService } from '../tasks/tasks.service';
import { BOOKED_ATTACHMENT, CANCELLED_ATTACHMENT, type CalendarBooking } from './calendarFile';
import type { BookingRecord, ScheduleRepo, SlotView } from './schedule.repo';

export interface ScheduleDeps {
  repo: ScheduleRepo;
  work: RunWork;
  clock: () => number;
  outbox: Outbox;
  tasks: TasksService;
  publicUrl: string;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** A booking change as the notification of one side of it (none for the side that made it). */
function toldOfBooking(
  userId: number | null,
  actorId: number | null,
  booking: { Id: number; StartsAt: string },
  change: 'booked' | 'cancelled',
  withName: string,
): NotifyInput[] {
  if (userId === null || userId === actorId) return [];
  return [
    {
      userId,
      type: 'booking',
      actorId,
      payload: { BookingId: booking.Id, StartsAt: booking.StartsAt, Change: change, WithName: withName },
    },
  ];
}

const MINUTE_MS = 60_000;

/** "Monday 1 December 2026, 14:00–15:00 (Europe/Stockholm)" in the reader's language and zone. */
export function formatWhen(startsAt: string, endsAt: string, zone: string, locale: Locale): string {
  const tag = locale === 'sv' ? 'sv-SE' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: zone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: zone });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))} (${zone})`;
}

function present(v: SlotView): ScheduleSlot {
  const b = v.booking;
  return {
    Id: v.slot.Id,
    CoachId: v.slot.CoachId,
    CoachName: v.CoachName,
    StartsAt: v.slot.StartsAt,
    EndsAt: v.slot.EndsAt,
    TimeZone: v.slot.TimeZone,
    Note: v.slot.Note,
    Booking: b
      ? {
          Id: b.Id,
          Name: b.Name,
          Email: b.Email,
          Message: b.Message,
          TaskId: b.TaskId,
          CreatedAt: b.CreatedAt,
        }
      : null,
  };
}

function now(deps: ScheduleDeps) {
  return new Date(deps.clock()).toISOString();
}

function scheduleLink(deps: ScheduleDeps) {
  return `${deps.publicUrl}/adminschedule`;
}

function bookingLink(deps: ScheduleDeps) {
  return `${deps.publicUrl}/book-a-coaching-session`;
}

function logSlot(w: Work, actorId: number | null, slotId: number, status: 'open' | 'booked' | 'removed') {
  // Every signed-in tab (staff included) is in `all`; visitors without a session poll.
  w.log(
    newEvent({
      type: 'slot:changed',
      actorId,
      about: {},
      payload: { SlotId: slotId, Status: status },
    }),
  );
}

/** The slot, when this staff member may manage it: their own, or any for a school admin. */
async function mustManage(deps: ScheduleDeps, user: AuthedUser, id: number, w: Work): Promise<SlotView> {
  const view = await deps.repo.slot(id, w.tx);
  if (!view || (view.slot.CoachId !== user.Id && !isAdmin(user)))
    throw new AppError('NOT_FOUND', { field: 'Id' });
  return view;
}

async function mustCoach(deps: ScheduleDeps, w: Work, id: number) {
  const coach = await deps.repo.coach(id, w.tx);
  if (!coach) throw new AppError('NOT_FOUND', { field: 'CoachId' });
  return coach;
}

/**
 * Another coach's time: only a school admin publishes it, and only for staff (types 2 and 8),
 * who then get the booking's task and mail.
 */
async function mustBeCoachFor(deps: ScheduleDeps, w: Work, user: AuthedUser, coachId: number): Promise<void> {
  if (!isAdmin(user)) throw new AppError('FORBIDDEN', { field: 'CoachId' });
  const coach = await deps.repo.principal(coachId, w.tx);
  if (!coach || !isStaff(coach)) throw new AppError('NOT_FOUND', { field: 'CoachId' });
}

/** Cancels a live booking in the caller's unit of work: frees the slot, closes the task, mails both. */
async function cancelIn(
  deps: ScheduleDeps,
  w: Work,
  booking: BookingRecord,
  by: 'coach' | 'booker',
  actorId: number | null,
) {
  const cancelled = await deps.repo.cancel(w.tx, booking.Id, by, w.now);
  if (!cancelled) return false;
  await deps.repo.release(w.tx, booking.SlotId, booking.Id);
  const coach = await mustCoach(deps, w, booking.CoachId);
  if (booking.TaskId !== null)
    await deps.tasks.complete(w, booking.TaskId, `Cancelled by the ${by} ${w.now}`, actorId);
  const slot = await deps.repo.slot(booking.SlotId, w.tx);
  const attachment = attachmentRef(CANCELLED_ATTACHMENT, booking.Id);
  const mail = (to: 'booker' | 'coach', zone: string, locale: Locale) => ({
    name: 'coaching-cancelled' as const,
    to,
    by,
    coach: coach.Name,
    booker: booking.Name,
    when: formatWhen(booking.StartsAt, booking.EndsAt, zone, locale),
    link: to === 'booker' ? bookingLink(deps) : scheduleLink(deps),
  });
  const bookerLocale = booking.Locale === 'sv' ? 'sv' : 'en';
  await deps.outbox.queue(
    w,
    booking.Email,
    bookerLocale,
    mail('booker', booking.TimeZone, bookerLocale),
    attachment,
  );
  const coachZone = slot?.slot.TimeZone ?? 'UTC';
  await deps.outbox.queue(
    w,
    coach.Email,
    DEFAULT_LOCALE,
    mail('coach', coachZone, DEFAULT_LOCALE),
    attachment,
  );
  await deps.notifications.notify(
    w,
    ...toldOfBooking(coach.Id, actorId, booking, 'cancelled', booking.Name),
    ...toldOfBooking(booking.UserId, actorId, booking, 'cancelled', coach.Name),
  );
  logSlot(w, actorId, booking.SlotId, slot ? 'open' : 'removed');
  return true;
}

async function schedule(deps: ScheduleDeps, user: AuthedUser, past: boolean): Promise<ScheduleSlot[]> {
  return (await deps.repo.slots(isAdmin(user) ? null : user.Id, now(deps), past)).map(present);
}

async function openSlots(deps: ScheduleDeps): Promise<OpenSlot[]> {
  return (await deps.repo.openSlots(now(deps))).map((v) => ({
    Id: v.slot.Id,
    CoachName: v.CoachName,
    StartsAt: v.slot.StartsAt,
    EndsAt: v.slot.EndsAt,
    Note: v.slot.Note,
  }));
}

function save(
  deps: ScheduleDeps,
  user: AuthedUser,
  input: z.output<typeof saveSlot.input>,
): Promise<ScheduleSlot> {
  return deps.work(async (w) => {
    const startsMs = Date.parse(input.StartsAt);
    if (startsMs <= w.nowMs) throw new AppError('SLOT_PAST', { field: 'StartsAt' });
    const startsAt = new Date(startsMs).toISOString();
    const endsAt = new Date(startsMs + input.Minutes * MINUTE_MS).toISOString();
    const current =
      input.Id === undefined ? user.Id : (await mustManage(deps, user, input.Id, w)).slot.CoachId;
    const coachId = input.CoachId ?? current;
    if (coachId !== current) await mustBeCoachFor(deps, w, user, coachId);
    // The coach's row serialises their slot changes, so two overlapping saves cannot both pass.
    await w.lockRow('users', coachId);
    if (await deps.repo.overlaps(w.tx, coachId, startsAt, endsAt, input.Id ?? null))
      throw new AppError('SLOT_OVERLAP', { field: 'StartsAt' });
    const values = { StartsAt: startsAt, EndsAt: endsAt, TimeZone: input.TimeZone, Note: input.Note };
    let id: number;
    if (input.Id === undefined) {
      id = (await deps.repo.insertSlot(w.tx, { ...values, CoachId: coachId, CreatedAt: w.now })).Id;
    } else {
      const moved = await deps.repo.moveSlot(w.tx, input.Id, { ...values, CoachId: coachId });
      if (!moved) throw new AppError('SLOT_BOOKED', { field: 'Id' });
      id = moved.Id;
    }
    logSlot(w, user.Id, id, 'open');
    return present((await deps.repo.slot(id, w.tx))!);
  });
}

function remove(deps: ScheduleDeps, user: AuthedUser, id: number): Promise<{ Id: number }> {
  return deps.work(async (w) => {
    await mustManage(deps, user, id, w);
    if (!(await deps.repo.removeSlot(w.tx, id))) throw new AppError('SLOT_BOOKED', { field: 'Id' });
    logSlot(w, user.Id, id, 'removed');
    return { Id: id };
  });
}

/** Staff cancel the booking of a slot they manage. */
function cancelBySlot(deps: ScheduleDeps, user: AuthedUser, slotId: number): Promise<ScheduleSlot> {
  return deps.work(async (w) => {
    const view = await mustManage(deps, user, slotId, w);
    if (view.booking) await cancelIn(deps, w, view.booking, 'coach', user.Id);
    return present((await deps.repo.slot(slotId, w.tx))!);
  });
}

function book(deps: ScheduleDeps, caller: AuthedUser | null, input: z.output<typeof bookSlot.input>) {
  return deps.work(async (w) => {
    const view = await deps.repo.slot(input.SlotId, w.tx);
    if (!view) throw new AppError('NOT_FOUND', { field: 'SlotId' });
    if (view.slot.StartsAt <= w.now) throw new AppError('SLOT_PAST', { field: 'SlotId' });
    if (view.slot.BookingId !== null) throw new AppError('SLOT_TAKEN', { field: 'SlotId' });
    const token = randomToken();
    const booking = await deps.repo.insertBooking(w.tx, {
      SlotId: view.slot.Id,
      CoachId: view.slot.CoachId,
      StartsAt: view.slot.StartsAt,
      EndsAt: view.slot.EndsAt,
      Name: input.Name,
      Email: input.Email,
      UserId: caller?.Id ?? null,
      Locale: input.Locale,
      TimeZone: input.TimeZone,
      Message: input.Message,
      TokenHash: hashToken(token),
      CreatedAt: w.now,
    });
    // The check above is for a clear answer; this statement is what decides the race.
    if (!(await deps.repo.claim(w.tx, view.slot.Id, booking.Id, w.now)))
      throw new AppError('SLOT_TAKEN', { field: 'SlotId' });
    const coach = await mustCoach(deps, w, view.slot.CoachId);
    const task = await deps.tasks.open(
      w,
      {
        TaskType: TASK_TYPE.coachingBooking,
        TaskOwner: coach.Id,
        UserId: caller?.Id ?? null,
        EventStartDate: view.slot.StartsAt,
        Description: `Coaching session with ${input.Name.replace(/[<>]/g, '')} <${input.Email}>`,
        Note: input.Message.replace(/[<>]/g, ''),
      },
      caller?.Id ?? null,
      // The booking notification below tells the coach; its task need not again.
      { told: true },
    );
    await deps.notifications.notify(
      w,
      ...toldOfBooking(coach.Id, caller?.Id ?? null, booking, 'booked', input.Name),
    );
    await deps.repo.setBookingTask(w.tx, booking.Id, task.Id);
    const attachment = attachmentRef(BOOKED_ATTACHMENT, booking.Id);
    const mail = (to: 'booker' | 'coach', zone: string, locale: Locale) => ({
      name: 'coaching-booked' as const,
      to,
      coach: coach.Name,
      booker: input.Name,
      when: formatWhen(view.slot.StartsAt, view.slot.EndsAt, zone, locale),
      link: to === 'booker' ? `${bookingLink(deps)}?cancel=${token}` : scheduleLink(deps),
    });
    await deps.outbox.queue(
      w,
      input.Email,
      input.Locale,
      mail('booker', input.TimeZone, input.Locale),
      attachment,
    );
    await deps.outbox.queue(
      w,
      coach.Email,
      DEFAULT_LOCALE,
      mail('coach', view.slot.TimeZone, DEFAULT_LOCALE),
      attachment,
    );
    logSlot(w, caller?.Id ?? null, view.slot.Id, 'booked');
    return {
      BookingId: booking.Id,
      StartsAt: view.slot.StartsAt,
      EndsAt: view.slot.EndsAt,
      CoachName: coach.Name,
    };
  });
}

async function bookingByToken(deps: ScheduleDeps, token: string) {
  const booking = await deps.repo.bookingByToken(hashToken(token));
  if (!booking) throw new AppError('NOT_FOUND', { field: 'Token' });
  const coach = await deps.repo.coach(booking.CoachId);
  return {
    StartsAt: booking.StartsAt,
    EndsAt: booking.EndsAt,
    CoachName: coach?.Name ?? '',
    Cancelled: booking.CancelledAt !== null,
  };
}

/** The booker cancels with the mailed link; a second cancel answers Cancelled and does nothing. */
function cancelByToken(deps: ScheduleDeps, token: string): Promise<{ Cancelled: boolean }> {
  return deps.work(async (w) => {
    const booking = await deps.repo.bookingByToken(hashToken(token), w.tx);
    if (!booking) throw new AppError('NOT_FOUND', { field: 'Token' });
    await cancelIn(deps, w, booking, 'booker', booking.UserId);
    return { Cancelled: true };
  });
}

/** What a booking's calendar file shows, from rows that do not change once booked. */
async function calendarOf(deps: ScheduleDeps, bookingId: number): Promise<CalendarBooking> {
  const booking = await deps.repo.booking(bookingId);
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const coach = await deps.repo.coach(booking.CoachId);
  return {
    Id: booking.Id,
    StartsAt: booking.StartsAt,
    EndsAt: booking.EndsAt,
    Name: booking.Name,
    Email: booking.Email,
    Message: booking.Message,
    coach: { Name: coach?.Name ?? 'Coach', Email: coach?.Email ?? '' },
  };
}

export function createScheduleService(deps: ScheduleDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: ScheduleDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    schedule: bound(schedule),

    openSlots: bound(openSlots),

    save: bound(save),

    remove: bound(remove),

    cancelBySlot: bound(cancelBySlot),

    book: bound(book),

    bookingByToken: bound(bookingByToken),

    cancelByToken: bound(cancelByToken),

    calendarOf: bound(calendarOf),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
