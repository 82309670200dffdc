// The notification feed: what happens to a person reaches every device of theirs and no one
// else's, read state is kept on the server and followed live, the feed pages, and bad input
// changes nothing. The sources (a message, a task given, an achievement, a booking) write it in
// their own unit of work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Notification } from '../../../shared/entities/notification';
import {
  type ClientSocket,
  collectEvents,
  connected,
  nextEvent,
  startServer,
  type TestServer,
  until,
} from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;
let admin: string;
let coach: string;
let coachId: number;

beforeAll(async () => {
  // The tests write many messages from one coach: the per-sender limit is not what they test.
  server = await startServer({ TONIC_MESSAGE_RATE: '1000' });
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  const [row] = await server.sql<{ Id: number }>(`select "Id" from users where "Email" = 'coach@tonic.test'`);
  coachId = row!.Id;
});
afterAll(() => server.close());

let people = 0;
/** A student of this test's own, signed in. */
async function newStudent(): Promise<{ id: number; token: string }> {
  const email = `feed${++people}@tonic.test`;
  const id = await insertPerson(server, email, 1, { FirstName: 'Fay', LastName: `Feed${people}` });
  return { id, token: await server.signIn(email) };
}

const sockets: ClientSocket[] = [];
async function device(token: string): Promise<ClientSocket> {
  const socket = server.connect(token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

async function feed(token: string, data: Record<string, unknown> = {}) {
  const reply = await server.call(calls.notifications.getNotifications, data, token);
  expect(reply.body.status).toBe('OK');
  return reply.body.data as { Items: Notification[]; Unread: number };
}

const markRead = (token: string, data: unknown) =>
  server.call(calls.notifications.markNotificationsRead, data, token);

let n = 0;
async function coachWrites(to: number, text = `Try the major third #${++n}`): Promise<number> {
  const reply = await server.call(
    calls.messages.submitMessage,
    { UserId: to, Message: `<p>${text}</p>` },
    coach,
  );
  expect(reply.body.status).toBe('OK');
  return (reply.body.data as { Id: number }).Id;
}

/** The person's notification rows as stored: id, read or not. */
const stored = (userId: number) =>
  server.sql<{ Id: number; ReadAt: string | null }>(
    `select "Id", "ReadAt" from notifications where "UserId" = ? order by "Id"`,
    userId,
  );

describe('the feed', () => {
  it('a coach’s reply reaches every device of the student, and no one else', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const [phone, desktop, otherDevice, coachDevice] = await Promise.all([
      device(student.token),
      device(student.token),
      device(other.token),
      device(coach),
    ]);
    const heardByOthers = [
      ...collectEvents(otherDevice, 'notification:new'),
      ...collectEvents(coachDevice, 'notification:new'),
    ];
    const onPhone = nextEvent(phone, 'notification:new');
    const onDesktop = nextEvent(desktop, 'notification:new');
    const messageId = await coachWrites(student.id, 'Sing the first two notes');

    const [a, b] = await Promise.all([onPhone, onDesktop]);
    expect(a.eventId).toBe(b.eventId);
    expect(a.Unread).toBe(1);
    expect(a.Item).toMatchObject({
      Type: 'message',
      Read: false,
      Payload: {
        MessageId: messageId,
        FromUserId: coachId,
        FromName: 'Cole Coach',
      },
    });
    const listed = await feed(student.token);
    expect(listed).toEqual({ Items: [a.Item], Unread: 1 });
    // The sender hears no notification of their own message, the other student none of it.
    expect(heardByOthers).toEqual([]);
    expect(await feed(other.token)).toEqual({ Items: [], Unread: 0 });
  });

  it('reading on one device clears the badge on the other; opening the message reads it too', async () => {
    const student = await newStudent();
    const [phone, desktop] = await Promise.all([device(student.token), device(student.token)]);
    const arrivals = collectEvents(desktop, 'notification:new');
    const first = await coachWrites(student.id);
    await coachWrites(student.id);
    await until(() => arrivals.length === 2);
    const [older, newer] = arrivals.map((e) => e.Item.Id);

    const onDesktop = nextEvent(desktop, 'notification:read');
    const onPhone = nextEvent(phone, 'notification:read');
    const reply = await markRead(student.token, { Ids: [newer] });
    expect(reply.body).toMatchObject({ status: 'OK', data: { Ids: [newer], Unread: 1 } });
    expect(await onDesktop).toMatchObject({ Ids: [newer], Unread: 1 });
    expect(await onPhone).toMatchObject({ Ids: [newer], Unread: 1 });
    expect((await feed(student.token)).Items.map((i) => [i.Id, i.Read])).toEqual([
      [newer, true],
      [older, false],
    ]);

    // Reading it again changes nothing and tells no device.
    const quiet = collectEvents(desktop, 'notification:read');
    expect((await markRead(student.token, { Ids: [newer] })).body).toMatchObject({
      data: { Ids: [], Unread: 1 },
    });

    // Opening the message in the chat reads its notification, on every device.
    const opened = nextEvent(desktop, 'notification:read');
    const open = await server.call(calls.messages.markMessagesAsOpened, [{ Id: first }], student.token);
    expect(open.body.status).toBe('OK');
    expect(await opened).toMatchObject({ Ids: [older], Unread: 0 });
    expect(quiet.filter((e) => Array.isArray(e.Ids) && e.Ids.includes(newer!))).toEqual([]);
    expect((await feed(student.token)).Unread).toBe(0);
  });

  it('"mark all read" reads every one, on every device', async () => {
    const student = await newStudent();
    const desktop = await device(student.token);
    const arrivals = collectEvents(desktop, 'notification:new');
    for (let i = 0; i < 3; i++) await coachWrites(student.id);
    await until(() => arrivals.length === 3);
    expect(arrivals.map((e) => e.Unread)).toEqual([1, 2, 3]);
    const read = nextEvent(desktop, 'notification:read');
    const reply = await markRead(student.token, { All: true });
    expect(reply.body).toMatchObject({ status: 'OK', data: { Unread: 0 } });
    expect((reply.body.data as { Ids: number[] }).Ids).toEqual(arrivals.map((e) => e.Item.Id));
    expect(await read).toMatchObject({ Ids: 'all', Unread: 0 });
    expect((await stored(student.id)).every((r) => r.ReadAt !== null)).toBe(true);
  });

  it('pages newest first by Before, each notification once', async () => {
    const student = await newStudent();
    for (let i = 0; i < 23; i++) await coachWrites(student.id);
    const seen: number[] = [];
    let before: number | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await feed(student.token, { Limit: 10, ...(before && { Before: before }) });
      expect(page.Unread).toBe(23);
      sizes.push(page.Items.length);
      if (page.Items.length === 0) break;
      seen.push(...page.Items.map((i) => i.Id));
      before = page.Items.at(-1)!.Id;
    }
    expect(sizes).toEqual([10, 10, 3, 0]);
    expect(seen).toEqual((await stored(student.id)).map((r) => r.Id).reverse());
    expect((await feed(student.token)).Items).toHaveLength(20);
  });

  it('bad input answers the envelope’s error and changes nothing', async () => {
    const student = await newStudent();
    await coachWrites(student.id);
    const before = await stored(student.id);
    const desktop = await device(student.token);
    const heard = collectEvents(desktop, 'notification:read');
    for (const data of [
      {},
      { Ids: [before[0]!.Id], All: true },
      { Ids: [] },
      { Ids: ['x'] },
      { Ids: [1.5] },
      { Ids: -1 },
      { All: false },
      { Ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const reply = await markRead(student.token, data);
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'VALIDATION_FAILED' });
      expect(typeof reply.body.message).toBe('string');
    }
    for (const data of [{ Limit: 0 }, { Limit: 101 }, { Before: 'soon' }, { Before: 0 }]) {
      const reply = await server.call(calls.notifications.getNotifications, data, student.token);
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'INVALID' });
    }
    expect((await markRead(null as unknown as string, { All: true })).status).toBe(401);
    expect(await stored(student.id)).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('another person’s notifications are skipped: not read, not told', async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    await coachWrites(owner.id);
    const [theirs] = await stored(owner.id);
    const ownerDevice = await device(owner.token);
    const heard = collectEvents(ownerDevice, 'notification:read');
    const reply = await markRead(stranger.token, { Ids: [theirs!.Id] });
    expect(reply.body).toMatchObject({ status: 'OK', data: { Ids: [], Unread: 0 } });
    expect((await markRead(stranger.token, { All: true })).body).toMatchObject({ data: { Ids: [] } });
    expect(await stored(owner.id)).toEqual([theirs]);
    expect((await feed(owner.token)).Unread).toBe(1);
    expect(heard).toEqual([]);
  });
});

