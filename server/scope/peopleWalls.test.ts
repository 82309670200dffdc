// Companies are walls for people: a company's staff reach their company's members (and write to
// the school's staff), never another company's people nor the school's students; the school's
// staff reach everyone. A person across the wall is answered exactly like a person who does not
// exist, and nothing is stored or pushed. Teams server with companies A and B.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import * as calls from '../../shared/calls';
import type { LoggedEvent } from '../../shared/calls/events';
import type { UserRow } from '../../shared/calls/users';
import { SYSTEM_USER_ID } from '../../shared/messageRules';
import type { Message } from '../../shared/messages';
import {
  type ClientSocket,
  connected,
  type Reply,
  startServer,
  type TestServer,
  until,
} from '../test/harness';
import { insertPerson } from '../test/people';

let server: TestServer;
let schoolAdmin: string;
const SCHOOL_ADMIN = 1;
const SCHOOL_COACH = 2;
const SCHOOL_STUDENT = 3;
const NOBODY = 987_654;

/** Company A's and B's people (ids) and A's staff's tokens. */
let A: number;
let B: number;
const id = { aAdmin: 0, aCoach: 0, aStudent: 0, aMoved: 0, bCoach: 0, bStudent: 0 };
let aAdmin: string;
let aCoach: string;
let aStudent: string;
let bCoach: string;
let bStudent: string;
let aCourse: number;

let counter = 0;
const unique = (text: string) => `<p>${text} #${++counter}</p>`;

const person = (email: string, userType: number) => insertPerson(server, email, userType);

async function join(CompanyId: number, UserId: number): Promise<void> {
  const reply = await server.call(calls.companies.addCompanyMember, { CompanyId, UserId }, schoolAdmin);
  expect(reply.body.data).toEqual({ Added: true });
}

async function company(Name: string): Promise<number> {
  const reply = await server.call(
    calls.companies.saveCompany,
    { Name, PlanKey: 'professional' },
    schoolAdmin,
  );
  expect(reply.status).toBe(200);
  return (reply.body.data as { Id: number }).Id;
}

/** A course of the caller's company, coached by `coach`, open to `student`. */
async function courseOf(token: string, code: string, coach: number, student: number): Promise<number> {
  const made = await server.call(calls.editing.saveCourse, { Name: `Course ${code}`, Code: code }, token);
  expect(made.status).toBe(200);
  const courseId = (made.body.data as { Id: number }).Id;
  await server.sql(
    `insert into course_coaches ("CourseId", "UserId", "SortId") values (?, ?, 0)`,
    courseId,
    coach,
  );
  await server.sql(
    `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', '2026-01-01T00:00:00.000Z')`,
    student,
    courseId,
  );
  return courseId;
}

/** What a refusal says: two replies that must not be told apart. */
const refusal = (r: Reply) => ({
  status: r.status,
  outcome: r.body.status,
  error_code: r.body.error_code,
  message: (r.body as { message?: string }).message,
  field: r.body.field,
});

const messagesTo = async (userId: number) =>
  Number(
    (await server.sql<{ n: number }>(`select count(*) as n from messages where "ToUserId" = ?`, userId))[0]!
      .n,
  );

const send = (token: string, data: Record<string, unknown>) =>
  server.call(calls.messages.submitMessage, data, token);

beforeAll(async () => {
  server = await startServer({ TONIC_SITE: 'teams' });
  schoolAdmin = await server.signIn('admin@tonic.test');
  A = await company('Acme AB');
  B = await company('Globex Ltd');
  id.aAdmin = await person('admin@acme.test', USER_TYPE.admin);
  id.aCoach = await person('coach@acme.test', USER_TYPE.coach);
  id.aStudent = await person('learner@acme.test', USER_TYPE.student);
  id.aMoved = await person('mover@acme.test', USER_TYPE.student);
  id.bCoach = await person('coach@globex.test', USER_TYPE.coach);
  id.bStudent = await person('learner@globex.test', USER_TYPE.student);
  for (const p of [id.aAdmin, id.aCoach, id.aStudent, id.aMoved]) await join(A, p);
  for (const p of [id.bCoach, id.bStudent]) await join(B, p);
  aAdmin = await server.signIn('admin@acme.test');
  aCoach = await server.signIn('coach@acme.test');
  aStudent = await server.signIn('learner@acme.test');
  bCoach = await server.signIn('coach@globex.test');
  bStudent = await server.signIn('learner@globex.test');
  aCourse = await courseOf(aAdmin, 'ACME-1', id.aCoach, id.aStudent);
  await server.sql(
    `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', '2026-01-01T00:00:00.000Z')`,
    id.aMoved,
    aCourse,
  );
  const bAdminId = await person('admin@globex.test', USER_TYPE.admin);
  await join(B, bAdminId);
  await courseOf(await server.signIn('admin@globex.test'), 'GLOBEX-1', id.bCoach, id.bStudent);
});
afterAll(() => server.close());

