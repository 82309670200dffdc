// Companies on the server: a company's staff see only their company, plans hold at their limits
// (also against parallel additions), trials start and end, invitations are mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import type { ActiveCompany, CompanyRow, Plan } from '../../../shared/calls/companies';
import type { CallContract } from '../../../shared/calls/define';
import type { UserRow } from '../../../shared/calls/users';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { connected, startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;

const person = (email: string, userType = 1) => insertPerson(server, email, userType);

const companies = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);

async function newCompany(Name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const reply = await companies(calls.companies.saveCompany, { Name, ...extra }, admin);
  expect(reply.status).toBe(200);
  return (reply.body.data as CompanyRow).Id;
}

async function join(CompanyId: number, UserId: number) {
  return companies(calls.companies.addCompanyMember, { CompanyId, UserId }, admin);
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

describe('plans', () => {
  it('answers the spec’s plans to anyone, and lets only the school’s admins change them', async () => {
    const plans = (await companies(calls.companies.getPlans, {}, null)).body.data as Plan[];
    expect(
      plans.map((p) => [p.Key, p.MaxUsers, p.MaxCourses, p.MaxStorageMb, p.PriceEur, p.PriceSek]),
    ).toEqual([
      ['starter', 50, 3, 500, 200, 2000],
      ['professional', 500, 15, 4096, 600, 6000],
      ['enterprise', null, null, null, null, null],
    ]);
    const change = { ...plans[0]!, Name: 'Starter' };
    expect((await companies(calls.companies.savePlan, change, coach)).status).toBe(403);
    expect((await companies(calls.companies.savePlan, { ...change, MaxUsers: 0 }, admin)).body).toMatchObject(
      {
        error_code: 'VALIDATION_FAILED',
        field: 'MaxUsers',
      },
    );
  });
});

describe("a company's staff", () => {
  let acme: number;
  let globex: number;
  let acmeAdmin: string;
  let acmeStudent: number;
  let globexStudent: number;

  beforeAll(async () => {
    acme = await newCompany('Acme AB', { PlanKey: 'professional', VatNumber: 'SE556677889901' });
    globex = await newCompany('Globex Ltd', { PlanKey: 'professional' });
    const acmeAdminId = await person('boss@acme.test', 2);
    acmeStudent = await person('learner@acme.test');
    globexStudent = await person('learner@globex.test');
    for (const [c, u] of [
      [acme, acmeAdminId],
      [acme, acmeStudent],
      [globex, globexStudent],
    ] as const)
      expect((await join(c, u)).body.data).toEqual({ Added: true });
    acmeAdmin = await server.signIn('boss@acme.test');
  });

  it('see only their company’s people, and another company’s as if they were not there', async () => {
    const list = await server.call(calls.users.getUsers, { limit: 100 }, acmeAdmin);
    const emails = (list.body.data as UserRow[]).map((u) => u.Username).sort();
    expect(emails).toEqual(['boss@acme.test', 'learner@acme.test']);
    expect((await server.call(calls.users.getUser, { Id: globexStudent }, acmeAdmin)).status).toBe(404);
    expect(
      (await server.call(calls.users.saveUser, { Id: globexStudent, City: 'Springfield' }, acmeAdmin)).status,
    ).toBe(404);
    expect((await server.call(calls.users.getUsers, { CompanyId: globex }, acmeAdmin)).status).toBe(404);
    expect((await companies(calls.companies.getCompany, { Id: globex }, acmeAdmin)).status).toBe(404);
    const theirs = (await companies(calls.companies.getCompanies, {}, acmeAdmin)).body.data as CompanyRow[];
    expect(theirs.map((c) => c.Name)).toEqual(['Acme AB']);
  });

  it('ask the school for another plan: the request is a task in the school’s queue', async () => {
    const asked = await companies(
      calls.companies.requestUpgrade,
      { CompanyId: acme, PlanKey: 'enterprise', Message: 'We are growing' },
      acmeAdmin,
    );
    expect(asked.body.status).toBe('OK');
    const id = (asked.body.data as { Id: number }).Id;
    const queue = await server.call(calls.tasks.getTasks, { Condition: 'open' }, admin);
    expect((queue.body.data as { Id: number }[]).find((task) => task.Id === id)).toMatchObject({
      TaskType: TASK_TYPE.upgradeRequest,
      TaskOwner: UNASSIGNED_OWNER,
      Description: 'Acme AB asks for the Enterprise plan (now Professional)',
      Note: 'We are growing',
      UserRealName: expect.any(String),
    });
    // Not for another company, not for the plan it has, not for a student.
    expect(
      (
        await companies(
          calls.companies.requestUpgrade,
          { CompanyId: globex, PlanKey: 'enterprise' },
          acmeAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await companies(
          calls.companies.requestUpgrade,
          { CompanyId: acme, PlanKey: 'professional' },
          acmeAdmin,
        )
      ).body,
    ).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'PlanKey' });
    expect(
      (await companies(calls.companies.requestUpgrade, { CompanyId: acme, PlanKey: 'enterprise' }, student))
        .status,
    ).toBe(403);
  });

  it('cannot change their plan or make companies; the school’s staff see every company', async () => {
    expect(
      (
        await companies(
          calls.companies.saveCompany,
          { Id: acme, Name: 'Acme', PlanKey: 'enterprise' },
          acmeAdmin,
        )
      ).status,
    ).toBe(403);
    expect((await companies(calls.companies.saveCompany, { Name: 'Another' }, acmeAdmin)).status).toBe(403);
    const renamed = await companies(
      calls.companies.saveCompany,
      { Id: acme, Name: 'Acme AB', Address: 'Storgatan 1, Malmö' },
      acmeAdmin,
    );
    expect((renamed.body.data as CompanyRow).Address).toBe('Storgatan 1, Malmö');
    const all = (await companies(calls.companies.getCompanies, {}, coach)).body.data as CompanyRow[];
    expect(all.map((c) => c.Name)).toEqual(expect.arrayContaining(['Acme AB', 'Globex Ltd']));
  });

  it('the school’s staff narrow their view with the company chip, and widen it again', async () => {
    const view = (await companies(calls.companies.setActiveCompany, { CompanyId: globex }, coach)).body
      .data as ActiveCompany;
    expect(view).toMatchObject({ ActiveCompanyId: globex, MaySeeAll: true });
    expect(view.Meters.find((m) => m.Limit === 'users')).toEqual({ Limit: 'users', Used: 1, Allowed: 500 });
    const narrowed = await server.call(calls.users.getUsers, { limit: 100 }, coach);
    expect((narrowed.body.data as UserRow[]).map((u) => u.Username)).toEqual(['learner@globex.test']);
    await companies(calls.companies.setActiveCompany, { CompanyId: null }, coach);
    const wide = await server.call(calls.users.getUsers, { limit: 100 }, coach);
    expect((wide.body.data as UserRow[]).length).toBeGreaterThan(3);
    // A company's admin cannot leave their company's scope.
    expect((await companies(calls.companies.setActiveCompany, { CompanyId: null }, acmeAdmin)).status).toBe(
      403,
    );
    expect((await companies(calls.companies.setActiveCompany, { CompanyId: globex }, acmeAdmin)).status).toBe(
      404,
    );
  });

  it('see only the tasks and codes of their company’s people and courses', async () => {
    const acmeLearner = await server.signIn('learner@acme.test');
    const globexLearner = await server.signIn('learner@globex.test');
    for (const [token, text] of [
      [acmeLearner, 'Acme needs help'],
      [globexLearner, 'Globex needs help'],
    ] as const)
      expect(
        (await server.call(calls.messages.sendSupport, { Message: `<p>${text}</p>` }, token)).status,
      ).toBe(200);
    const tasks = await server.call(calls.tasks.getTasks, { Condition: 'all', limit: 100 }, acmeAdmin);
    const descriptions = (tasks.body.data as { Description: string; Id: number }[]).map((t) => t.Description);
    expect(descriptions.some((d) => d.includes('Acme needs help'))).toBe(true);
    expect(descriptions.some((d) => d.includes('Globex needs help'))).toBe(false);
    const everyone = await server.call(calls.tasks.getTasks, { Condition: 'all', limit: 100 }, coach);
    const globexTask = (everyone.body.data as { Description: string; Id: number }[]).find((t) =>
      t.Description.includes('Globex needs help'),
    )!;
    expect((await server.call(calls.tasks.getTask, { Id: globexTask.Id }, acmeAdmin)).status).toBe(404);
    expect(
      (await server.call(calls.tasks.updateTask, { Task: { Id: globexTask.Id, Note: 'x' } }, acmeAdmin))
        .status,
    ).toBe(404);

    const course = await server.call(
      calls.editing.saveCourse,
      { Name: 'Acme Onboarding', Code: 'ACME-1' },
      acmeAdmin,
    );
    const courseId = (course.body.data as { Id: number }).Id;
    const made = await server.call(calls.codes.createCodes, { CourseIds: [courseId] }, acmeAdmin);
    expect(made.status).toBe(200);
    // The school's own course is not theirs to give away.
    expect((await server.call(calls.codes.createCodes, { CourseIds: [1] }, acmeAdmin)).status).toBe(404);
    await server.call(calls.codes.createCodes, { CourseIds: [1] }, admin);
    const codes = (await server.call(calls.codes.getCodes, {}, acmeAdmin)).body.data as {
      Courses: { Id: number }[];
    }[];
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => c.Courses.every((k) => k.Id === courseId))).toBe(true);
  });

  it('do not run the school’s surveys or watch its operators’ event tail', async () => {
    expect((await server.call(calls.surveys.getSurveys, {}, acmeAdmin)).status).toBe(403);
    expect((await server.call(calls.surveys.getSurveys, {}, admin)).status).toBe(200);
    const socket = server.connect(acmeAdmin);
    await connected(socket);
    expect(await socket.emitWithAck('ops:watch', { Watch: true })).toEqual({
      ok: false,
      error_code: 'FORBIDDEN',
    });
    socket.disconnect();
    const school = server.connect(admin);
    await connected(school);
    expect(await school.emitWithAck('ops:watch', { Watch: true })).toMatchObject({ ok: true });
    school.disconnect();
  });

  it('students see no company calls', async () => {
    expect((await companies(calls.companies.getCompanies, {}, student)).status).toBe(403);
    expect((await companies(calls.companies.getActiveCompany, {}, student)).status).toBe(403);
  });
});

