// /users and /user/:id on the server: who may read and change whom, course access granted and
// taken away live, and the changes that end a person's sessions at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { UserDetail, UserRow } from '../../../shared/calls/users';
import { connected, disconnected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let studentId: number;
let coachId: number;
let courseId: number;

/** A verified account made straight in the database, with the demo password. */
async function person(email: string, userType = 1): Promise<number> {
  const [hash] = await server.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
  );
  const [row] = await server.sql<{ Id: number }>(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt")
     values (?, ?, ?, 'Pat', ?, ?, true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
    email,
    email,
    hash!.PasswordHash,
    email.split('@')[0],
    userType,
  );
  return row!.Id;
}

const users = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  const ids = await server.sql<{ Id: number; Email: string }>('select "Id", "Email" from users');
  studentId = ids.find((u) => u.Email === 'student@tonic.test')!.Id;
  coachId = ids.find((u) => u.Email === 'coach@tonic.test')!.Id;
  const [course] = await server.sql<{ Id: number }>(
    `insert into courses ("Name", "Code", "CreatedAt", "UpdatedAt") values ('Harmony 101', 'HARM-101', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
  );
  courseId = course!.Id;
});
afterAll(() => server.close());

describe('who may read people', () => {
  it('refuses students and signed-out callers every staff call', async () => {
    for (const [contract, data] of [
      [calls.users.getUsers, {}],
      [calls.users.getUser, { Id: coachId }],
      [calls.users.saveUser, { Id: studentId, FirstName: 'X' }],
      [calls.users.grantCourseAccess, { UserIds: [studentId], CourseIds: [courseId] }],
      [calls.users.revokeCourseAccess, { UserId: studentId, CourseId: courseId }],
      [calls.users.setUsersLocked, { UserIds: [coachId], Locked: true }],
      [calls.users.endUserSessions, { Id: coachId }],
    ] as const) {
      expect((await users(contract, data, student)).status, contract.req).toBe(403);
      expect((await users(contract, data, null)).status, contract.req).toBe(401);
    }
  });

  it('pages, searches, filters and sorts on the server', async () => {
    for (let i = 0; i < 6; i++) await person(`pager${i}@school.test`);
    const page1 = await users(calls.users.getUsers, { Search: 'pager', limit: 4, SortBy: 'Username' }, coach);
    const body = page1.body as unknown as {
      data: UserRow[];
      pagination: { total_pages: number; total: number };
    };
    expect(body.pagination).toMatchObject({ total_pages: 2, total: 6 });
    expect(body.data.map((u) => u.Username)).toEqual([0, 1, 2, 3].map((i) => `pager${i}@school.test`));
    expect(body.data[0]).toMatchObject({ TotalXp: 0, FailedAttempts: 0, LastSeen: null });

    const coaches = await users(calls.users.getUsers, { UserType: USER_TYPE.coach }, coach);
    expect((coaches.body.data as UserRow[]).every((u) => u.UserType === USER_TYPE.coach)).toBe(true);

    const bad = await users(calls.users.getUsers, { SortBy: 'PasswordHash' }, coach);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'SortBy' });
  });

  it('shows failed sign-ins, and staff reset them', async () => {
    const id = await person('forgetful@school.test');
    await server.call(calls.auth.signIn, { Email: 'forgetful@school.test', Password: 'wrong-one' });
    await server.call(calls.auth.signIn, { Email: 'forgetful@school.test', Password: 'wrong-two' });
    const detail = (await users(calls.users.getUser, { Id: id }, coach)).body.data as UserDetail;
    expect(detail.FailedAttempts).toBe(2);
    const reset = await users(calls.users.saveUser, { Id: id, ResetFailedAttempts: true }, coach);
    expect((reset.body.data as UserRow).FailedAttempts).toBe(0);
    expect(
      ((await users(calls.users.getUser, { Id: id }, coach)).body.data as UserDetail).FailedAttempts,
    ).toBe(0);
  });

  it('answers every profile field of one person, with an id that is not a number refused', async () => {
    const saved = await users(
      calls.users.saveUser,
      { Id: studentId, Phone: '+46 8 123 45', City: 'Malmö', Interests: 'Jazz piano', CollectXp: 0 },
      coach,
    );
    expect(saved.status).toBe(200);
    const detail = (await users(calls.users.getUser, { Id: studentId }, coach)).body.data as UserDetail;
    expect(detail).toMatchObject({
      Email: 'student@tonic.test',
      Phone: '+46 8 123 45',
      City: 'Malmö',
      Interests: 'Jazz piano',
      CollectXp: 0,
    });
    expect(detail.Sessions.length).toBeGreaterThanOrEqual(1);
    await users(calls.users.saveUser, { Id: studentId, CollectXp: 1 }, coach);
    expect((await users(calls.users.getUser, { Id: 'abc' }, coach)).body).toMatchObject({ field: 'Id' });
    expect((await users(calls.users.getUser, { Id: 999_999 }, coach)).status).toBe(404);
  });
});

describe('who may change people', () => {
  it('lets only admins change a type or privilegies, and nobody their own', async () => {
    const id = await person('promote-me@school.test');
    expect(
      (await users(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach }, coach)).body,
    ).toMatchObject({
      error_code: 'FORBIDDEN',
      field: 'UserType',
    });
    expect((await users(calls.users.saveUser, { Id: id, privilegies: 60 }, coach)).body).toMatchObject({
      field: 'privilegies',
    });
    // A coach changes nothing about another staff account.
    expect(
      (await users(calls.users.saveUser, { Id: await person('c2@school.test', 8), City: 'Lund' }, coach))
        .status,
    ).toBe(403);
    const [me] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'admin@tonic.test'`,
    );
    expect(
      (await users(calls.users.saveUser, { Id: me!.Id, UserType: USER_TYPE.student }, admin)).status,
    ).toBe(403);
    expect((await users(calls.users.setUsersLocked, { UserIds: [me!.Id], Locked: true }, admin)).status).toBe(
      403,
    );
  });

  it('ends the sessions and sockets of a person whose type changes, at once', async () => {
    const id = await person('changing@school.test');
    const token = await server.signIn('changing@school.test');
    const socket = server.connect(token);
    await connected(socket);
    const gone = disconnected(socket);
    const changed = await users(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach }, admin);
    expect(changed.status).toBe(200);
    expect((changed.body.data as UserRow).UserType).toBe(USER_TYPE.coach);
    await gone;
    expect((await server.call(calls.auth.authUser, { token }, token)).status).toBe(401);
    // Signing in again carries the new type.
    const again = await server.call(calls.auth.signIn, {
      Email: 'changing@school.test',
      Password: 'tonic-demo',
    });
    expect((again.body.data as { UserType: number }).UserType).toBe(USER_TYPE.coach);
  });

  it('disables several people in one go, signing each out; nothing changes when one is out of reach', async () => {
    const a = await person('bulk-a@school.test');
    const b = await person('bulk-b@school.test');
    const tokenA = await server.signIn('bulk-a@school.test');
    const refused = await users(calls.users.setUsersLocked, { UserIds: [a, 999_999], Locked: true }, coach);
    expect(refused.status).toBe(404);
    expect((await server.call(calls.auth.authUser, { token: tokenA }, tokenA)).status).toBe(200);

    const done = await users(calls.users.setUsersLocked, { UserIds: [a, b], Locked: true }, coach);
    expect(done.body.data).toEqual({ Changed: 2 });
    expect((await server.call(calls.auth.authUser, { token: tokenA }, tokenA)).status).toBe(401);
    const signIn = await server.call(calls.auth.signIn, {
      Email: 'bulk-b@school.test',
      Password: 'tonic-demo',
    });
    expect(signIn.body.error_code).toBe('LOGIN_LOCKED');
    await users(calls.users.setUsersLocked, { UserIds: [a, b], Locked: false }, coach);
    expect((await server.signIn('bulk-b@school.test')).length).toBeGreaterThan(10);
  });

  it('signs a person out everywhere on request', async () => {
    const id = await person('everywhere@school.test');
    const one = await server.signIn('everywhere@school.test');
    const two = await server.signIn('everywhere@school.test');
    const ended = await users(calls.users.endUserSessions, { Id: id }, coach);
    expect(ended.body.data).toEqual({ Ended: 2 });
    for (const token of [one, two])
      expect((await server.call(calls.auth.authUser, { token }, token)).status).toBe(401);
  });
});

