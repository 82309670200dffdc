import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CodeRow } from '../../../shared/calls/codes';
import type { CallContract } from '../../../shared/calls/define';
import { REDEEM_COOLDOWN_MS, REDEEM_MAX_FAILURES } from '../../../shared/codes';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let courseIds: number[];

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  courseIds = (await server.sql<{ Id: number }>('select "Id" from courses order by "Id"')).map((r) => r.Id);
});
afterAll(() => server.close());

const call = (contract: CallContract, data: Record<string, unknown>, token: string) =>
  server.call(contract, data, token);

/** Students made straight in the database with the demo password, each signed in. */
async function students(prefix: string, count: number): Promise<{ token: string; id: number }[]> {
  const [demo] = await server.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
  );
  const made: { token: string; id: number }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@tonic.test`;
    const [row] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") values (?, ?, ?, 'New', ?, 1, true, 'now', 'now') returning "Id"`,
      email,
      email,
      demo!.PasswordHash,
      String(i),
    );
    made.push({ id: row!.Id, token: await server.signIn(email) });
  }
  return made;
}

async function makeCode(data: Record<string, unknown> = {}): Promise<CodeRow> {
  const reply = await call(calls.codes.createCodes, { CourseIds: [courseIds[0]], ...data }, admin);
  expect(reply.body.status).toBe('OK');
  return (reply.body.data as CodeRow[])[0]!;
}