describe('limits', () => {
  it('refuses the person past the plan’s limit, naming it, and lets exactly one of two parallel additions take the last place', async () => {
    const small = await newCompany('Small Co', { Demo: true });
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push(await person(`demo${i}@small.test`));
    for (let i = 0; i < 9; i++) expect((await join(small, ids[i]!)).status).toBe(200);
    // One place is left of the demo's ten: two ask for it at once.
    const both = await Promise.all([join(small, ids[9]!), join(small, ids[10]!)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ error_code: 'PLAN_LIMIT_USERS', field: 'users' });
    const [count] = await server.sql<{ n: number }>(
      `select count(*) as n from company_members where "CompanyId" = ?`,
      small,
    );
    expect(Number(count!.n)).toBe(10);
    // A demo account belongs to one company.
    const other = await newCompany('Other Co');
    expect((await join(other, ids[0]!)).body.error_code).toBe('DEMO_LIMIT_COMPANIES');
  });

  it('counts courses a company’s staff create, and refuses the one past the limit', async () => {
    const tiny = await newCompany('Tiny Co', { Demo: true });
    const editor = await person('editor@tiny.test', 2);
    await join(tiny, editor);
    const token = await server.signIn('editor@tiny.test');
    const course = (i: number) =>
      server.call(calls.editing.saveCourse, { Name: `Tiny ${i}`, Code: `TINY-${i}` }, token);
    for (let i = 1; i <= 3; i++) expect((await course(i)).status).toBe(200);
    expect((await course(4)).body).toMatchObject({ error_code: 'PLAN_LIMIT_COURSES', field: 'courses' });
    const mine = await server.call(calls.editing.getCourses, {}, token);
    expect((mine.body.data as { Name: string }[]).map((c) => c.Name).sort()).toEqual([
      'Tiny 1',
      'Tiny 2',
      'Tiny 3',
    ]);
    const view = (await companies(calls.companies.getActiveCompany, {}, token)).body.data as ActiveCompany;
    expect(view.Meters.find((m) => m.Limit === 'courses')).toEqual({ Limit: 'courses', Used: 3, Allowed: 3 });
  });
});

