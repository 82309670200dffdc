// Inviting people from /users: admins only, every row checked before anything is written, the
// mail in the chosen language with a set-password link where the person gives their name, plan
// limits in teams, and the mail a change of user type sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import type { InviteRowProblem } from '../../../shared/invitations';
import { startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;
let admin: string;
let courseId: number;
const PASSWORD = 'a long and unusual passphrase';

const invite = (data: Record<string, unknown>, token: string | null, on = server) =>
  on.call(calls.users.inviteUsers, { UserType: USER_TYPE.student, Language: 'en', ...data }, token);

async function mailTo(email: string, on = server) {
  return on.sql<{ Template: string; Locale: string; Subject: string; Body: string }>(
    `select "Template", "Locale", "Subject", "Body" from mail_outbox where "ToAddress" = ? order by "Id"`,
    email,
  );
}

const linkCode = (body: string) => /\/password-recovery\/([\w-]{20,})/.exec(body)?.[1] ?? '';

async function usersLike(pattern: string, on = server) {
  return on.sql<{ Email: string }>(`select "Email" from users where "Email" like ?`, pattern);
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  const [course] = await server.sql<{ Id: number }>(
    `insert into courses ("Name", "Code", "CreatedAt", "UpdatedAt") values ('Counterpoint', 'CP-1', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
  );
  courseId = course!.Id;
});
afterAll(() => server.close());

describe('inviting people from /users', () => {
  it('is for admins alone, enforced on the server', async () => {
    const coach = await server.signIn('coach@tonic.test');
    const student = await server.signIn('student@tonic.test');
    expect((await invite({ Emails: ['nope1@people.test'] }, coach)).body.error_code).toBe('FORBIDDEN');
    expect((await invite({ Emails: ['nope1@people.test'] }, student)).body.error_code).toBe('FORBIDDEN');
    expect((await invite({ Emails: ['nope1@people.test'] }, null)).status).toBe(401);
    expect(await usersLike('nope%')).toHaveLength(0);
  });

  it('makes typed and CSV rows accounts of the chosen type with the courses, mailed in the chosen language', async () => {
    const csv =
      '\uFEFFFörnamn;Efternamn;E-post\r\nAstrid;Berg;astrid@people.test\r\nBo;Ek;bo@people.test\r\n';
    const reply = await invite(
      {
        Emails: ['Carl@People.test', ''],
        Csv: csv,
        UserType: USER_TYPE.coach,
        CourseIds: [courseId],
        Language: 'sv',
      },
      admin,
    );
    expect(reply.status).toBe(200);
    const invited = (reply.body.data as { Invited: { Id: number; Email: string }[] }).Invited;
    expect(invited.map((i) => i.Email)).toEqual(['carl@people.test', 'astrid@people.test', 'bo@people.test']);
    const rows = await server.sql<{
      Email: string;
      FirstName: string;
      LastName: string;
      UserType: number;
      Language: string;
    }>(
      `select "Email", "FirstName", "LastName", "UserType", "Language" from users where "Email" like '%@people.test' order by "Email"`,
    );
    expect(rows).toEqual([
      { Email: 'astrid@people.test', FirstName: 'Astrid', LastName: 'Berg', UserType: 8, Language: 'sv' },
      { Email: 'bo@people.test', FirstName: 'Bo', LastName: 'Ek', UserType: 8, Language: 'sv' },
      // A typed address leaves the name to the person.
      { Email: 'carl@people.test', FirstName: '', LastName: '', UserType: 8, Language: 'sv' },
    ]);
    const access = await server.sql(
      `select 1 from course_access where "CourseId" = ? and "UserId" in (${invited.map((i) => i.Id).join(',')})`,
      courseId,
    );
    expect(access).toHaveLength(3);
    const [mail] = await mailTo('carl@people.test');
    expect(mail).toMatchObject({ Template: 'invite', Locale: 'sv' });
    expect(mail!.Body).toContain('undervisa');
    expect(linkCode(mail!.Body)).not.toBe('');
  });

  it('answers every bad row with its source, line, field and problem, and invites nobody', async () => {
    const csv =
      'email,first name,last name\nfine@rows.test,Fi,Ne\nnot-an-address,X,Y\nfine@rows.test,Again,Z\n';
    const reply = await invite({ Emails: ['ok@rows.test', 'student@tonic.test', 'bad@'], Csv: csv }, admin);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_code: 'INVITE_ROWS_INVALID', field: 'Emails' });
    const problems = (reply.body.data as { Rows: InviteRowProblem[] }).Rows;
    expect(problems.map((p) => [p.Source, p.Row, p.Field, p.Problem])).toEqual([
      ['Emails', 3, 'Email', 'invalid'],
      ['Csv', 3, 'Email', 'invalid'],
      ['Csv', 4, 'Email', 'duplicate'],
    ]);
    // Rows fine by themselves but with a taken address: found inside the unit of work.
    const taken = await invite({ Emails: ['ok@rows.test', 'student@tonic.test'] }, admin);
    expect(taken.body).toMatchObject({ error_code: 'INVITE_ROWS_INVALID', field: 'Emails' });
    expect((taken.body.data as { Rows: InviteRowProblem[] }).Rows).toEqual([
      { Source: 'Emails', Row: 2, Field: 'Email', Problem: 'taken', Value: 'student@tonic.test' },
    ]);
    // A course that does not exist fails the whole invitation after the first account was made.
    const course = await invite({ Emails: ['ok@rows.test', 'ok2@rows.test'], CourseIds: [999_999] }, admin);
    expect(course.body).toMatchObject({ error_code: 'NOT_FOUND', field: 'CourseIds' });
    expect(await usersLike('%@rows.test')).toHaveLength(0);
    expect(await server.sql(`select 1 from mail_outbox where "ToAddress" like '%@rows.test'`)).toHaveLength(
      0,
    );
    expect((await invite({ Emails: [' '] }, admin)).body.error_code).toBe('VALIDATION_FAILED');
  });

  it('lets the invited person give their name with their first password, then sign in with their role', async () => {
    await invite({ Emails: ['dora@names.test'], UserType: USER_TYPE.coach }, admin);
    const code = linkCode((await mailTo('dora@names.test'))[0]!.Body);
    const check = await server.call(calls.auth.checkResetCode, { Code: code });
    expect(check.body.data).toEqual({ NamesNeeded: true, FirstName: '', LastName: '' });
    const set = (names: Record<string, string>) =>
      server.call(calls.auth.resetPassword, {
        Code: code,
        Password: PASSWORD,
        Password2: PASSWORD,
        ...names,
      });
    expect((await set({ FirstName: 'Dora' })).body).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      field: 'LastName',
    });
    expect((await set({ FirstName: 'Dora', LastName: 'Dahl' })).status).toBe(200);
    const token = await server.signIn('dora@names.test', PASSWORD);
    const me = await server.call(calls.auth.authUser, {}, token);
    expect(me.body.data).toMatchObject({ FirstName: 'Dora', LastName: 'Dahl', UserType: USER_TYPE.coach });
    expect((await server.call(calls.auth.checkResetCode, { Code: code })).body.error_code).toBe(
      'RESET_CODE_INVALID',
    );
  });

  it('mails a person whose user type changed, in their language', async () => {
    const id = await insertPerson(server, 'eva@roles.test', USER_TYPE.student, {
      FirstName: 'Eva',
      LastName: 'Ek',
    });
    await server.sql(`update users set "Language" = 'sv' where "Id" = ?`, id);
    const saved = await server.call(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach }, admin);
    expect(saved.status).toBe(200);
    const mails = await mailTo('eva@roles.test');
    expect(mails.map((m) => [m.Template, m.Locale])).toEqual([['role-changed', 'sv']]);
    expect(mails[0]!.Body).toContain('Du är nu lärare');
    // A save that leaves the type as it was mails nothing.
    await server.call(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach, City: 'Lund' }, admin);
    expect(await mailTo('eva@roles.test')).toHaveLength(1);
  });
});

describe('inviting people in teams', () => {
  let teams: TestServer;
  beforeAll(async () => {
    teams = await startServer({ TONIC_SITE: 'teams' });
  });
  afterAll(() => teams.close());

  it('adds the people to the admin’s company within its plan, or nobody', async () => {
    const started = await teams.call(calls.companies.startTrial, {
      CompanyName: 'Vandelay',
      FirstName: 'Art',
      LastName: 'Vandelay',
      Email: 'art@vandelay.test',
      Password: PASSWORD,
      AcceptTerms: true,
    });
    const { CompanyId } = started.body.data as { CompanyId: number };
    await teams.sql(`update users set "Verified" = true where "Email" = 'art@vandelay.test'`);
    const token = await teams.signIn('art@vandelay.test', PASSWORD);
    await teams.sql(`update plans set "MaxUsers" = 3 where "Key" = 'starter'`);
    try {
      const over = await invite(
        { Emails: ['a@vandelay.test', 'b@vandelay.test', 'c@vandelay.test'] },
        token,
        teams,
      );
      expect(over.body).toMatchObject({ error_code: 'PLAN_LIMIT_USERS', field: 'users' });
      expect(await usersLike('_@vandelay.test', teams)).toHaveLength(0);
      const fits = await invite({ Emails: ['a@vandelay.test', 'b@vandelay.test'] }, token, teams);
      expect(fits.status).toBe(200);
      const members = await teams.sql(
        `select 1 from company_members m join users u on u."Id" = m."UserId" where m."CompanyId" = ? and u."Email" like '_@vandelay.test'`,
        CompanyId,
      );
      expect(members).toHaveLength(2);
      const [mail] = await mailTo('a@vandelay.test', teams);
      expect(mail!.Subject).toContain('Vandelay');
    } finally {
      await teams.sql(`update plans set "MaxUsers" = 50 where "Key" = 'starter'`);
    }
  });
});
