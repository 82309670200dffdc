// Companies are walls around their courses (teams variant): company A's staff reach neither
// company B's courses, parts, exams and certificates nor the school's own; every call about one
// answers exactly as for a missing id and changes nothing. The school's staff reach everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import type { CompanyRow } from '../../shared/calls/companies';
import type { CallContract } from '../../shared/calls/define';
import type { AdminCourse } from '../../shared/calls/editing';
import type { UserExam } from '../../shared/calls/exams';
import { rooms } from '../../shared/realtime';
import { type ClientSocket, connected, type Reply, startServer, type TestServer } from '../test/harness';
import { insertPerson } from '../test/people';

const MISSING = 999_999;
const SCHOOL_COURSE = 2;

let server: TestServer;
let admin: string;
let schoolCoach: string;
/** A's and B's staff and students, tokens and ids. */
const t: Record<string, string> = {};
const ids: Record<string, number> = {};
let courseA: number;
let courseB: number;
let partB: number;
let examB: number;
let certificateB: { Id: number; Code: string };

const call = (contract: CallContract, data: unknown, token: string) => server.call(contract, data, token);

const person = (email: string, userType: number) => insertPerson(server, email, userType);

async function ok(reply: Promise<Reply>): Promise<Reply> {
  const r = await reply;
  expect(r.body.status, JSON.stringify(r.body)).toBe('OK');
  return r;
}

/** What a caller can tell from an answer: everything but the time it was sent. */
function told(reply: Reply) {
  const { datetime: _at, ...body } = reply.body;
  return { status: reply.status, body };
}

/** B's course and what hangs on it, as stored: nothing of it may change. */
async function rowsOfB() {
  const of = (sql: string) => server.sql(sql, courseB);
  return {
    course: await of('select * from courses where "Id" = ?'),
    parts: await of('select * from course_parts where "CourseId" = ? order by "Id"'),
    blocks: await of(
      'select b.* from blocks b join course_parts p on p."Id" = b."PartId" where p."CourseId" = ? order by b."Id"',
    ),
    coaches: await of('select * from course_coaches where "CourseId" = ? order by "UserId"'),
    access: await of('select * from course_access where "CourseId" = ? order by "UserId"'),
    exams: await of('select * from user_exams where "CourseId" = ? order by "UserExamId"'),
    certificates: await of('select * from certificates where "CourseId" = ? order by "Id"'),
    // A holder's own sockets coming and going mark their locks offline: presence, not an edit.
    locks: await of(
      'select "CoursePartId", "HolderUserId", "GrantedAt", "LastActivityAt" from course_locks where "CourseId" = ? order by "CoursePartId"',
    ),
  };
}

beforeAll(async () => {
  server = await startServer({ TONIC_SITE: 'teams' });
  admin = await server.signIn('admin@tonic.test');
  schoolCoach = await server.signIn('coach@tonic.test');
  const company = async (Name: string) =>
    (
      (await ok(call(calls.companies.saveCompany, { Name, PlanKey: 'professional' }, admin))).body
        .data as CompanyRow
    ).Id;
  const a = await company('Acme AB');
  const b = await company('Brightside Ltd');
  for (const [key, c, type] of [
    ['adminA', a, 2],
    ['coachA', a, 8],
    ['studentA', a, 1],
    ['adminB', b, 2],
    ['coachB', b, 8],
    ['studentB', b, 1],
  ] as const) {
    ids[key] = await person(`${key.toLowerCase()}@walls.test`, type);
    await ok(call(calls.companies.addCompanyMember, { CompanyId: c, UserId: ids[key] }, admin));
    t[key] = await server.signIn(`${key.toLowerCase()}@walls.test`);
  }

  const newCourse = async (token: string, Code: string) =>
    (
      (await ok(call(calls.editing.saveCourse, { Name: `Course ${Code}`, Code }, token))).body
        .data as AdminCourse
    ).Id;
  courseA = await newCourse(t.adminA!, 'WALL-A');
  courseB = await newCourse(t.adminB!, 'WALL-B');

  // B's course gets a published exam part, taken and submitted by B's student.
  await ok(call(calls.editing.lockCourse, { CourseId: courseB }, t.adminB!));
  partB = (
    (await ok(call(calls.editing.addCoursePart, { Id: courseB, PostType: 3, Name: 'Quiz' }, t.adminB!))).body
      .data as { Id: number }
  ).Id;
  await ok(
    call(
      calls.editing.saveCoursePart,
      { CourseId: courseB, CoursePartId: partB, Published: true },
      t.adminB!,
    ),
  );
  await ok(
    call(
      calls.exams.saveExamQuestions,
      { CourseId: courseB, CoursePartId: partB, Questions: [{ Id: 'q', Kind: 'text', Text: 'Why?' }] },
      t.adminB!,
    ),
  );
  await ok(call(calls.editing.closeCourse, { CourseId: courseB }, t.adminB!));
  await ok(call(calls.users.grantCourseAccess, { UserIds: [ids.studentB], CourseIds: [courseB] }, t.adminB!));
  examB = (
    (await ok(call(calls.exams.startUserExam, { CourseId: courseB, CoursePartId: partB }, t.studentB!))).body
      .data as UserExam
  ).UserExamId;
  await ok(call(calls.exams.submitUserExam, { UserExamId: examB, Answers: { q: 'Because.' } }, t.studentB!));
  const [certificate] = await server.sql<{ Id: number; Code: string }>(
    `insert into certificates ("UserId", "CourseId", "Code", "IssuedAt") values (?, ?, 'TNC-WALL-BBBB', '2026-01-02T00:00:00.000Z') returning "Id", "Code"`,
    ids.studentB,
    courseB,
  );
  certificateB = certificate!;
});
afterAll(() => server.close());