describe('registration codes', () => {
  it('staff make codes in bulk, random and readable; students cannot', async () => {
    const reply = await call(
      calls.codes.createCodes,
      { Count: 25, CourseIds: courseIds, Description: 'Spring intake' },
      coach,
    );
    const codes = reply.body.data as CodeRow[];
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.Code)).size).toBe(25);
    for (const c of codes)
      expect(c.Code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(codes[0]).toMatchObject({ Status: 'active', UsageCount: 0, Description: 'Spring intake' });
    expect(codes[0]!.Courses.map((c) => c.Id)).toEqual(courseIds);

    expect((await call(calls.codes.createCodes, { CourseIds: courseIds }, student)).status).toBe(403);
    expect((await call(calls.codes.getCodes, {}, student)).status).toBe(403);
    const unknownCourse = await call(calls.codes.createCodes, { CourseIds: [999_999] }, admin);
    expect(unknownCourse.body).toMatchObject({ status: 'NOT_FOUND', field: 'CourseIds' });
    const tooMany = await call(calls.codes.createCodes, { Count: 501, CourseIds: courseIds }, admin);
    expect(tooMany.body).toMatchObject({ status: 'INVALID', field: 'Count' });
  });

  it('redeeming grants the courses at once, pushed to the person, counted for staff', async () => {
    const [sam] = await students('grant', 1);
    const code = await makeCode({ Description: 'One course' });
    const mine = server.connect(sam!.token);
    const staff = server.connect(admin);
    await Promise.all([connected(mine), connected(staff)]);
    const access = nextEvent(mine, 'course:access');
    const counted = nextEvent(staff, 'code:redeemed');

    const reply = await call(
      calls.codes.redeemCode,
      { Code: code.Code.toLowerCase().replaceAll('-', ' ') },
      sam!.token,
    );
    expect(reply.body.data).toEqual({ Courses: [{ Id: courseIds[0], Name: expect.any(String) }] });
    expect(await access).toMatchObject({ CourseIds: [courseIds[0]], Granted: true });
    expect(await counted).toMatchObject({ CodeId: code.Id, UsageCount: 1 });

    const rows = await server.sql('select "Source" from course_access where "UserId" = ?', sam!.id);
    expect(rows).toEqual([{ Source: 'code' }]);
    const again = await call(calls.codes.redeemCode, { Code: code.Code }, sam!.token);
    expect(again.body).toMatchObject({ error_code: 'REDEEM_HAS_ALL_COURSES', field: 'Code' });
    mine.disconnect();
    staff.disconnect();
  });

  it('codes made or changed reach open staff lists', async () => {
    const staff = server.connect(coach);
    await connected(staff);
    const made = nextEvent(staff, 'code:changed');
    const [code] = (
      await call(calls.codes.createCodes, { Count: 2, CourseIds: [courseIds[0]], Description: 'Live' }, admin)
    ).body.data as CodeRow[];
    const heard = await made;
    expect(heard.CodeIds).toHaveLength(2);
    expect(heard.CodeIds).toContain(code!.Id);

    const changed = nextEvent(staff, 'code:changed');
    await call(calls.codes.saveCode, { Id: code!.Id, Status: 'inactive' }, admin);
    expect(await changed).toMatchObject({ CodeIds: [code!.Id] });
    staff.disconnect();
  });

  it('answers each refusal with its own text and writes nothing', async () => {
    const [ann, ben] = await students('refuse', 2);
    const expiredCode = await makeCode({ ExpiresAt: '2020-01-01' });
    const inactive = await makeCode();
    await call(calls.codes.saveCode, { Id: inactive.Id, Status: 'inactive' }, admin);
    const oneUse = await makeCode({ UsageLimit: 1 });
    await call(calls.codes.redeemCode, { Code: oneUse.Code }, ann!.token);

    const cases: [string, string, number][] = [
      ['NOPE-NOPE-NOPE', 'REDEEM_UNKNOWN', 404],
      [expiredCode.Code, 'REDEEM_EXPIRED', 400],
      [inactive.Code, 'REDEEM_INVALID', 400],
      [oneUse.Code, 'REDEEM_ALREADY_REDEEMED', 409],
    ];
    for (const [Code, error_code, status] of cases) {
      const reply = await call(calls.codes.redeemCode, { Code }, ben!.token);
      expect(reply.status, Code).toBe(status);
      expect(reply.body).toMatchObject({ error_code, field: 'Code', message: expect.any(String) });
    }
    expect(await server.sql('select * from course_access where "UserId" = ?', ben!.id)).toEqual([]);
    expect(await server.sql('select * from code_redemptions where "UserId" = ?', ben!.id)).toEqual([]);
    expect((await call(calls.codes.redeemCode, { Code: '' }, ben!.token)).body).toMatchObject({
      field: 'Code',
    });
  });

  it('guessing earns a cooldown, told in seconds, which ends with the injected clock', async () => {
    const [guesser] = await students('guess', 1);
    const good = await makeCode();
    for (let i = 1; i < REDEEM_MAX_FAILURES; i++) {
      const reply = await call(calls.codes.redeemCode, { Code: `WRONG-${i}` }, guesser!.token);
      expect(reply.body.error_code).toBe('REDEEM_UNKNOWN');
    }
    const last = await call(calls.codes.redeemCode, { Code: 'WRONG-LAST' }, guesser!.token);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      error_code: 'REDEEM_TOO_MANY_ATTEMPTS',
      data: { seconds: REDEEM_COOLDOWN_MS / 1000 },
    });

    server.advance(60_000);
    const waiting = await call(calls.codes.redeemCode, { Code: good.Code }, guesser!.token);
    expect(waiting.body).toMatchObject({
      error_code: 'REDEEM_COOLDOWN',
      data: { seconds: REDEEM_COOLDOWN_MS / 1000 - 60 },
    });
    expect(await server.sql('select * from course_access where "UserId" = ?', guesser!.id)).toEqual([]);

    server.advance(REDEEM_COOLDOWN_MS);
    expect((await call(calls.codes.redeemCode, { Code: good.Code }, guesser!.token)).body.status).toBe('OK');
  });

  it('twenty wrong codes at once from one person: at most the limit are checked, the rest wait out the cooldown', async () => {
    const [guesser] = await students('rush', 1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(calls.codes.redeemCode, { Code: `WRONG-RUSH-${i}` }, guesser!.token),
      ),
    );
    const codes = replies.map((r) => r.body.error_code);
    // Each guess checked is counted: the first four are told the code is unknown, the fifth
    // starts the cooldown; every other one is answered by the cooldown without being checked.
    expect(codes.filter((c) => c === 'REDEEM_UNKNOWN')).toHaveLength(REDEEM_MAX_FAILURES - 1);
    expect(codes.filter((c) => c === 'REDEEM_TOO_MANY_ATTEMPTS')).toHaveLength(1);
    expect(codes.filter((c) => c === 'REDEEM_COOLDOWN')).toHaveLength(20 - REDEEM_MAX_FAILURES);
    const [attempts] = await server.sql<{ FailedCount: number; LockedUntil: string | null }>(
      'select "FailedCount", "LockedUntil" from redeem_attempts where "UserId" = ?',
      guesser!.id,
    );
    expect(attempts).toMatchObject({ FailedCount: 0, LockedUntil: expect.any(String) });
  });

  it('twenty people redeeming a one-use code at once: exactly one gets it', async () => {
    const people = await students('race', 20);
    const code = await makeCode({ UsageLimit: 1 });
    const replies = await Promise.all(
      people.map((p) => call(calls.codes.redeemCode, { Code: code.Code }, p.token)),
    );
    const won = replies.filter((r) => r.body.status === 'OK');
    expect(won).toHaveLength(1);
    for (const lost of replies.filter((r) => r.body.status !== 'OK')) {
      expect(lost.body.error_code).toBe('REDEEM_ALREADY_REDEEMED');
    }
    const [row] = await server.sql<{ UsageCount: number }>(
      'select "UsageCount" from registration_codes where "Id" = ?',
      code.Id,
    );
    expect(row!.UsageCount).toBe(1);
    expect(await server.sql('select * from code_redemptions where "CodeId" = ?', code.Id)).toHaveLength(1);
    const granted = await server.sql(
      `select "UserId" from course_access where "Source" = 'code' and "UserId" in (${people.map(() => '?').join(',')})`,
      ...people.map((p) => p.id),
    );
    expect(granted).toHaveLength(1);
  });

  it('one person redeeming the same code twenty times at once gets it once', async () => {
    const [eager] = await students('eager', 1);
    const code = await makeCode({ UsageLimit: 5 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(calls.codes.redeemCode, { Code: code.Code }, eager!.token)),
    );
    expect(replies.filter((r) => r.body.status === 'OK')).toHaveLength(1);
    const [row] = await server.sql<{ UsageCount: number }>(
      'select "UsageCount" from registration_codes where "Id" = ?',
      code.Id,
    );
    expect(row!.UsageCount).toBe(1);
  });

  it('exports every code as CSV', async () => {
    await makeCode({ Description: '=cmd()' });
    const reply = await call(calls.codes.exportCodes, {}, admin);
    const { FileName, Csv } = reply.body.data as { FileName: string; Csv: string };
    expect(FileName).toBe('registration-codes.csv');
    expect(Csv.split('\r\n')[0]).toContain('Code,Description,Status');
    expect(Csv).toContain("'=cmd()");
  });
});