describe('trials and invitations', () => {
  let teams: TestServer;
  beforeAll(async () => {
    teams = await startServer({ TONIC_SITE: 'teams' });
  });
  afterAll(() => teams.close());

  const trial = (email: string, extra: Record<string, unknown> = {}) =>
    teams.call(calls.companies.startTrial, {
      CompanyName: 'Initech',
      FirstName: 'Bill',
      LastName: 'Lumbergh',
      Email: email,
      Password: 'a long and unusual passphrase',
      AcceptTerms: true,
      ...extra,
    });

  it('starts a company on a 30-day trial with its first admin, who verifies by mail', async () => {
    const reply = await trial('bill@initech.test');
    expect(reply.status).toBe(200);
    const { CompanyId, TrialEndsAt } = reply.body.data as { CompanyId: number; TrialEndsAt: string };
    expect(Date.parse(TrialEndsAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [user] = await teams.sql<{ UserType: number; Verified: boolean | number }>(
      `select "UserType", "Verified" from users where "Email" = 'bill@initech.test'`,
    );
    expect(user).toMatchObject({ UserType: USER_TYPE.admin });
    expect(Boolean(user!.Verified)).toBe(false);
    const mails = await teams.sql<{ Template: string }>(
      `select "Template" from mail_outbox where "ToAddress" = 'bill@initech.test'`,
    );
    expect(mails.map((m) => m.Template)).toEqual(['verify-email']);
    const [member] = await teams.sql(`select 1 from company_members where "CompanyId" = ?`, CompanyId);
    expect(member).toBeDefined();
  });

  it('refuses a weak password or a taken address, and leaves no company behind', async () => {
    const before = await teams.sql(`select "Id" from companies`);
    expect((await trial('weak@initech.test', { Password: 'password' })).body.error_code).toBe(
      'PASSWORD_TOO_WEAK',
    );
    expect((await trial('bill@initech.test')).body.error_code).toBe('EMAIL_IN_USE');
    expect((await trial('x@initech.test', { AcceptTerms: false })).body.error_code).toBe(
      'REGISTRATION_INCOMPLETE',
    );
    expect(await teams.sql(`select "Id" from companies`)).toHaveLength(before.length);
  });

  it('is not there on the academy site', async () => {
    const reply = await server.call(calls.companies.startTrial, {
      CompanyName: 'X',
      FirstName: 'X',
      LastName: 'X',
      Email: 'x@x.test',
      Password: 'a long and unusual passphrase',
      AcceptTerms: true,
    });
    expect(reply.body.error_code).toBe('UNKNOWN_CALL');
  });

  it('invites by address and by CSV, mails each a link, counts them on the plan, and ends with the trial', async () => {
    const started = await trial('peter@initech.test', { CompanyName: 'Initech Two' });
    const { CompanyId } = started.body.data as { CompanyId: number };
    await teams.sql(`update users set "Verified" = true where "Email" = 'peter@initech.test'`);
    const token = await teams.signIn('peter@initech.test', 'a long and unusual passphrase');
    const csv = 'name;email\r\nMilton;milton@initech.test\r\nSamir;samir@initech.test\r\n';
    const reply = await teams.call(
      calls.companies.inviteUsers,
      { CompanyId, Emails: ['michael@initech.test'], Csv: csv },
      token,
    );
    expect(reply.status).toBe(200);
    expect((reply.body.data as { Invited: string[] }).Invited.sort()).toEqual([
      'michael@initech.test',
      'milton@initech.test',
      'samir@initech.test',
    ]);
    const mails = await teams.sql<{ Template: string; Body: string }>(
      `select "Template", "Body" from mail_outbox where "ToAddress" = 'milton@initech.test'`,
    );
    expect(mails[0]!.Template).toBe('invite');
    expect(mails[0]!.Body).toMatch(/\/password-recovery\/[\w-]{20,}/);
    const view = (await teams.call(calls.companies.getActiveCompany, {}, token)).body.data as ActiveCompany;
    expect(view.Meters.find((m) => m.Limit === 'users')?.Used).toBe(4);

    // The trial over, nobody more joins until a plan is chosen.
    teams.advance(31 * 86_400_000);
    const later = await teams.signIn('peter@initech.test', 'a long and unusual passphrase');
    const late = await teams.call(
      calls.companies.inviteUsers,
      { CompanyId, Emails: ['tom@initech.test'] },
      later,
    );
    expect(late.body).toMatchObject({ error_code: 'TRIAL_ENDED' });
    expect(await teams.sql(`select 1 from users where "Email" = 'tom@initech.test'`)).toHaveLength(0);
  });

  it('refuses an invitation batch that would pass the plan, inviting nobody', async () => {
    const started = await trial('joanna@initech.test', { CompanyName: 'Chotchkies' });
    const { CompanyId } = started.body.data as { CompanyId: number };
    await teams.sql(`update users set "Verified" = true where "Email" = 'joanna@initech.test'`);
    await teams.sql(`update plans set "MaxUsers" = 3 where "Key" = 'starter'`);
    const token = await teams.signIn('joanna@initech.test', 'a long and unusual passphrase');
    const emails = ['a@chotchkies.test', 'b@chotchkies.test', 'c@chotchkies.test'];
    const reply = await teams.call(calls.companies.inviteUsers, { CompanyId, Emails: emails }, token);
    expect(reply.body).toMatchObject({ error_code: 'PLAN_LIMIT_USERS', field: 'users' });
    expect(await teams.sql(`select 1 from users where "Email" like '%@chotchkies.test'`)).toHaveLength(0);
    await teams.sql(`update plans set "MaxUsers" = 50 where "Key" = 'starter'`);
  });
});