describe('messaging inside the walls', () => {
  it('a company’s staff writing across the wall are answered like a missing recipient; nothing is stored or pushed', async () => {
    const socket: ClientSocket = server.connect(bStudent);
    const arrived: Message[] = [];
    socket.on('message:new', (e) => arrived.push(e.message as Message));
    await connected(socket);
    const cursor = (await server.call(calls.events.getEvents, {}, bStudent)).body.lastEventId as number;
    const before = await messagesTo(id.bStudent);
    for (const token of [aCoach, aAdmin]) {
      const missing = refusal(await send(token, { UserId: NOBODY, Message: unique('hello?') }));
      expect(missing).toMatchObject({ status: 403, error_code: 'RECIPIENT_NOT_ALLOWED', field: 'UserId' });
      for (const across of [id.bStudent, id.bCoach, SCHOOL_STUDENT]) {
        const reply = await send(token, { UserId: across, Message: unique('across the wall') });
        expect(refusal(reply), `to ${across}`).toEqual(missing);
      }
      const asEmail = await send(token, {
        UserId: id.bStudent,
        Message: unique('mail it'),
        SendAsEmail: true,
      });
      expect(refusal(asEmail)).toEqual(missing);
    }
    expect(await messagesTo(id.bStudent)).toBe(before);
    // Their own coach's message is the next thing B's student hears: nothing came before it.
    const sentinel = await send(bCoach, { UserId: id.bStudent, Message: unique('from your coach') });
    expect(sentinel.status).toBe(200);
    await until(() => arrived.length > 0);
    expect(arrived.map((m) => m.Id)).toEqual([(sentinel.body.data as Message).Id]);
    const caught = (await server.call(calls.events.getEvents, { After: cursor }, bStudent)).body
      .data as LoggedEvent[];
    expect(caught.filter((e) => e.type === 'message:new')).toHaveLength(1);
    expect(
      await server.sql(`select 1 from mail_outbox where "ToAddress" = 'learner@globex.test'`),
    ).toHaveLength(0);
    socket.disconnect();
  });

  it('a company’s staff write to their members and to the school’s staff; the school’s staff write to anyone', async () => {
    for (const token of [aCoach, aAdmin])
      for (const to of [id.aStudent, SCHOOL_ADMIN, SCHOOL_COACH]) {
        const reply = await send(token, { UserId: to, Message: unique('inside') });
        expect(reply.status, `to ${to}`).toBe(200);
      }
    for (const to of [id.aStudent, id.bStudent, id.bCoach, SCHOOL_STUDENT]) {
      const reply = await send(schoolAdmin, { UserId: to, Message: unique('from the school') });
      expect(reply.status, `to ${to}`).toBe(200);
    }
  });

  it('students keep their row rules and never cross: their coach yes, another company’s no', async () => {
    expect((await send(aStudent, { UserId: id.aCoach, Message: unique('question') })).status).toBe(200);
    const missing = refusal(await send(aStudent, { UserId: NOBODY, Message: unique('x') }));
    for (const to of [id.bCoach, id.bStudent, SCHOOL_STUDENT])
      expect(refusal(await send(aStudent, { UserId: to, Message: unique('x') })), `to ${to}`).toEqual(
        missing,
      );
    // B's coach wrote to nobody of A: B's student cannot write to A's coach, who never wrote either.
    expect(refusal(await send(bStudent, { UserId: id.aCoach, Message: unique('x') }))).toEqual(missing);
  });

  it('system messages are the school’s staff’s alone: a company’s admin (a trial’s too) is refused and nothing is stored', async () => {
    const trial = await server.call(calls.companies.startTrial, {
      CompanyName: 'Initech',
      FirstName: 'Bill',
      LastName: 'Lumbergh',
      Email: 'bill@initech.test',
      Password: 'a long and unusual passphrase',
      AcceptTerms: true,
    });
    expect(trial.status).toBe(200);
    await server.sql(`update users set "Verified" = true where "Email" = 'bill@initech.test'`);
    const trialAdmin = await server.signIn('bill@initech.test', 'a long and unusual passphrase');
    const before = await server.sql(`select "Id" from messages where "FromUserId" = ?`, SYSTEM_USER_ID);
    for (const token of [aAdmin, aCoach, trialAdmin]) {
      for (const to of [id.aStudent, id.bStudent, SCHOOL_STUDENT]) {
        const notice = await send(token, {
          UserId: to,
          SendAsNotification: true,
          Title: 'Notice',
          Message: unique('everyone listen'),
        });
        expect(refusal(notice)).toMatchObject({ status: 403, error_code: 'FORBIDDEN' });
        const forged = await send(token, {
          UserId: to,
          FromUserId: SYSTEM_USER_ID,
          Message: unique('as -1'),
        });
        expect(refusal(forged)).toMatchObject({ status: 403, error_code: 'FORBIDDEN', field: 'FromUserId' });
      }
    }
    expect(await server.sql(`select "Id" from messages where "FromUserId" = ?`, SYSTEM_USER_ID)).toEqual(
      before,
    );
    const notice = await send(schoolAdmin, {
      UserId: id.bStudent,
      SendAsNotification: true,
      Title: 'Maintenance',
      Message: unique('back soon'),
    });
    expect(notice.body.data).toMatchObject({ FromUserId: SYSTEM_USER_ID, ToUserId: id.bStudent });
  });

  it('get_contacts lists only people the caller may message', async () => {
    const contacts = async (token: string) =>
      ((await server.call(calls.messages.getContacts, {}, token)).body.data as { UserId: number }[]).map(
        (c) => c.UserId,
      );
    for (const [token, self] of [
      [aCoach, id.aCoach],
      [aAdmin, id.aAdmin],
    ] as const) {
      const theirs = await contacts(token);
      const others = [id.aAdmin, id.aCoach].filter((p) => p !== self);
      expect(theirs).toEqual(expect.arrayContaining([id.aStudent, SCHOOL_ADMIN, SCHOOL_COACH, ...others]));
      for (const across of [id.bStudent, id.bCoach, SCHOOL_STUDENT, 4, self])
        expect(theirs).not.toContain(across);
    }
    expect(await contacts(aStudent)).toEqual([id.aCoach]);
    const school = await contacts(schoolAdmin);
    expect(school).toEqual(expect.arrayContaining([SCHOOL_STUDENT, id.aStudent, id.bStudent]));
  });

  it('presence:watch and typing refuse people across the wall like unknown ids', async () => {
    const socket = server.connect(aAdmin);
    await connected(socket);
    const watch = await socket.emitWithAck('presence:watch', {
      UserIds: [id.aStudent, SCHOOL_COACH, id.bStudent, SCHOOL_STUDENT, NOBODY],
    });
    expect(watch).toMatchObject({ ok: true, data: { refused: [id.bStudent, SCHOOL_STUDENT, NOBODY] } });
    const watching = (watch as { data: { watching: { UserId: number }[] } }).data.watching.map(
      (w) => w.UserId,
    );
    expect(watching.sort((a, b) => a - b)).toEqual([SCHOOL_COACH, id.aStudent].sort((a, b) => a - b));
    const unknown = await socket.emitWithAck('typing', { ToUserId: NOBODY, Typing: true });
    expect(unknown).toEqual({ ok: false, error_code: 'RECIPIENT_NOT_ALLOWED' });
    for (const across of [id.bStudent, SCHOOL_STUDENT])
      expect(await socket.emitWithAck('typing', { ToUserId: across, Typing: true })).toEqual(unknown);
    expect(await socket.emitWithAck('typing', { ToUserId: id.aStudent, Typing: true })).toEqual({
      ok: true,
      data: { sent: true },
    });
    socket.disconnect();
    const school = server.connect(schoolAdmin);
    await connected(school);
    expect(
      await school.emitWithAck('presence:watch', { UserIds: [id.bStudent, id.aStudent, SCHOOL_STUDENT] }),
    ).toMatchObject({ ok: true, data: { refused: [] } });
    school.disconnect();
  });

  it('reading another person’s messages follows the wall', async () => {
    const missing = refusal(await server.call(calls.messages.getMessages, { UserId: NOBODY }, aAdmin));
    expect(missing).toMatchObject({ status: 404, error_code: 'NOT_FOUND', field: 'UserId' });
    for (const across of [id.bStudent, SCHOOL_STUDENT])
      expect(refusal(await server.call(calls.messages.getMessages, { UserId: across }, aAdmin))).toEqual(
        missing,
      );
    const member = await server.call(calls.messages.getMessages, { UserId: id.aStudent }, aAdmin);
    expect(member.status).toBe(200);
    // FromUserId only narrows the caller's own inbox: B's student's conversation with their coach stays theirs.
    const chat = await server.call(
      calls.messages.getMessages,
      { IsChat: true, FromUserId: id.bCoach, limit: 100 },
      aAdmin,
    );
    expect(
      (chat.body.data as Message[]).every((m) => m.ToUserId === id.aAdmin || m.FromUserId === id.aAdmin),
    ).toBe(true);
    const school = await server.call(
      calls.messages.getMessages,
      { UserId: id.bStudent, limit: 100 },
      schoolAdmin,
    );
    expect((school.body.data as Message[]).length).toBeGreaterThan(0);
  });

  it('the wall follows a person who moves to another company', async () => {
    const sent = await send(aCoach, { UserId: id.aMoved, Message: unique('welcome') });
    expect(sent.status).toBe(200);
    const messageId = (sent.body.data as Message).Id;
    const left = await server.call(
      calls.companies.removeCompanyMember,
      { CompanyId: A, UserId: id.aMoved },
      schoolAdmin,
    );
    expect(left.body.data).toEqual({ Removed: true });
    await join(B, id.aMoved);
    const missingMessage = refusal(
      await server.call(calls.messages.sendMessageAsEmail, { Id: 99_999_999 }, aCoach),
    );
    expect(refusal(await server.call(calls.messages.sendMessageAsEmail, { Id: messageId }, aCoach))).toEqual(
      missingMessage,
    );
    expect(refusal(await send(aCoach, { UserId: id.aMoved, Message: unique('still there?') }))).toEqual(
      refusal(await send(aCoach, { UserId: NOBODY, Message: unique('still there?') })),
    );
    const contacts = (await server.call(calls.messages.getContacts, {}, aCoach)).body.data as {
      UserId: number;
    }[];
    expect(contacts.map((c) => c.UserId)).not.toContain(id.aMoved);
    // Taking back what one sent stays possible: it reaches nobody new.
    const removed = await server.call(calls.messages.removeMessage, { Id: messageId }, aCoach);
    expect(removed.status).toBe(200);
  });
});

