import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { connected, nextEvent, staffAccounts, startServer, type TestServer, until } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
const COURSE = 1;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

const lock = (token: string, CourseId: number, CoursePartId?: number) =>
  server.call(calls.editing.lockCourse, { CourseId, CoursePartId }, token);
const close = (token: string, CourseId: number, CoursePartId?: number) =>
  server.call(calls.editing.closeCourse, { CourseId, CoursePartId }, token);
const lockRows = () =>
  server.sql<{ HolderOfflineSince: string | null }>(
    'select * from course_locks order by "CourseId", "CoursePartId"',
  );

const staffTokens = (count: number) => staffAccounts([server], 'editor', count);

describe('granting', () => {
  it('50 concurrent requests for one course: exactly one is granted, the rest get the holder', async () => {
    const tokens = await staffTokens(50);
    const replies = await Promise.all(tokens.map((t) => lock(t, COURSE)));
    const granted = replies.filter((r) => r.status === 200);
    expect(granted).toHaveLength(1);
    const winner = granted[0]!.body.data as { RelatedUserId: number; Username: string };
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ status: 'CONFLICT', error_code: 'LOCK_HELD', data: winner });
    }
    expect(await lockRows()).toHaveLength(1);
    await close(tokens[replies.indexOf(granted[0]!)]!, COURSE);
    expect(await lockRows()).toHaveLength(0);
  });

  it('a part lock and the course lock exclude each other; two parts do not', async () => {
    expect((await lock(admin, COURSE, 1)).status).toBe(200);
    expect((await lock(coach, COURSE, 2)).status).toBe(200);
    const whole = await lock(coach, COURSE);
    expect(whole.body).toMatchObject({
      error_code: 'LOCK_HELD',
      data: { RelatedUserId: 1, Username: 'Ada Admin' },
    });
    const samePart = await lock(coach, COURSE, 1);
    expect(samePart.status).toBe(409);
    await close(admin, COURSE, 1);
    await close(coach, COURSE, 2);
    expect((await lock(coach, COURSE)).status).toBe(200);
    expect((await lock(admin, COURSE, 3)).body.error_code).toBe('LOCK_HELD');
    await close(coach, COURSE);
  });

  it('get_course names the holder of the course lock', async () => {
    await lock(admin, COURSE);
    const course = await server.call(calls.courses.getCourse, { CourseId: COURSE }, coach);
    expect((course.body.data as { LockedByUserId: number; LockedByUsername: string }[])[0]).toMatchObject({
      LockedByUserId: 1,
      LockedByUsername: 'Ada Admin',
    });
    await close(admin, COURSE);
  });

  it('a student cannot lock, and nothing changes', async () => {
    const reply = await lock(student, COURSE);
    expect(reply.status).toBe(403);
    expect(await lockRows()).toHaveLength(0);
  });

  it('refuses a missing course or a part of another course', async () => {
    expect((await lock(admin, 999)).body.error_code).toBe('NO_COURSE_ACCESS');
    expect((await lock(admin, COURSE, 15)).body.error_code).toBe('NO_COURSE_ACCESS');
  });
});

describe('live lock status', () => {
  it('course:watch answers the current locks, and viewers see grants and releases live', async () => {
    await lock(admin, COURSE);
    const viewer = server.connect(student);
    await connected(viewer);
    const watched = await viewer.emitWithAck('course:watch', { CourseId: COURSE, Watch: true });
    expect(watched).toMatchObject({
      ok: true,
      data: {
        locks: [{ CourseId: COURSE, CoursePartId: 0, Holder: { UserId: 1, Username: 'Ada Admin' } }],
      },
    });
    const released = nextEvent(viewer, 'lock:changed');
    await close(admin, COURSE);
    expect(await released).toMatchObject({
      CourseId: COURSE,
      // The whole course is 0 here as in the lock calls.
      CoursePartId: 0,
      Holder: null,
      Reason: 'released',
      eventId: expect.any(Number),
    });
    const granted = nextEvent(viewer, 'lock:changed');
    await lock(coach, COURSE);
    expect(await granted).toMatchObject({ Holder: { UserId: 2, Username: 'Cole Coach' }, Reason: 'granted' });
    await close(coach, COURSE);
    viewer.disconnect();
  });

  it('a student cannot watch a course they cannot open', async () => {
    const socket = server.connect(student);
    await connected(socket);
    expect(await socket.emitWithAck('course:watch', { CourseId: 2, Watch: true })).toEqual({
      ok: false,
      error_code: 'NO_COURSE_ACCESS',
    });
    socket.disconnect();
  });
});

describe('expiry', () => {
  it('releases a lock idle past the setting with reason idle; activity keeps it', async () => {
    const editor = server.connect(admin);
    await connected(editor);
    await lock(admin, COURSE);
    server.advance(40 * 60_000);
    expect(await editor.emitWithAck('lock:activity', { CourseId: COURSE, CoursePartId: 0 })).toEqual({
      ok: true,
      data: { holds: true },
    });
    server.advance(40 * 60_000);
    expect(await server.app.locks.sweep()).toBe(0);
    const idle = nextEvent(editor, 'lock:changed');
    server.advance(6 * 60_000);
    expect(await server.app.locks.sweep()).toBe(1);
    expect(await idle).toMatchObject({ Holder: null, Reason: 'idle' });
    expect(await lockRows()).toHaveLength(0);
    editor.disconnect();
  });

  it('a holder whose last socket closes keeps the lock through the grace period, then loses it', async () => {
    const viewer = server.connect(coach);
    await connected(viewer);
    await viewer.emitWithAck('course:watch', { CourseId: COURSE, Watch: true });
    const editor = server.connect(admin);
    await connected(editor);
    await lock(admin, COURSE);
    editor.disconnect();
    await until(async () => (await lockRows())[0]?.HolderOfflineSince != null);
    server.advance(10_000);
    expect(await server.app.locks.sweep()).toBe(0);
    const lost = nextEvent(viewer, 'lock:changed');
    server.advance(25_000);
    expect(await server.app.locks.sweep()).toBe(1);
    expect(await lost).toMatchObject({ Holder: null, Reason: 'disconnected' });
    viewer.disconnect();
  });

  it('coming back within the grace period keeps the lock', async () => {
    const editor = server.connect(admin);
    await connected(editor);
    await lock(admin, COURSE);
    editor.disconnect();
    await until(async () => (await lockRows())[0]?.HolderOfflineSince != null);
    server.advance(10_000);
    const back = server.connect(admin);
    await connected(back);
    await until(async () => (await lockRows())[0]?.HolderOfflineSince === null);
    server.advance(60_000);
    expect(await server.app.locks.sweep()).toBe(0);
    expect(await lockRows()).toHaveLength(1);
    await close(admin, COURSE);
    back.disconnect();
  });
});