/** A call on B's row and on a missing id, by A's admin and coach: told the same, nothing changed. */
async function walled(contract: CallContract, onB: unknown, onMissing: unknown) {
  const before = await rowsOfB();
  for (const who of ['adminA', 'coachA']) {
    const theirs = told(await call(contract, onB, t[who]!));
    const missing = told(await call(contract, onMissing, t[who]!));
    expect(theirs, `${contract.req} by ${who}`).toEqual(missing);
  }
  expect(await rowsOfB()).toEqual(before);
}

describe("another company's course", () => {
  it('is not opened, nor its parts or coaches', async () => {
    await walled(calls.courses.getCourse, { CourseId: courseB }, { CourseId: MISSING });
    await walled(
      calls.courses.getCoursePart,
      { CourseId: courseB, CoursePartId: partB },
      { CourseId: MISSING, CoursePartId: partB },
    );
    await walled(calls.courses.getCoaches, { CourseId: courseB }, { CourseId: MISSING });
    expect((await call(calls.courses.getCourse, { CourseId: courseB }, t.adminA!)).body.error_code).toBe(
      'NO_COURSE_ACCESS',
    );
  });

  it('is not locked, and its lock is not released nor kept alive by them', async () => {
    await walled(calls.editing.lockCourse, { CourseId: courseB }, { CourseId: MISSING });
    await walled(
      calls.editing.lockCourse,
      { CourseId: courseB, CoursePartId: partB },
      { CourseId: MISSING, CoursePartId: partB },
    );
    // Even a lock A's admin holds (left from before a change of companies) opens nothing. It is
    // fresh, so the idle sweeper leaves it be for the length of the test.
    const now = new Date().toISOString();
    let socket: ClientSocket | undefined;
    await server.sql(
      `insert into course_locks ("CourseId", "CoursePartId", "HolderUserId", "GrantedAt", "LastActivityAt") values (?, 0, ?, ?, ?)`,
      courseB,
      ids.adminA,
      now,
      now,
    );
    try {
      await walled(calls.editing.closeCourse, { CourseId: courseB }, { CourseId: MISSING });
      socket = server.connect(t.adminA!);
      await connected(socket);
      const before = await rowsOfB();
      expect(await socket.emitWithAck('lock:activity', { CourseId: courseB, CoursePartId: 0 })).toEqual(
        await socket.emitWithAck('lock:activity', { CourseId: MISSING, CoursePartId: 0 }),
      );
      expect(await rowsOfB()).toEqual(before);
      // The socket stays: a holder without one loses the lock after the disconnect grace period.

      // Every edit answers like one of a missing course, the lock notwithstanding.
      await walled(
        calls.editing.saveCourse,
        { Id: courseB, Name: 'Taken over', Code: 'WALL-B' },
        { Id: MISSING, Name: 'Taken over', Code: 'WALL-B' },
      );
      await walled(
        calls.editing.addCoursePart,
        { Id: courseB, PostType: 1, Name: 'Intruder' },
        { Id: MISSING, PostType: 1, Name: 'Intruder' },
      );
      await walled(
        calls.editing.saveCoursePart,
        { CourseId: courseB, CoursePartId: partB, Name: 'Renamed' },
        { CourseId: MISSING, CoursePartId: partB, Name: 'Renamed' },
      );
      await walled(
        calls.editing.savePartBlocks,
        { CourseId: courseB, CoursePartId: partB, Blocks: [{ BlockType: 'Text', Content: '<p>x</p>' }] },
        { CourseId: MISSING, CoursePartId: partB, Blocks: [{ BlockType: 'Text', Content: '<p>x</p>' }] },
      );
      await walled(
        calls.editing.saveSortedCourseParts,
        { CourseId: courseB, SortedItems: [partB] },
        { CourseId: MISSING, SortedItems: [partB] },
      );
      await walled(
        calls.editing.removeCoursePart,
        { CourseId: courseB, CoursePartId: partB },
        { CourseId: MISSING, CoursePartId: partB },
      );
      await walled(
        calls.editing.addFooterCoachText,
        { CourseId: courseB, UserId: ids.coachA },
        { CourseId: MISSING, UserId: ids.coachA },
      );
      await walled(
        calls.exams.getExamQuestions,
        { CourseId: courseB, CoursePartId: partB },
        { CourseId: MISSING, CoursePartId: partB },
      );
      await walled(
        calls.exams.saveExamQuestions,
        { CourseId: courseB, CoursePartId: partB, Questions: [] },
        { CourseId: MISSING, CoursePartId: partB, Questions: [] },
      );
    } finally {
      socket?.disconnect();
      await server.sql('delete from course_locks where "CourseId" = ?', courseB);
    }
  });

  it('is not watched live', async () => {
    const socket = server.connect(t.coachA!);
    await connected(socket);
    const theirs = await socket.emitWithAck('course:watch', { CourseId: courseB, Watch: true });
    expect(theirs).toEqual(await socket.emitWithAck('course:watch', { CourseId: MISSING, Watch: true }));
    expect(theirs).toMatchObject({ ok: false, error_code: 'NO_COURSE_ACCESS' });
    expect(await server.app.realtime.sockets.io.in(rooms.course(courseB)).fetchSockets()).toHaveLength(0);
    // Their own course they watch.
    expect(await socket.emitWithAck('course:watch', { CourseId: courseA, Watch: true })).toMatchObject({
      ok: true,
    });
    socket.disconnect();
  });

  it('is not listed, nor is the school’s own course', async () => {
    for (const who of ['adminA', 'coachA']) {
      const listed = (await ok(call(calls.editing.getCourses, {}, t[who]!))).body.data as AdminCourse[];
      expect(listed.map((c) => c.Id)).toEqual([courseA]);
      const mine = (await ok(call(calls.courses.getMyCourses, {}, t[who]!))).body.data as { Id: number }[];
      expect(mine.map((c) => c.Id)).toEqual([courseA]);
    }
    await walled(calls.courses.getCourse, { CourseId: SCHOOL_COURSE }, { CourseId: MISSING });
  });

  it('is neither granted nor revoked by them', async () => {
    await walled(
      calls.users.grantCourseAccess,
      { UserIds: [ids.studentA], CourseIds: [courseB] },
      { UserIds: [ids.studentA], CourseIds: [MISSING] },
    );
    // The school's admin lets A's student take B's course; A's staff cannot take it away.
    await ok(call(calls.users.grantCourseAccess, { UserIds: [ids.studentA], CourseIds: [courseB] }, admin));
    await walled(
      calls.users.revokeCourseAccess,
      { UserId: ids.studentA, CourseId: courseB },
      { UserId: ids.studentA, CourseId: MISSING },
    );
    // Their own course they grant.
    expect(
      (
        await ok(
          call(calls.users.grantCourseAccess, { UserIds: [ids.studentA], CourseIds: [courseA] }, t.adminA!),
        )
      ).body.data,
    ).toEqual({ Granted: 1 });
  });

  it('gets none of their coaches, nor of the school’s', async () => {
    const named = (coach: number) =>
      call(
        calls.editing.saveCourse,
        { Id: courseA, Name: 'Course WALL-A', Code: 'WALL-A', Coaches: [coach] },
        t.adminA!,
      );
    await ok(call(calls.editing.lockCourse, { CourseId: courseA }, t.adminA!));
    try {
      const missing = told(await named(MISSING));
      expect(missing.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Coaches' });
      const schoolCoachId = (
        await server.sql<{ Id: number }>(`select "Id" from users where "Email" = 'coach@tonic.test'`)
      )[0]!.Id;
      expect(told(await named(ids.coachB!))).toEqual(missing);
      expect(told(await named(schoolCoachId))).toEqual(missing);
      const own = (await ok(named(ids.coachA!))).body.data as AdminCourse;
      expect(own.Coaches).toEqual([ids.coachA]);
    } finally {
      await ok(call(calls.editing.closeCourse, { CourseId: courseA }, t.adminA!));
    }
  });
});

describe("another company's exams and certificates", () => {
  it('exams are neither read nor graded', async () => {
    await walled(calls.exams.getExamReview, { UserExamId: examB }, { UserExamId: MISSING });
    await walled(calls.exams.getUserExam, { UserExamId: examB }, { UserExamId: MISSING });
    const grade = { Score: 100, Passed: true, Feedback: 'Fine.' };
    await walled(
      calls.exams.gradeUserExam,
      { UserExamId: examB, ...grade },
      { UserExamId: MISSING, ...grade },
    );
  });

  it('a certificate is not revoked', async () => {
    await walled(
      calls.rewards.setCertificateStatus,
      { Id: certificateB.Id, Active: false },
      { Id: MISSING, Active: false },
    );
    const verified = await server.call(calls.rewards.verifyCertificate, { Code: certificateB.Code });
    expect(verified.body.data).toMatchObject({ Status: 'active' });
  });

  it('a certificate’s PDF is answered like an unknown code', async () => {
    const pdf = async (code: string, token: string) => {
      const res = await fetch(`${server.url}/api/certificates/${code}.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };
    for (const who of ['adminA', 'coachA']) {
      const theirs = await pdf(certificateB.Code, t[who]!);
      expect(theirs.status).toBe(404);
      const { datetime: _a, ...body } = JSON.parse(theirs.body) as Record<string, unknown>;
      const unknown = JSON.parse((await pdf('TNC-NONE-NONE', t[who]!)).body) as Record<string, unknown>;
      const { datetime: _b, ...unknownBody } = unknown;
      expect(body).toEqual(unknownBody);
    }
    for (const token of [admin, t.adminB!, t.studentB!]) {
      const reached = await pdf(certificateB.Code, token);
      expect(reached.status).toBe(200);
      expect(reached.type).toBe('application/pdf');
    }
  });
});

describe('another person’s invoice', () => {
  it('its PDF is answered to a company’s admin like a missing invoice', async () => {
    const customer = await ok(
      call(
        calls.customers.saveCustomer,
        {
          Kind: 'person',
          Name: 'Pat Person',
          Country: 'SE',
          Street: 'Storgatan 1',
          PostalCode: '111 22',
          City: 'Stockholm',
        },
        admin,
      ),
    );
    const draft = await ok(
      call(
        calls.invoices.saveInvoice,
        {
          CustomerId: (customer.body.data as { Id: number }).Id,
          RecipientUserId: ids.studentB,
          Currency: 'EUR',
          Lines: [{ Description: 'Lessons', Quantity: 1, UnitPriceMinor: 100 }],
        },
        admin,
      ),
    );
    const order = await ok(
      call(calls.invoices.sendInvoice, { Id: (draft.body.data as { Id: number }).Id }, admin),
    );
    const invoiceId = (order.body.data as { Id: number }).Id;
    const pdf = async (id: number, token: string) => {
      const res = await fetch(`${server.url}/api/invoices/${id}.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      return { status: res.status, type: res.headers.get('content-type'), text };
    };
    const body = (text: string) => {
      const { datetime: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    for (const who of ['adminA', 'adminB', 'coachA']) {
      const theirs = await pdf(invoiceId, t[who]!);
      const missing = await pdf(MISSING, t[who]!);
      expect(theirs.status, who).toBe(404);
      expect(body(theirs.text)).toEqual(body(missing.text));
    }
    for (const token of [admin, t.studentB!])
      expect((await pdf(invoiceId, token)).type).toBe('application/pdf');
  });
});

describe("the school's staff", () => {
  it('reach every company’s courses, exams and certificates', async () => {
    for (const course of [courseA, courseB, SCHOOL_COURSE])
      await ok(call(calls.courses.getCourse, { CourseId: course }, schoolCoach));
    const listed = (await ok(call(calls.editing.getCourses, {}, admin))).body.data as AdminCourse[];
    expect(listed.map((c) => c.Id)).toEqual(expect.arrayContaining([courseA, courseB, SCHOOL_COURSE]));
    await ok(call(calls.exams.getExamReview, { UserExamId: examB }, admin));
    await ok(call(calls.editing.lockCourse, { CourseId: courseB }, admin));
    await ok(
      call(calls.editing.saveCoursePart, { CourseId: courseB, CoursePartId: partB, Name: 'Quiz one' }, admin),
    );
    await ok(call(calls.editing.closeCourse, { CourseId: courseB }, admin));
    const revoked = await ok(
      call(calls.rewards.setCertificateStatus, { Id: certificateB.Id, Active: false }, admin),
    );
    expect(revoked.body.data).toMatchObject({ Status: 'inactive' });
    await ok(call(calls.rewards.setCertificateStatus, { Id: certificateB.Id, Active: true }, admin));
  });

  it('and B’s own staff reach B’s course as before', async () => {
    await ok(call(calls.courses.getCourse, { CourseId: courseB }, t.coachB!));
    await ok(call(calls.exams.getExamReview, { UserExamId: examB }, t.coachB!));
    const listed = (await ok(call(calls.editing.getCourses, {}, t.adminB!))).body.data as AdminCourse[];
    expect(listed.map((c) => c.Id)).toEqual([courseB]);
  });
});
