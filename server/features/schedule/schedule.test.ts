import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { OpenSlot, ScheduleSlot } from '../../../shared/calls/schedule';
import { TASK_TYPE } from '../../../shared/tasks';
import {
  connected,
  nextEventWhere,
  type Reply,
  startServer,
  type TestServer,
  until,
} from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let coachId: number;

// Behind a trusted proxy each racing visitor has an address of its own, so the per-address
// limit of bookings does not decide the race in their place.
beforeAll(async () => {
  server = await startServer({ TONIC_TRUST_PROXY: '127.0.0.1' });
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  const [row] = await server.sql<{ Id: number }>(
    `select "Id" from users where "Email" = ?`,
    'coach@tonic.test',
  );
  coachId = row!.Id;
});
afterAll(() => server.close());

const call = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);

let nextAddress = 1;
/** A booking from a visitor with an address of its own. */
function bookAs(data: Record<string, unknown>, token: string | null = null): Promise<Reply> {
  const body = new URLSearchParams({ req: 'save_booking', data: JSON.stringify(data) });
  const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${nextAddress++ % 250}` };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.post('schedule.php', body, headers);
}

let hour = 0;
/** A start time in the future that no other test uses (whole hours, days ahead). */
function freshStart(): string {
  hour += 2;
  return new Date(Date.UTC(2031, 0, 1 + Math.floor(hour / 20), hour % 20)).toISOString();
}

async function publish(token = coach, extra: Record<string, unknown> = {}): Promise<ScheduleSlot> {
  const reply = await call(
    calls.schedule.saveSlot,
    { StartsAt: freshStart(), Minutes: 60, TimeZone: 'Europe/Stockholm', ...extra },
    token,
  );
  expect(reply.body).toMatchObject({ status: 'OK' });
  return reply.body.data as ScheduleSlot;
}

const openSlots = async () => (await call(calls.schedule.getOpenSlots, {}, null)).body.data as OpenSlot[];

const booker = (n: number) => ({
  Name: `Visitor ${n}`,
  Email: `visitor${n}@example.test`,
  TimeZone: 'America/New_York',
});

describe('publishing slots', () => {
  it('staff publish and see their own slots; others may not', async () => {
    const slot = await publish();
    expect(slot).toMatchObject({ CoachId: coachId, TimeZone: 'Europe/Stockholm', Booking: null });
    expect(Date.parse(slot.EndsAt) - Date.parse(slot.StartsAt)).toBe(3_600_000);

    const mine = (await call(calls.schedule.getSchedule, {}, coach)).body.data as ScheduleSlot[];
    expect(mine.map((s) => s.Id)).toContain(slot.Id);
    const all = (await call(calls.schedule.getSchedule, {}, admin)).body.data as ScheduleSlot[];
    expect(all.map((s) => s.Id)).toContain(slot.Id);

    const soon = { StartsAt: freshStart(), Minutes: 30, TimeZone: 'UTC' };
    expect((await call(calls.schedule.saveSlot, soon, student)).status).toBe(403);
    expect((await call(calls.schedule.saveSlot, soon, null)).status).toBe(401);
    expect((await call(calls.schedule.getSchedule, {}, student)).status).toBe(403);
  });

  it('refuses past, overlapping, too long and unknown-zone slots, writing nothing', async () => {
    const before = await server.sql('select "Id" from coaching_slots');
    const past = await call(
      calls.schedule.saveSlot,
      { StartsAt: '2020-01-01T10:00:00Z', Minutes: 30, TimeZone: 'UTC' },
      coach,
    );
    expect(past.body).toMatchObject({ status: 'INVALID', error_code: 'SLOT_PAST', field: 'StartsAt' });

    const slot = await publish();
    const overlapping = await call(
      calls.schedule.saveSlot,
      {
        StartsAt: new Date(Date.parse(slot.StartsAt) + 30 * 60_000).toISOString(),
        Minutes: 60,
        TimeZone: 'UTC',
      },
      coach,
    );
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error_code).toBe('SLOT_OVERLAP');

    const long = await call(
      calls.schedule.saveSlot,
      { StartsAt: freshStart(), Minutes: 600, TimeZone: 'UTC' },
      coach,
    );
    expect(long.body).toMatchObject({ status: 'INVALID', error_code: 'VALIDATION_FAILED' });
    const zone = await call(
      calls.schedule.saveSlot,
      { StartsAt: freshStart(), Minutes: 30, TimeZone: 'Mars/Olympus' },
      coach,
    );
    expect(zone.body).toMatchObject({ status: 'INVALID', field: 'TimeZone' });

    expect((await server.sql('select "Id" from coaching_slots')).length).toBe(before.length + 1);
  });

  it('a coach cannot touch another coach’s slot; a school admin can', async () => {
    const slot = await publish(admin);
    expect((await call(calls.schedule.removeSlot, { Id: slot.Id }, coach)).status).toBe(404);
    const other = await publish();
    expect((await call(calls.schedule.removeSlot, { Id: other.Id }, admin)).body).toMatchObject({
      status: 'OK',
    });
    expect((await openSlots()).map((s) => s.Id)).not.toContain(other.Id);
  });
});

describe('booking a slot', () => {
  it('the public sees free slots without anyone’s personal data', async () => {
    const slot = await publish();
    const listed = (await openSlots()).find((s) => s.Id === slot.Id);
    expect(listed).toEqual({
      Id: slot.Id,
      CoachName: 'Cole Coach',
      StartsAt: slot.StartsAt,
      EndsAt: slot.EndsAt,
      Note: '',
    });
  });

  it('twenty visitors at once: exactly one books the slot, the others hear SLOT_TAKEN', async () => {
    const slot = await publish();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookAs({ SlotId: slot.Id, ...booker(n) })),
    );
    const won = replies.filter((r) => r.body.status === 'OK');
    const lost = replies.filter((r) => r.body.status !== 'OK');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.body).toMatchObject({ status: 'CONFLICT', error_code: 'SLOT_TAKEN' });

    // One booking row, the slot pointing at it, one task, two mails: nothing of the losers.
    const bookings = await server.sql<{ Id: number; Email: string }>(
      'select "Id", "Email" from coaching_bookings where "SlotId" = ?',
      slot.Id,
    );
    expect(bookings).toHaveLength(1);
    const [held] = await server.sql<{ BookingId: number }>(
      'select "BookingId" from coaching_slots where "Id" = ?',
      slot.Id,
    );
    expect(held!.BookingId).toBe(bookings[0]!.Id);
    const tasks = await server.sql('select "Id" from tasks where "EventStartDate" = ?', slot.StartsAt);
    expect(tasks).toHaveLength(1);
    const mails = await server.sql(
      'select "Id" from mail_outbox where "Attachment" = ?',
      `coaching-booking:${bookings[0]!.Id}`,
    );
    expect(mails).toHaveLength(2);
    expect((await openSlots()).map((s) => s.Id)).not.toContain(slot.Id);
  });

  it('opens a task for the coach, mails both with a calendar file, and pushes the change live', async () => {
    const slot = await publish();
    const staffSocket = server.connect(coach);
    const studentSocket = server.connect(student);
    await Promise.all([connected(staffSocket), connected(studentSocket)]);
    const taskPushed = nextEventWhere(
      staffSocket,
      'task:changed',
      (e) => (e.task as { EventStartDate?: string }).EventStartDate === slot.StartsAt,
    );
    // The publishing's own push (open) may reach the socket after it joined (on PostgreSQL pushes
    // wait for the event horizon, after the reply): wait for the booking's.
    const slotPushed = nextEventWhere(
      studentSocket,
      'slot:changed',
      (e) => e.SlotId === slot.Id && e.Status === 'booked',
    );

    const reply = await bookAs(
      {
        SlotId: slot.Id,
        Name: 'Sam Student',
        Email: 'sam.booker@example.test',
        Message: 'Chords',
        Locale: 'sv',
        TimeZone: 'Europe/Stockholm',
      },
      student,
    );
    expect(reply.body).toMatchObject({
      status: 'OK',
      data: { StartsAt: slot.StartsAt, CoachName: 'Cole Coach' },
    });

    const task = (await taskPushed).task as Record<string, unknown>;
    expect(task).toMatchObject({
      TaskType: TASK_TYPE.coachingBooking,
      TaskOwner: coachId,
      EventStartDate: slot.StartsAt,
      CompleteTheTask: false,
    });
    expect(await slotPushed).toMatchObject({ SlotId: slot.Id, Status: 'booked' });

    const schedule = (await call(calls.schedule.getSchedule, {}, coach)).body.data as ScheduleSlot[];
    expect(schedule.find((s) => s.Id === slot.Id)?.Booking).toMatchObject({
      Name: 'Sam Student',
      Email: 'sam.booker@example.test',
      Message: 'Chords',
      TaskId: task.Id,
    });

    // Both mails go out with the calendar file; the booker's in Swedish, in their own zone.
    await until(
      async () =>
        (
          await server.sql(
            `select 1 from mail_outbox where "Attachment" like 'coaching-booking:%' and "Status" = 'sent' and "ToAddress" in ('sam.booker@example.test', 'coach@tonic.test')`,
          )
        ).length >= 2,
    );
    const [mail] = await server.sql<{ Subject: string; Body: string; FilePath: string }>(
      `select "Subject", "Body", "FilePath" from mail_outbox where "ToAddress" = 'sam.booker@example.test'`,
    );
    expect(mail!.Subject).toBe('Din coachningssession med Cole Coach');
    expect(mail!.Body).toContain('(Europe/Stockholm)');
    expect(mail!.Body).toContain('/book-a-coaching-session?cancel=');
    const eml = fs.readFileSync(mail!.FilePath, 'utf8');
    expect(eml).toContain('filename=coaching-session.ics');
    expect(eml).toContain('Content-Type: text/calendar');
    staffSocket.disconnect();
    studentSocket.disconnect();
  });

  it('a school admin publishes a time for a coach: the booking’s task and mail go to that coach, who sees it', async () => {
    const slot = await publish(admin, { CoachId: coachId });
    expect(slot).toMatchObject({ CoachId: coachId, CoachName: 'Cole Coach' });
    // Only a school admin publishes for someone else, and only for staff.
    expect(
      (
        await call(
          calls.schedule.saveSlot,
          { StartsAt: freshStart(), Minutes: 30, TimeZone: 'UTC', CoachId: coachId },
          coach,
        )
      ).status,
    ).toBe(200);
    const [adminRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = ?`,
      'admin@tonic.test',
    );
    expect(
      (
        await call(
          calls.schedule.saveSlot,
          { StartsAt: freshStart(), Minutes: 30, TimeZone: 'UTC', CoachId: adminRow!.Id },
          coach,
        )
      ).body,
    ).toMatchObject({ error_code: 'FORBIDDEN', field: 'CoachId' });
    const [studentRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = ?`,
      'student@tonic.test',
    );
    expect(
      (
        await call(
          calls.schedule.saveSlot,
          { StartsAt: freshStart(), Minutes: 30, TimeZone: 'UTC', CoachId: studentRow!.Id },
          admin,
        )
      ).body,
    ).toMatchObject({ error_code: 'NOT_FOUND', field: 'CoachId' });

    const reply = await bookAs({
      SlotId: slot.Id,
      Name: 'Vera Visitor',
      Email: 'vera@example.test',
      TimeZone: 'UTC',
      Locale: 'en',
    });
    expect(reply.body).toMatchObject({ status: 'OK', data: { CoachName: 'Cole Coach' } });
    const [task] = await server.sql<{ TaskOwner: number }>(
      `select "TaskOwner" from tasks where "Description" like '%vera@example.test%'`,
    );
    expect(task!.TaskOwner).toBe(coachId);
    await until(
      async () =>
        (
          await server.sql(
            `select 1 from mail_outbox where "Attachment" like 'coaching-booking:%' and "ToAddress" = 'coach@tonic.test' and "Subject" like '%Vera Visitor%'`,
          )
        ).length === 1,
    );
    // The coach sees the booked time among their own; the admin's own list has it as the coach's.
    const mine = (await call(calls.schedule.getSchedule, {}, coach)).body.data as ScheduleSlot[];
    expect(mine.find((s) => s.Id === slot.Id)?.Booking).toMatchObject({ Name: 'Vera Visitor' });
  });

  it('refuses bad input and past or unknown slots, writing nothing', async () => {
    const slot = await publish();
    const bad = await bookAs({ SlotId: slot.Id, Name: 'X', Email: 'not-an-email' });
    expect(bad.body).toMatchObject({ status: 'INVALID', field: 'Email' });
    const noName = await bookAs({ SlotId: slot.Id, Name: '  ', Email: 'a@example.test' });
    expect(noName.body).toMatchObject({ status: 'INVALID', field: 'Name' });
    const missing = await bookAs({ SlotId: 999_999, ...booker(99) });
    expect(missing.status).toBe(404);
    expect(await server.sql('select 1 from coaching_bookings where "SlotId" = ?', slot.Id)).toHaveLength(0);
  });

  it('limits bookings per address', async () => {
    const slot = await publish();
    const body = new URLSearchParams({
      req: 'save_booking',
      data: JSON.stringify({ SlotId: slot.Id, Name: 'x', Email: 'bad' }),
    });
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    const replies: Reply[] = [];
    for (let i = 0; i < 6; i += 1) replies.push(await server.post('schedule.php', body, headers));
    expect(replies.at(-1)!.status).toBe(429);
  });
});

describe('cancelling', () => {
  async function bookedSlot(): Promise<{ slot: ScheduleSlot; token: string; bookingId: number }> {
    const slot = await publish();
    const email = `canceller${slot.Id}@example.test`;
    const reply = await bookAs({ SlotId: slot.Id, Name: 'Canceller', Email: email });
    expect(reply.body.status).toBe('OK');
    const [mail] = await server.sql<{ Body: string }>(
      'select "Body" from mail_outbox where "ToAddress" = ?',
      email,
    );
    const token = /cancel=([\w-]+)/.exec(mail!.Body)![1]!;
    return { slot, token, bookingId: (reply.body.data as { BookingId: number }).BookingId };
  }

  it('the booker cancels with the mailed link: the slot is free again and both are mailed', async () => {
    const { slot, token, bookingId } = await bookedSlot();
    const watcher = server.connect(student);
    await connected(watcher);
    const freed = nextEventWhere(watcher, 'slot:changed', (e) => e.SlotId === slot.Id && e.Status === 'open');

    expect((await call(calls.schedule.getBookingByToken, { Token: token }, null)).body.data).toMatchObject({
      StartsAt: slot.StartsAt,
      CoachName: 'Cole Coach',
      Cancelled: false,
    });
    expect((await call(calls.schedule.cancelBookingByToken, { Token: token }, null)).body).toMatchObject({
      status: 'OK',
      data: { Cancelled: true },
    });
    await freed;
    expect((await openSlots()).map((s) => s.Id)).toContain(slot.Id);
    expect((await call(calls.schedule.getBookingByToken, { Token: token }, null)).body.data).toMatchObject({
      Cancelled: true,
    });
    const cancelMails = await server.sql(
      'select 1 from mail_outbox where "Attachment" = ?',
      `coaching-cancel:${bookingId}`,
    );
    expect(cancelMails).toHaveLength(2);
    const [task] = await server.sql<{ CompleteTheTask: unknown }>(
      'select "CompleteTheTask" from tasks t join coaching_bookings b on b."TaskId" = t."Id" where b."Id" = ?',
      bookingId,
    );
    expect(Boolean(task!.CompleteTheTask)).toBe(true);

    // A second cancel changes nothing; the freed slot can be booked again.
    await call(calls.schedule.cancelBookingByToken, { Token: token }, null);
    expect(
      await server.sql('select 1 from mail_outbox where "Attachment" = ?', `coaching-cancel:${bookingId}`),
    ).toHaveLength(2);
    expect((await bookAs({ SlotId: slot.Id, ...booker(500) })).body.status).toBe('OK');
    expect((await call(calls.schedule.getBookingByToken, { Token: 'x'.repeat(43) }, null)).status).toBe(404);
    watcher.disconnect();
  });

  it('the coach cancels from the schedule; a booked slot cannot be removed until then', async () => {
    const { slot, bookingId } = await bookedSlot();
    const removed = await call(calls.schedule.removeSlot, { Id: slot.Id }, coach);
    expect(removed.body).toMatchObject({ status: 'CONFLICT', error_code: 'SLOT_BOOKED' });
    const moved = await call(
      calls.schedule.saveSlot,
      { Id: slot.Id, StartsAt: freshStart(), Minutes: 30, TimeZone: 'UTC' },
      coach,
    );
    expect(moved.body.error_code).toBe('SLOT_BOOKED');

    const cancelled = await call(calls.schedule.cancelBooking, { SlotId: slot.Id }, coach);
    expect(cancelled.body).toMatchObject({ status: 'OK', data: { Id: slot.Id, Booking: null } });
    expect(
      await server.sql('select 1 from mail_outbox where "Attachment" = ?', `coaching-cancel:${bookingId}`),
    ).toHaveLength(2);
    expect((await call(calls.schedule.removeSlot, { Id: slot.Id }, coach)).body.status).toBe('OK');
  });
});