describe('the sources', () => {
  it('a task given to a staff member tells them, not the admin who gave it', async () => {
    const coachDevice = await device(coach);
    const adminDevice = await device(admin);
    const adminHeard = collectEvents(adminDevice, 'notification:new');
    const made = await server.call(
      calls.tasks.createTask,
      { Task: { TaskType: 2, Description: 'Call   the new   student back' } },
      admin,
    );
    const taskId = (made.body.data as { Id: number }).Id;
    const told = nextEvent(coachDevice, 'notification:new');
    const given = await server.call(
      calls.tasks.updateTask,
      { Task: { Id: taskId, TaskOwner: coachId } },
      admin,
    );
    expect(given.body.status).toBe('OK');
    expect((await told).Item).toMatchObject({
      Type: 'task',
      Payload: { TaskId: taskId, TaskType: 2, Description: 'Call the new student back' },
    });
    // Taking a task oneself tells no one.
    const other = await server.call(
      calls.tasks.createTask,
      { Task: { TaskType: 2, Description: 'Mine' } },
      admin,
    );
    const adminId = (
      await server.sql<{ Id: number }>(`select "Id" from users where "Email" = 'admin@tonic.test'`)
    )[0]!.Id;
    await server.call(
      calls.tasks.updateTask,
      { Task: { Id: (other.body.data as { Id: number }).Id, TaskOwner: adminId } },
      admin,
    );
    expect(adminHeard).toEqual([]);
  });

  it('an achievement reached tells the learner', async () => {
    const student = await newStudent();
    const granted = await server.call(
      calls.users.grantCourseAccess,
      { UserIds: [student.id], CourseIds: [1] },
      admin,
    );
    expect(granted.body.status).toBe('OK');
    const course = await server.call(calls.courses.getCourse, { CourseId: 1 }, student.token);
    const parts = (course.body.data as { CourseParts: { Id: number }[] }[])[0]!.CourseParts;
    const desktop = await device(student.token);
    const told = nextEvent(desktop, 'notification:new');
    const claimed = await server.call(
      calls.rewards.saveReward,
      { course_id: 1, course_part_id: parts[0]!.Id },
      student.token,
    );
    expect(claimed.body.status).toBe('OK');
    expect((await told).Item).toMatchObject({ Type: 'achievement', Payload: { Title: 'First steps' } });
  });

  it('a booking tells the coach; the coach’s cancel tells the signed-in booker', async () => {
    const student = await newStudent();
    const slot = await server.call(
      calls.schedule.saveSlot,
      { StartsAt: '2031-06-01T10:00:00.000Z', Minutes: 60, TimeZone: 'UTC' },
      coach,
    );
    const slotId = (slot.body.data as { Id: number }).Id;
    const coachDevice = await device(coach);
    const studentDevice = await device(student.token);
    const studentHeard = collectEvents(studentDevice, 'notification:new');
    const coachTold = nextEvent(coachDevice, 'notification:new');
    const booked = await server.call(
      calls.schedule.bookSlot,
      { SlotId: slotId, Name: 'Fay Feed', Email: 'fay@example.test' },
      student.token,
    );
    expect(booked.body.status).toBe('OK');
    expect((await coachTold).Item).toMatchObject({
      Type: 'booking',
      Payload: { Change: 'booked', WithName: 'Fay Feed', StartsAt: '2031-06-01T10:00:00.000Z' },
    });
    // The coach's booking task is told by the booking, not twice.
    expect(
      (await feed(coach)).Items.filter(
        (i) => i.Type === 'task' && i.Payload.Description.includes('Fay Feed'),
      ),
    ).toEqual([]);
    expect(studentHeard).toEqual([]);

    const studentTold = nextEvent(studentDevice, 'notification:new');
    expect((await server.call(calls.schedule.cancelBooking, { SlotId: slotId }, coach)).body.status).toBe(
      'OK',
    );
    expect((await studentTold).Item).toMatchObject({
      Type: 'booking',
      Payload: { Change: 'cancelled', WithName: 'Cole Coach' },
    });
  });
});
