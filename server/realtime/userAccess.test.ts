// Power changes take effect at once: a new user type ends the person's sessions and sockets (so
// nothing staff-only reaches a demoted admin, and the next sign-in carries the new type), and a
// locked user's sockets are ended and their handshakes refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import * as calls from '../../shared/calls';
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
  await server.sql(
    `update users set "UserType" = ${USER_TYPE.admin} where "Email" = ?`,
    `${prefix}0@tonic.test`,
  );
  const [row] = await server.sql<{ Id: number }>(
    'select "Id" from users where "Email" = ?',
    `${prefix}0@tonic.test`,
  );
  return { id: row!.Id, token: token! };
}

describe('a change of user type', () => {
  it('ends a demoted admin’s sessions and sockets at once: nothing staff-only reaches it after, and its next sign-in is a student’s', async () => {
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
    const tail = collectEvents(demoted, 'event:logged');
    const ended = disconnected(demoted);

    const demotion = nextEventWhere(watcher, 'event:logged', (e) => e.type === 'user:changed');
    const reply = await server.call(calls.users.saveUser, { Id: other.id, UserType: USER_TYPE.student }, ada);
    expect(reply.status).toBe(200);
    const { eventId: demotedAt } = await demotion;
    expect(await ended).toBe('io server disconnect');
    expect(tail.filter((e) => e.eventId > demotedAt)).toEqual([]);

    // The old token opens nothing: not a call, not a socket.
    expect((await server.call(calls.auth.authUser, {}, other.token)).status).toBe(401);
    await expect(connected(server.connect(other.token))).rejects.toThrow('INVALID_TOKEN');

    // Signed in again, the person is a student: staff emits and watches are refused.
    const again = await server.signIn('demoted0@tonic.test');
    const student = server.connect(again);
    await connected(student);
    expect(await student.emitWithAck('ops:watch', { Watch: true })).toEqual({
      ok: false,
      error_code: 'FORBIDDEN',
    });
    expect(await student.emitWithAck('lock:activity', { CourseId: 1, CoursePartId: 0 })).toEqual({
      ok: false,
      error_code: 'FORBIDDEN',
    });
    expect(await student.emitWithAck('presence:watch', { UserIds: [SAM] })).toEqual({
      ok: true,
      data: { watching: [], refused: [SAM] },
    });
    for (const socket of [watcher, student]) socket.disconnect();
  });

  it('a student made coach is signed out at once, and signed in again is in the staff room', async () => {
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    const ended = disconnected(socket);
    await server.call(calls.users.saveUser, { Id: SARA, UserType: USER_TYPE.coach }, ada);
    expect(await ended).toBe('io server disconnect');
    const coach = server.connect(await server.signIn('student2@tonic.test'));
    await connected(coach);
    const task = nextEventWhere(coach, 'task:changed', () => true);
    const sam = await server.signIn('student@tonic.test');
    await server.call(calls.messages.sendSupport, { Message: '<p>Help again</p>' }, sam);
    await task;
    expect(await coach.emitWithAck('lock:activity', { CourseId: 1, CoursePartId: 0 })).toMatchObject({
      ok: true,
    });
    await server.call(calls.users.saveUser, { Id: SARA, UserType: USER_TYPE.student }, ada);
    coach.disconnect();
  });
});

describe('locking a user', () => {
  it('ends their open sockets and refuses their next handshake', async () => {
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    const ended = disconnected(socket);
    expect((await server.call(calls.users.saveUser, { Id: SARA, Locked: true }, ada)).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await expect(connected(server.connect(sara))).rejects.toThrow('INVALID_TOKEN');
    await server.call(calls.users.saveUser, { Id: SARA, Locked: false }, ada);
  });
});