describe('course access', () => {
  it('grants courses to several people, live, with where it came from; revoking takes it away live', async () => {
    const other = await person('granted@school.test');
    const socket = server.connect(student);
    await connected(socket);
    const granted = nextEventWhere(
      socket,
      'course:access',
      (e) => e.Granted && e.CourseIds.includes(courseId),
    );
    const reply = await users(
      calls.users.grantCourseAccess,
      { UserIds: [studentId, other], CourseIds: [courseId] },
      coach,
    );
    expect(reply.body.data).toEqual({ Granted: 2 });
    await granted;
    const mine = await server.call(calls.courses.getMyCourses, {}, student);
    expect((mine.body.data as { Id: number }[]).some((c) => c.Id === courseId)).toBe(true);
    const detail = (await users(calls.users.getUser, { Id: studentId }, coach)).body.data as UserDetail;
    expect(detail.Courses.find((c) => c.CourseId === courseId)).toMatchObject({
      Source: 'admin',
      Name: 'Harmony 101',
    });

    // Granting again changes nothing.
    expect(
      (await users(calls.users.grantCourseAccess, { UserIds: [studentId], CourseIds: [courseId] }, coach))
        .body.data,
    ).toEqual({
      Granted: 0,
    });
    const filtered = await users(calls.users.getUsers, { CourseId: courseId }, coach);
    expect((filtered.body.data as UserRow[]).map((u) => u.Id).sort()).toEqual([studentId, other].sort());

    const revoked = nextEventWhere(
      socket,
      'course:access',
      (e) => !e.Granted && e.CourseIds.includes(courseId),
    );
    expect(
      (await users(calls.users.revokeCourseAccess, { UserId: studentId, CourseId: courseId }, coach)).body
        .data,
    ).toEqual({
      Revoked: true,
    });
    await revoked;
    const access = await server.call(calls.auth.authUser, { access: { CourseId: courseId } }, student);
    expect(access.body.CourseAccess).toBe(false);
    socket.disconnect();
  });

  it('refuses a grant naming someone who is not there, and grants nothing', async () => {
    const reply = await users(
      calls.users.grantCourseAccess,
      { UserIds: [studentId, 999_999], CourseIds: [courseId] },
      coach,
    );
    expect(reply.status).toBe(404);
    const rows = await server.sql(
      `select 1 from course_access where "UserId" = ? and "CourseId" = ?`,
      studentId,
      courseId,
    );
    expect(rows).toHaveLength(0);
  });
});