describe('registration with a code', () => {
  const form = (Email: string, Code: string) => ({
    Email,
    Password: 'a long enough passphrase',
    FirstName: 'New',
    LastName: 'Learner',
    AcceptTerms: true,
    Code,
  });

  it('grants the code with the account, and a bad code refuses both', async () => {
    await server.call(calls.settings.saveSettings, { registrationEnabled: true }, admin);
    const code = await makeCode({ UsageLimit: 1 });

    const refused = await server.call(calls.auth.register, form('badcode@tonic.test', 'NOPE-NOPE-NOPE'));
    expect(refused.body).toMatchObject({ error_code: 'REDEEM_UNKNOWN', field: 'Code' });
    expect(await server.sql(`select "Id" from users where "Email" = 'badcode@tonic.test'`)).toEqual([]);

    const reply = await server.call(calls.auth.register, form('withcode@tonic.test', code.Code));
    expect(reply.body.status).toBe('OK');
    const [user] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'withcode@tonic.test'`,
    );
    const access = await server.sql(
      'select "CourseId", "Source" from course_access where "UserId" = ?',
      user!.Id,
    );
    expect(access).toEqual([{ CourseId: courseIds[0], Source: 'code' }]);

    const usedUp = await server.call(calls.auth.register, form('late@tonic.test', code.Code));
    expect(usedUp.body).toMatchObject({ error_code: 'REDEEM_ALREADY_REDEEMED' });
    expect(await server.sql(`select "Id" from users where "Email" = 'late@tonic.test'`)).toEqual([]);
  });
});