describe('people and companies', () => {
  it('a company’s staff see B’s and the school’s people as if they were not there, and change nothing of theirs', async () => {
    const list = await server.call(calls.users.getUsers, { limit: 100 }, aAdmin);
    const listed = (list.body.data as UserRow[]).map((u) => u.Id);
    for (const across of [id.bStudent, id.bCoach, SCHOOL_STUDENT, SCHOOL_ADMIN])
      expect(listed).not.toContain(across);
    expect(listed).toEqual(expect.arrayContaining([id.aStudent, id.aCoach]));
    expect(refusal(await server.call(calls.users.getUsers, { CompanyId: B }, aAdmin))).toEqual(
      refusal(await server.call(calls.users.getUsers, { CompanyId: NOBODY }, aAdmin)),
    );
    const attempts: [Parameters<TestServer['call']>[0], (who: number) => Record<string, unknown>][] = [
      [calls.users.getUser, (who) => ({ Id: who })],
      [calls.users.saveUser, (who) => ({ Id: who, City: 'Elsewhere' })],
      [calls.users.setUsersLocked, (who) => ({ UserIds: [who], Locked: true })],
      [calls.users.endUserSessions, (who) => ({ Id: who })],
      [calls.users.anonymiseUser, (who) => ({ Id: who })],
      [calls.users.grantCourseAccess, (who) => ({ UserIds: [who], CourseIds: [aCourse] })],
      [calls.users.revokeCourseAccess, (who) => ({ UserId: who, CourseId: aCourse })],
    ];
    for (const [contract, data] of attempts) {
      const missing = refusal(await server.call(contract, data(NOBODY), aAdmin));
      expect(missing.status, contract.req).toBe(404);
      for (const across of [id.bStudent, SCHOOL_STUDENT])
        expect(
          refusal(await server.call(contract, data(across), aAdmin)),
          `${contract.req} ${across}`,
        ).toEqual(missing);
    }
    const [b] = await server.sql<{ Locked: boolean | number; City: string | null; FirstName: string }>(
      `select "Locked", "City", "FirstName" from users where "Id" = ?`,
      id.bStudent,
    );
    expect({ ...b, Locked: Boolean(b!.Locked) }).toEqual({ Locked: false, City: null, FirstName: 'Pat' });
    // B's student is still signed in.
    expect((await server.call(calls.messages.getMessages, {}, bStudent)).status).toBe(200);
    const access = await server.sql(
      `select 1 from course_access where "UserId" = ? and "CourseId" = ?`,
      id.bStudent,
      aCourse,
    );
    expect(access).toHaveLength(0);
  });

  it('companies: B is missing to A’s admin; A’s admin pulls nobody of B or the school into A', async () => {
    for (const [contract, data] of [
      [calls.companies.getCompany, (c: number) => ({ Id: c })],
      [calls.companies.saveCompany, (c: number) => ({ Id: c, Name: 'Renamed' })],
      [calls.companies.inviteUsers, (c: number) => ({ CompanyId: c, Emails: ['new@nowhere.test'] })],
      [calls.companies.removeCompanyMember, (c: number) => ({ CompanyId: c, UserId: id.bStudent })],
      [calls.companies.addCompanyMember, (c: number) => ({ CompanyId: c, UserId: id.aStudent })],
    ] as const) {
      const missing = refusal(await server.call(contract, data(NOBODY), aAdmin));
      expect(missing.status, contract.req).toBe(404);
      expect(refusal(await server.call(contract, data(B), aAdmin)), contract.req).toEqual(missing);
    }
    expect(
      (await server.sql<{ Name: string }>(`select "Name" from companies where "Id" = ?`, B))[0]!.Name,
    ).toBe('Globex Ltd');
    // Removing someone who is not A's answers like removing nobody.
    expect(
      (await server.call(calls.companies.removeCompanyMember, { CompanyId: A, UserId: id.bStudent }, aAdmin))
        .body,
    ).toMatchObject({ data: { Removed: false } });
    expect(
      (await server.call(calls.companies.removeCompanyMember, { CompanyId: A, UserId: NOBODY }, aAdmin)).body,
    ).toMatchObject({ data: { Removed: false } });
    // Adding a known person is the school's staff's: refused, whoever it is.
    const add = await server.call(
      calls.companies.addCompanyMember,
      { CompanyId: A, UserId: id.bStudent },
      aAdmin,
    );
    expect(refusal(add)).toMatchObject({ status: 403, error_code: 'FORBIDDEN' });
    // Inviting a known address of B or of the school is refused for the whole batch; nobody joins.
    const invite = await server.call(
      calls.companies.inviteUsers,
      { CompanyId: A, Emails: ['fresh@acme.test', 'learner@globex.test', 'student@tonic.test'] },
      aAdmin,
    );
    expect(invite.body).toMatchObject({
      error_code: 'EMAIL_IN_USE',
      field: 'Emails',
      data: { Emails: ['learner@globex.test', 'student@tonic.test'] },
    });
    expect(await server.sql(`select 1 from users where "Email" = 'fresh@acme.test'`)).toHaveLength(0);
    const members = async () =>
      (
        await server.sql<{ UserId: number }>(`select "UserId" from company_members where "CompanyId" = ?`, A)
      ).map((m) => m.UserId);
    expect(await members()).not.toContain(id.bStudent);
    expect(await members()).not.toContain(SCHOOL_STUDENT);
    // A new address, and one of A's own, are theirs to invite.
    const fine = await server.call(
      calls.companies.inviteUsers,
      { CompanyId: A, Emails: ['fresh@acme.test', 'learner@acme.test'] },
      aAdmin,
    );
    expect(fine.body.data).toEqual({ Invited: ['fresh@acme.test'], Added: [] });
    // The school's staff add anyone.
    const school = await server.call(
      calls.companies.inviteUsers,
      { CompanyId: A, Emails: ['student2@tonic.test'] },
      schoolAdmin,
    );
    expect(school.body.data).toEqual({ Invited: [], Added: ['student2@tonic.test'] });
  });
});

