// Power changes take effect at once on open sockets: a demoted admin's socket leaves the
// operators' tail, the staff room and the presence rooms it may no longer watch, and its emits
// are judged on the user as stored now; a locked user's sockets are ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectEvents,
  connected,
  disconnected,
  nextEventWhere,
  staffAccounts,
  startServer,
  type TestServer,
} from '../test/harness';

const SAM = 3;
const SARA = 4;

let server: TestServer;
let ada: string;

beforeAll(async () => {
  server = await startServer();
  ada = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

async function secondAdmin(prefix: string): Promise<{ id: number; token: string }> {
  const [token] = await staffAccounts([server], prefix, 1);
  await server.sql(`update users set "UserType" = 2 where "Email" = ?`, `${prefix}0@tonic.test`);
  const [row] = await server.sql<{ Id: number }>(
    'select "Id" from users where "Email" = ?',
    `${prefix}0@tonic.test`,
  );
  return { id: row!.Id, token: token! };
}

describe('a change of user type on open sockets', () => {
  it('a demoted admin’s socket loses the ops tail, staff pushes and watches at once; its emits are refused', async () => {
    const other = await secondAdmin('demoted');
    const watcher = server.connect(ada);
    const demoted = server.connect(other.token);
    await Promise.all([connected(watcher), connected(demoted)]);
    for (const socket of [watcher, demoted]) {
      expect(await socket.emitWithAck('ops:watch', { Watch: true })).toMatchObject({ ok: true });
      expect(await socket.emitWithAck('presence:watch', { UserIds: [SAM] })).toMatchObject({
        ok: true,
        data: { watching: [{ UserId: SAM, Online: false }] },
      });
    }

    const demotion = nextEventWhere(watcher, 'event:logged', (e) => e.type === 'user:changed');
    const reply = await server.call('users.php', 'save_user', { Id: other.id, UserType: 1 }, ada);
    expect(reply.status).toBe(200);
    const { eventId: demotedAt } = await demotion;
    const tail = collectEvents(demoted, 'event:logged');
    const tasks = collectEvents(demoted, 'task:changed');
    const presence = collectEvents(demoted, 'presence:changed');

    // Everything below happens after the demotion: the admin who stays sees each of it.
    const sent = nextEventWhere(watcher, 'event:logged', (e) => e.type === 'message:new');
    const message = await server.call(
      'messages.php',
      'submit_message',
      { UserId: SAM, Message: '<p>Hi</p>' },
      ada,
    );
    expect(message.status).toBe(200);
    await sent;
    const sam = await server.signIn('student@tonic.test');
    const task = nextEventWhere(watcher, 'task:changed', () => true);
    expect((await server.call('support.php', 'send_support', { Message: '<p>Help</p>' }, sam)).status).toBe(
      200,
    );
    await task;
    const online = nextEventWhere(watcher, 'presence:changed', (e) => e.UserId === SAM && e.Online);
    const samSocket = server.connect(sam);
    await connected(samSocket);
    await online;
    // Pushes to one socket arrive in order: once this one is in, anything pushed to the demoted
    // socket before it would have arrived too.
    const barrier = nextEventWhere(demoted, 'message:new', () => true);
    await server.call('messages.php', 'submit_message', { UserId: other.id, Message: '<p>Noted</p>' }, ada);
    await barrier;

    expect(tail.filter((e) => e.eventId > demotedAt)).toEqual([]);
    expect(tasks).toEqual([]);
    expect(presence).toEqual([]);
    expect(await demoted.emitWithAck('ops:watch', { Watch: true })).toEqual({
      ok: false,
      error_code: 'FORBIDDEN',
    });
    expect(await demoted.emitWithAck('lock:activity', { CourseId: 1, CoursePartId: null })).toEqual({
      ok: false,
      error_code: 'FORBIDDEN',
    });
    // A student may watch only their courses' coaches: Sam is refused now.
    expect(await demoted.emitWithAck('presence:watch', { UserIds: [SAM] })).toEqual({
      ok: true,
      data: { watching: [], refused: [SAM] },
    });
    expect(demoted.connected).toBe(true);
    for (const socket of [watcher, demoted, samSocket]) socket.disconnect();
  });

  it('a student made coach joins the staff room at once', async () => {
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    await server.call('users.php', 'save_user', { Id: SARA, UserType: 8 }, ada);
    const task = nextEventWhere(socket, 'task:changed', () => true);
    const sam = await server.signIn('student@tonic.test');
    await server.call('support.php', 'send_support', { Message: '<p>Help again</p>' }, sam);
    await task;
    expect(await socket.emitWithAck('lock:activity', { CourseId: 1, CoursePartId: null })).toMatchObject({
      ok: true,
    });
    await server.call('users.php', 'save_user', { Id: SARA, UserType: 1 }, ada);
    socket.disconnect();
  });
});

describe('locking a user', () => {
  it('ends their open sockets and refuses their next handshake', async () => {
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    const ended = disconnected(socket);
    expect((await server.call('users.php', 'save_user', { Id: SARA, Locked: true }, ada)).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await expect(connected(server.connect(sara))).rejects.toThrow('INVALID_TOKEN');
    await server.call('users.php', 'save_user', { Id: SARA, Locked: false }, ada);
  });
});
