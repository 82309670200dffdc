import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import type { LoggedEvent } from '../../shared/calls/events';
import { connected, nextEvent, startServer, type TestServer, until } from '../test/harness';

let server: TestServer;
let admin: string;
let student: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

const renameStudent = (FirstName: string) => server.call(calls.users.saveUser, { Id: 3, FirstName }, admin);

async function eventsAfter(token: string, After?: number, Limit?: number, LogId?: string) {
  const reply = await server.call(calls.events.getEvents, { After, Limit, LogId }, token);
  return reply.body as unknown as {
    data: LoggedEvent[];
    lastEventId: number;
    hasMore: boolean;
    logId: string;
    resync: boolean;
  };
}

describe('event log and catch-up', () => {
  it('without After answers no events and where the log stands', async () => {
    await renameStudent('Sam');
    const reply = await eventsAfter(student);
    expect(reply.data).toEqual([]);
    expect(reply.lastEventId).toBeGreaterThan(0);
  });

  it('tells a client whose cursor is past the log or of another log (a restored backup) to resync from its head', async () => {
    await renameStudent('Sam');
    const { lastEventId } = await eventsAfter(student);
    expect(await eventsAfter(student, lastEventId)).toMatchObject({ data: [], resync: false });
    expect(await eventsAfter(student, lastEventId + 50)).toEqual({
      status: 'OK',
      datetime: expect.any(String),
      data: [],
      lastEventId,
      hasMore: false,
      // A log never restored has no identity yet.
      logId: '',
      resync: true,
    });
    // A cursor of another log (one restored since), even behind the head.
    expect(await eventsAfter(student, lastEventId - 1, undefined, '')).toMatchObject({ resync: false });
    expect(await eventsAfter(student, lastEventId - 1, undefined, 'before-the-restore')).toMatchObject({
      data: [],
      lastEventId,
      resync: true,
    });
  });

  it('pushes each logged event with its eventId after the commit', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const pushed = nextEvent(socket, 'user:changed');
    await renameStudent('Samuel');
    const event = await pushed;
    expect(event.UserId).toBe(3);
    const { data } = await eventsAfter(student, event.eventId - 1);
    expect(data[0]).toMatchObject({ eventId: event.eventId, type: 'user:changed' });
  });

  it('tells a connecting socket where the log stands, as get_events answers it then', async () => {
    await renameStudent('Head');
    const socket = server.connect(student);
    const heard = await nextEvent(socket, 'events:head');
    const now = await eventsAfter(student);
    expect(heard).toEqual({ lastEventId: now.lastEventId, logId: now.logId });
    expect(heard.lastEventId).toBeGreaterThan(0);
  });

  it('an event committed before the socket joined is at most its head, one committed after is pushed', async () => {
    // The cursor a tab learns before its socket connects.
    const { lastEventId: cursor } = await eventsAfter(student);
    const before = await renameStudent('Before');
    expect(before.status).toBe(200);
    const socket = server.connect(student);
    const head = await nextEvent(socket, 'events:head');
    // Past the cursor: the client reads what it missed, and finds the event there.
    const missed = await eventsAfter(student, cursor);
    expect(missed.data.some((e) => e.type === 'user:changed')).toBe(true);
    expect(head.lastEventId).toBeGreaterThan(cursor);
    for (const e of missed.data) expect(e.eventId).toBeLessThanOrEqual(head.lastEventId);
    const pushed = nextEvent(socket, 'user:changed');
    await renameStudent('After');
    expect((await pushed).eventId).toBeGreaterThan(head.lastEventId);
  });

  it('a client that was away catches up from its cursor in order, with no gaps and no duplicates', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const seen: number[] = [];
    socket.on('user:changed', (e) => seen.push(e.eventId));
    await renameStudent('One');
    await until(() => seen.length > 0);
    const cursor = Math.max(...seen);
    socket.disconnect();

    for (const name of ['Two', 'Three', 'Four', 'Five']) await renameStudent(name);
    const back = server.connect(student);
    await connected(back);
    const caughtUp: LoggedEvent[] = [];
    let after = cursor;
    for (;;) {
      const page = await eventsAfter(student, after, 2);
      caughtUp.push(...page.data);
      after = page.data.at(-1)?.eventId ?? after;
      if (!page.hasMore) break;
    }
    const ids = caughtUp.map((e) => e.eventId);
    expect(ids).toHaveLength(4);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBeGreaterThan(cursor);
    expect(caughtUp.map((e) => e.payload.UserId)).toEqual([3, 3, 3, 3]);
  });

  it('survives a server restart: the cursor, the session and the ids carry over', async () => {
    await renameStudent('Before restart');
    const cursor = (await eventsAfter(student)).lastEventId;
    const people = async () =>
      ((await server.call(calls.users.getUsers, {}, admin)).body.data as unknown[]).length;
    const peopleBefore = await people();
    const { dataDir } = server;
    await server.close({ keepData: true });
    server = await startServer({}, { dataDir });
    await server.call(calls.users.saveUser, { Id: 3, FirstName: 'After restart' }, admin);
    const after = await eventsAfter(student, cursor);
    expect(after.data.map((e) => e.eventId)).toEqual([cursor + 1]);
    expect(await people()).toBe(peopleBefore); // the demo seed ran once
  });

  it('a user only reads the events of their own rooms', async () => {
    const student2 = await server.signIn('student2@tonic.test');
    const start = (await eventsAfter(student2)).lastEventId;
    await renameStudent('Private');
    expect((await eventsAfter(student2, start)).data).toEqual([]);
    const coach = await server.signIn('coach@tonic.test');
    expect((await eventsAfter(coach, start)).data).toHaveLength(1); // the staff room
  });
});