describe('tasks, codes and statistics', () => {
  it('a task about B’s person or the school’s course is missing to A’s admin; new tasks name A’s own', async () => {
    expect(
      (
        await server.call(
          calls.messages.sendSupport,
          { Message: '<p>Globex learner needs help</p>' },
          bStudent,
        )
      ).status,
    ).toBe(200);
    const [bTask] = await server.sql<{ Id: number }>(
      `select "Id" from tasks where "Description" like '%Globex learner needs help%'`,
    );
    const schoolTask = await server.call(
      calls.tasks.createTask,
      { Task: { TaskType: 2, Description: 'About the school course', CourseId: 1 } },
      schoolAdmin,
    );
    expect(schoolTask.status).toBe(200);
    const schoolTaskId = (schoolTask.body.data as { Id: number }).Id;
    const missingGet = refusal(await server.call(calls.tasks.getTask, { Id: NOBODY }, aAdmin));
    const missingUpdate = refusal(
      await server.call(calls.tasks.updateTask, { Task: { Id: NOBODY, Note: 'mine now' } }, aAdmin),
    );
    for (const taskId of [bTask!.Id, schoolTaskId]) {
      expect(refusal(await server.call(calls.tasks.getTask, { Id: taskId }, aAdmin))).toEqual(missingGet);
      expect(
        refusal(
          await server.call(calls.tasks.updateTask, { Task: { Id: taskId, Note: 'mine now' } }, aAdmin),
        ),
      ).toEqual(missingUpdate);
    }
    expect(
      (await server.sql<{ Note: string }>(`select "Note" from tasks where "Id" = ?`, bTask!.Id))[0]!.Note,
    ).toBe('');
    const create = (Task: Record<string, unknown>) =>
      server.call(calls.tasks.createTask, { Task: { TaskType: 2, Description: 'x', ...Task } }, aAdmin);
    expect(refusal(await create({ UserId: id.bStudent }))).toEqual(refusal(await create({ UserId: NOBODY })));
    expect(refusal(await create({ UserId: SCHOOL_STUDENT }))).toMatchObject({
      status: 404,
      field: 'Task.UserId',
    });
    expect(refusal(await create({ CourseId: 1 }))).toEqual(refusal(await create({ CourseId: NOBODY })));
    expect(refusal(await create({}))).toMatchObject({ status: 400, field: 'Task.UserId' });
    const mine = await create({ UserId: id.aStudent });
    expect(mine.status).toBe(200);
    const mineId = (mine.body.data as { Id: number }).Id;
    // Given only to staff they reach: the school's coach is answered like nobody's staff.
    const give = (TaskOwner: number) =>
      server.call(calls.tasks.updateTask, { Task: { Id: mineId, TaskOwner } }, aAdmin);
    expect(refusal(await give(SCHOOL_COACH))).toEqual(refusal(await give(NOBODY)));
    expect(refusal(await give(id.bCoach))).toEqual(refusal(await give(NOBODY)));
    expect((await give(id.aCoach)).status).toBe(200);
    // The school's staff reach every task.
    expect((await server.call(calls.tasks.getTask, { Id: mineId }, schoolAdmin)).status).toBe(200);
    expect((await server.call(calls.tasks.getTask, { Id: bTask!.Id }, schoolAdmin)).status).toBe(200);
  });

  it('codes of the school’s courses are missing to A’s admin; statistics are the school’s', async () => {
    const made = await server.call(calls.codes.createCodes, { CourseIds: [1] }, schoolAdmin);
    expect(made.status).toBe(200);
    const [code] = made.body.data as { Id: number }[];
    expect(
      refusal(await server.call(calls.codes.saveCode, { Id: code!.Id, Status: 'inactive' }, aAdmin)),
    ).toEqual(refusal(await server.call(calls.codes.saveCode, { Id: NOBODY, Status: 'inactive' }, aAdmin)));
    expect(refusal(await server.call(calls.codes.createCodes, { CourseIds: [1] }, aAdmin))).toEqual(
      refusal(await server.call(calls.codes.createCodes, { CourseIds: [NOBODY] }, aAdmin)),
    );
    expect(
      (
        await server.sql<{ Status: string }>(
          `select "Status" from registration_codes where "Id" = ?`,
          code!.Id,
        )
      )[0]!.Status,
    ).toBe('active');
    expect((await server.call(calls.codes.createCodes, { CourseIds: [aCourse] }, aAdmin)).status).toBe(200);
    const period = { From: '2026-01-01', To: '2026-01-31' };
    expect(refusal(await server.call(calls.statistics.getStatistics, period, aAdmin))).toMatchObject({
      status: 403,
      error_code: 'FORBIDDEN',
    });
    expect((await server.call(calls.statistics.getStatistics, period, schoolAdmin)).status).toBe(200);
  });
});
