// Companies are walls (docs/architecture.md "Scope"): for every call in the registry and every
// logged event type, what company A's people reach of company B's rows and of the school's own.
// The case table below is the documentation of each call's scope: a call without a case fails,
// so a new call cannot forget its wall; an event type without an audience rule fails likewise.
// One teams server and one world for the whole file; the world is made through the real calls
// (raw SQL only for people's rows, which no call makes with a password).
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule, CallScope } from '../../shared/access';
import * as calls from '../../shared/calls';
import { ALL_CALLS } from '../../shared/calls';
import type { CallContract } from '../../shared/calls/define';
import type { EventLogRow } from '../../shared/calls/statistics';
import { type LoggedEventName, rooms, type ServerEventName, serverEventSchemas } from '../../shared/realtime';
import * as schema from '../db/schema';
import {
  type ClientSocket,
  connected,
  eventsAfter,
  type Reply,
  startServer,
  type TestServer,
  until,
} from '../test/harness';
import { type AudienceSubjects, audiences, roomsOfEvent } from './audience';

/** An id no row has (within every id's validation range). */
const MISSING = 2_000_000_000;
const TRIAL_PASSWORD = 'a long and unusual passphrase';
/** Generous for a busy 2-core machine, but bounded. */
const WAIT_MS = 20_000;

let server: TestServer;

// --- The world -----------------------------------------------------------------------------

interface Person {
  id: number;
  token: string;
  email: string;
}

interface World {
  school: {
    admin: Person;
    coach: Person;
    student: Person;
    course: number;
    part: number;
    task: number;
    code: { Id: number; Code: string };
  };
  a: { company: number; admin: Person; coach: Person; student: Person; course: number };
  b: {
    company: number;
    admin: Person;
    coach: Person;
    student: Person;
    course: number;
    /** Two lessons of B's course. */
    parts: [number, number];
    examPart: number;
    /** B's student's exam, submitted and waiting for review. */
    exam: number;
    reviewTask: number;
    /** A second course of B's, given by B's code. */
    course2: number;
    course2Part: number;
    task: number;
    code: { Id: number; Code: string };
    certificate: { Id: number; Code: string };
    /** B's student's message to B's coach. */
    message: number;
  };
  /** A company on its free trial, with its first admin and one invited member. */
  trial: { company: number; admin: Person; member: number };
}

let w: World;

/** Webhook endpoints of B's and of the school's (inactive). */
let hooks: { b: number; school: number };
const hookInput = (path: string, Id?: number) => ({
  ...(Id !== undefined && { Id }),
  Url: `http://127.0.0.1:9/${path}`,
  Events: ['task:changed'],
  Active: false,
});
/** A's admin naming B's or the school's endpoint, then a missing one. */
const hookProbes = (input: (Id: number) => unknown) => () => [
  probe('B’s endpoint', input(hooks.b), input(MISSING)),
  probe('the school’s endpoint', input(hooks.school), input(MISSING)),
];

function okData<T>(reply: Reply, what: string): T {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

async function run<T>(contract: CallContract, data: unknown, token: string, what: string): Promise<T> {
  return okData<T>(await server.call(contract, data, token), what);
}

/** A person's row (no call makes one with a password), signed in. */
async function person(email: string, FirstName: string, LastName: string, UserType: number): Promise<Person> {
  const [hash] = await server.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
  );
  const [row] = await server.sql<{ Id: number }>(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt")
     values (?, ?, ?, ?, ?, ?, true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
    email,
    email,
    hash!.PasswordHash,
    FirstName,
    LastName,
    UserType,
  );
  return { id: row!.Id, email, token: await server.signIn(email) };
}

async function schoolPerson(email: string): Promise<Person> {
  const [row] = await server.sql<{ Id: number }>(`select "Id" from users where "Email" = ?`, email);
  return { id: row!.Id, email, token: await server.signIn(email) };
}

async function company(name: string, admin: string): Promise<number> {
  return (
    await run<{ Id: number }>(
      calls.companies.saveCompany,
      { Name: name, PlanKey: 'professional' },
      admin,
      name,
    )
  ).Id;
}

async function staffOf(companyId: number, prefix: string, domain: string, last: string, schoolAdmin: string) {
  const made = {
    admin: await person(`admin@${domain}`, `${prefix}-Admin`, last, 2),
    coach: await person(`coach@${domain}`, `${prefix}-Coach`, last, 8),
    student: await person(`student@${domain}`, `${prefix}-Student`, last, 1),
  };
  for (const p of Object.values(made))
    await run(calls.companies.addCompanyMember, { CompanyId: companyId, UserId: p.id }, schoolAdmin, p.email);
  return made;
}

/** A course of the caller's company with published parts, made under its edit lock. */
async function courseWithParts(
  token: string,
  settings: { Name: string; Code: string; Coaches: number[] },
  parts: { Name: string; PostType: number }[],
): Promise<{ course: number; parts: number[] }> {
  const course = (
    await run<{ Id: number }>(
      calls.editing.saveCourse,
      { ...settings, CertificateTemplate: 'classic' },
      token,
      settings.Name,
    )
  ).Id;
  await run(calls.editing.lockCourse, { CourseId: course }, token, 'lock');
  const ids: number[] = [];
  for (const part of parts) {
    const id = (
      await run<{ Id: number }>(calls.editing.addCoursePart, { Id: course, ...part }, token, part.Name)
    ).Id;
    await run(
      calls.editing.saveCoursePart,
      { CourseId: course, CoursePartId: id, Name: part.Name, Published: 1 },
      token,
      'publish',
    );
    ids.push(id);
  }
  return { course, parts: ids };
}

async function makeWorld(): Promise<World> {
  const admin = await schoolPerson('admin@tonic.test');
  const coach = await schoolPerson('coach@tonic.test');
  const student = await schoolPerson('student@tonic.test');
  const [onboarding] = await server.sql<{ Id: number }>(`select "Id" from courses where "Code" = 'ONB-101'`);
  const [onboardingPart] = await server.sql<{ Id: number }>(
    `select "Id" from course_parts where "CourseId" = ? order by "SortId", "Id"`,
    onboarding!.Id,
  );
  const schoolTask = (
    await run<{ Id: number }>(
      calls.messages.sendSupport,
      { Message: '<p>School needs help</p>' },
      student.token,
      'school task',
    )
  ).Id;
  const [schoolCode] = await run<{ Id: number; Code: string }[]>(
    calls.codes.createCodes,
    { CourseIds: [onboarding!.Id], Description: 'School code' },
    admin.token,
    'school code',
  );

  const A = await company('Alpha Wall AB', admin.token);
  const B = await company('Beta Wall AB', admin.token);
  const a = await staffOf(A, 'Alma', 'alpha.test', 'Alphason', admin.token);
  const b = await staffOf(B, 'Bea', 'beta.test', 'Betason', admin.token);

  const alpha = await courseWithParts(
    a.admin.token,
    { Name: 'Alpha Course', Code: 'ALPHA-1', Coaches: [a.coach.id] },
    [{ Name: 'Alpha Lesson', PostType: 1 }],
  );
  await run(calls.editing.closeCourse, { CourseId: alpha.course }, a.admin.token, 'unlock');
  await run(
    calls.users.grantCourseAccess,
    { UserIds: [a.student.id], CourseIds: [alpha.course] },
    a.admin.token,
    'grant A',
  );
  await run(calls.messages.sendSupport, { Message: '<p>Alpha needs help</p>' }, a.student.token, 'A task');

  const beta = await courseWithParts(
    b.admin.token,
    { Name: 'Beta Course', Code: 'BETA-1', Coaches: [b.coach.id] },
    [
      { Name: 'Beta Lesson One', PostType: 1 },
      { Name: 'Beta Lesson Two', PostType: 1 },
      { Name: 'Beta Exam', PostType: 3 },
    ],
  );
  const [lessonOne, lessonTwo, examPart] = beta.parts as [number, number, number];
  await run(
    calls.editing.savePartBlocks,
    {
      CourseId: beta.course,
      CoursePartId: lessonOne,
      Blocks: [{ BlockType: 'Text', Content: '<p>Beta content</p>' }],
    },
    b.admin.token,
    'blocks',
  );
  await run(
    calls.exams.saveExamQuestions,
    {
      CourseId: beta.course,
      CoursePartId: examPart,
      Questions: [{ Id: 'q1', Kind: 'single', Text: 'Beta?', Options: ['yes', 'no'], Correct: [0] }],
    },
    b.admin.token,
    'exam questions',
  );
  await run(calls.editing.closeCourse, { CourseId: beta.course }, b.admin.token, 'unlock');
  const advanced = await courseWithParts(
    b.admin.token,
    { Name: 'Beta Advanced', Code: 'BETA-2', Coaches: [b.coach.id] },
    [{ Name: 'Beta Advanced Lesson', PostType: 1 }],
  );
  await run(calls.editing.closeCourse, { CourseId: advanced.course }, b.admin.token, 'unlock');
  const owners = await server.sql<{ Id: number; CompanyId: number | null }>(
    `select "Id", "CompanyId" from courses where "Id" in (?, ?, ?)`,
    alpha.course,
    beta.course,
    advanced.course,
  );
  expect(Object.fromEntries(owners.map((o) => [o.Id, o.CompanyId]))).toEqual({
    [alpha.course]: A,
    [beta.course]: B,
    [advanced.course]: B,
  });

  await run(
    calls.users.grantCourseAccess,
    { UserIds: [b.student.id], CourseIds: [beta.course] },
    b.admin.token,
    'grant B',
  );
  const exam = (
    await run<{ UserExamId: number }>(
      calls.exams.startUserExam,
      { CourseId: beta.course, CoursePartId: examPart },
      b.student.token,
      'start exam',
    )
  ).UserExamId;
  await run(
    calls.exams.submitUserExam,
    { UserExamId: exam, Answers: { q1: [0] } },
    b.student.token,
    'submit exam',
  );
  const [reviewTask] = await server.sql<{ Id: number }>(
    `select "Id" from tasks where "UserId" = ? and "TaskType" = 13`,
    b.student.id,
  );
  for (const part of beta.parts)
    await run(
      calls.courses.updateVideoPlay,
      { CourseId: beta.course, CoursePartId: part },
      b.student.token,
      'progress',
    );
  const [certificate] = await run<{ Id: number; Code: string }[]>(
    calls.rewards.getMyCertificates,
    {},
    b.student.token,
    'certificate',
  );
  const task = (
    await run<{ Id: number }>(
      calls.messages.sendSupport,
      { Message: '<p>Beta needs help</p>' },
      b.student.token,
      'B task',
    )
  ).Id;
  const [code] = await run<{ Id: number; Code: string }[]>(
    calls.codes.createCodes,
    { CourseIds: [advanced.course], Description: 'Beta code' },
    b.admin.token,
    'B code',
  );
  const message = (
    await run<{ Id: number }>(
      calls.messages.submitMessage,
      { UserId: b.coach.id, Message: '<p>Beta question</p>' },
      b.student.token,
      'B message',
    )
  ).Id;

  const trial = okData<{ CompanyId: number }>(
    await server.call(calls.companies.startTrial, {
      CompanyName: 'Gamma Trial AB',
      FirstName: 'Gus',
      LastName: 'Gammason',
      Email: 'owner@gamma.test',
      Password: TRIAL_PASSWORD,
      AcceptTerms: true,
    }),
    'trial',
  );
  await server.sql(`update users set "Verified" = true where "Email" = 'owner@gamma.test'`);
  const trialAdmin = await server.signIn('owner@gamma.test', TRIAL_PASSWORD);
  await run(
    calls.companies.inviteUsers,
    { CompanyId: trial.CompanyId, Emails: ['member@gamma.test'] },
    trialAdmin,
    'invite',
  );
  const [member] = await server.sql<{ Id: number }>(
    `select "Id" from users where "Email" = 'member@gamma.test'`,
  );
  const [owner] = await server.sql<{ Id: number }>(
    `select "Id" from users where "Email" = 'owner@gamma.test'`,
  );

  return {
    school: {
      admin,
      coach,
      student,
      course: onboarding!.Id,
      part: onboardingPart!.Id,
      task: schoolTask,
      code: schoolCode!,
    },
    a: { company: A, ...a, course: alpha.course },
    b: {
      company: B,
      ...b,
      course: beta.course,
      parts: [lessonOne, lessonTwo],
      examPart,
      exam,
      reviewTask: reviewTask!.Id,
      course2: advanced.course,
      course2Part: advanced.parts[0]!,
      task,
      code: code!,
      certificate: certificate!,
      message,
    },
    trial: {
      company: trial.CompanyId,
      admin: { id: owner!.Id, email: 'owner@gamma.test', token: trialAdmin },
      member: member!.Id,
    },
  };
}

/** Text that only B's rows carry: none of it may show in A's lists. */
function bMarks(): string[] {
  return [
    '@beta.test',
    'Betason',
    'Beta Wall AB',
    'Beta Course',
    'BETA-1',
    'Beta Advanced',
    'BETA-2',
    'Beta needs help',
    'Beta question',
    w.b.code.Code,
    w.b.certificate.Code,
  ];
}

/** Text that only the school's own rows carry. */
function schoolMarks(): string[] {
  return [
    '@tonic.test',
    'Workplace Onboarding',
    'ONB-101',
    'School needs help',
    'School code',
    w.school.code.Code,
  ];
}

beforeAll(async () => {
  // Messages are sent in bursts here; the per-sender limit is not what this file tests.
  server = await startServer({
    TONIC_SITE: 'teams',
    TONIC_MESSAGE_RATE: '1000',
    // The webhook endpoints below point at this machine (inactive: nothing is sent).
    TONIC_WEBHOOKS_ALLOW_PRIVATE: 'true',
  });
  w = await makeWorld();
  hooks = {
    b: (await run<{ Id: number }>(calls.webhooks.saveWebhook, hookInput('b'), w.b.admin.token, 'B hook')).Id,
    school: (
      await run<{ Id: number }>(calls.webhooks.saveWebhook, hookInput('school'), w.school.admin.token, 'hook')
    ).Id,
  };
}, 180_000);
afterAll(() => server.close());

// --- Whether anything changed --------------------------------------------------------------

const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((t): t is SQLiteTable => is(t, SQLiteTable))
  .map((t) => getTableName(t));

/** Columns that move without any call (sign-ins, sockets closing, the mailer), and derived tables. */
const MOVING: Record<string, readonly string[]> = {
  sessions: ['LastUsedAt'],
  users: ['LastSeen'],
  course_locks: ['HolderOfflineSince'],
  mail_outbox: ['Status', 'Attempts', 'NextAttemptAt', 'LastError', 'FilePath', 'SentAt'],
  // The node's heartbeat (PostgreSQL), every few seconds whatever the calls.
  cluster_nodes: ['HeartbeatAt'],
};
const DERIVED = new Set(['statistics_days']);

type Snapshot = Map<string, string[]>;

/** Every row of every table (less the moving columns), as sorted JSON lines. */
async function snapshot(): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of TABLES) {
    if (DERIVED.has(table)) continue;
    const moving = MOVING[table] ?? [];
    const rows = await server.sql<Record<string, unknown>>(`select * from "${table}"`);
    out.set(
      table,
      rows
        .map((row) =>
          JSON.stringify(
            Object.entries(row)
              .filter(([column]) => !moving.includes(column))
              .sort(([x], [y]) => x.localeCompare(y)),
          ),
        )
        .sort(),
    );
  }
  return out;
}

/** What differs between two snapshots, one line per added or removed row. */
function changes(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const [table, rows] of after) {
    const old = new Set(before.get(table));
    const now = new Set(rows);
    for (const row of rows) if (!old.has(row)) lines.push(`${table} + ${row.slice(0, 300)}`);
    for (const row of old) if (!now.has(row)) lines.push(`${table} - ${row.slice(0, 300)}`);
  }
  return lines;
}

// --- The case table ------------------------------------------------------------------------
// Each call's case matches the `scope` its address names (shared/access.ts CALL_SCOPES):
// - company: `byId` probes (A's people name B's or the school's row, then a missing one: the two
//   answers are equal and no table changes) and/or `list` probes (no text of B's rows shows);
// - school: A's admin and coach, and a trial company's admin, are refused with FORBIDDEN;
// - own / open: a one-line reason; an own call whose input names rows is probed like byId.

type Actor = 'A admin' | 'A coach' | 'A student' | 'trial admin';

function tokenOf(actor: Actor): string {
  switch (actor) {
    case 'A admin':
      return w.a.admin.token;
    case 'A coach':
      return w.a.coach.token;
    case 'A student':
      return w.a.student.token;
    case 'trial admin':
      return w.trial.admin.token;
  }
}

/** A's people who pass the call's access rule: its wall must hold for each. */
function actorsFor(access: AccessRule): Actor[] {
  if (access === 'admin') return ['A admin'];
  if (access === 'staff') return ['A admin', 'A coach'];
  return ['A admin', 'A coach', 'A student'];
}

/** The same request naming a row of B's (or the school's) and naming no row at all. */
interface Probe {
  what: string;
  theirs: unknown;
  missing: unknown;
  /** Who asks (default: A's people who pass the access rule). */
  as?: Actor[];
}

interface ListProbe {
  input: unknown;
  /** Who lists (default: A's people who pass the access rule). */
  as?: Actor[];
  /** The school's own rows must be absent too (A's staff lists hold only A's rows). */
  notSchool?: boolean;
  /** What the reply must hold, so that the probe lists something at all. */
  holds?: string[];
}

/** A request the actor must be refused outright (403 FORBIDDEN), changing nothing. */
interface Refusal {
  what: string;
  as: Actor;
  input: unknown;
}

type Case =
  | {
      kind: 'company';
      /** Rows out of A's reach answer exactly like missing ones and change nothing. */
      byId?: () => Probe[];
      /** A's lists hold none of B's rows. */
      list?: () => ListProbe[];
      refused?: () => Refusal[];
    }
  | {
      kind: 'school';
      /** Also refused to a company on its trial (a valid request, so a pass would change something). */
      trial?: () => unknown;
    }
  | {
      kind: 'own';
      why: string;
      /** Where the input can name someone else's row, that row answers like a missing one. */
      byId?: () => Probe[];
    }
  | { kind: 'open'; why: string };

const byId = (
  probes: () => Probe[],
  more: { list?: () => ListProbe[]; refused?: () => Refusal[] } = {},
): Case => ({
  kind: 'company',
  byId: probes,
  ...more,
});
const list = (probes: () => ListProbe[]): Case => ({ kind: 'company', list: probes });
const school = (trial?: () => unknown): Case => ({ kind: 'school', trial });
const own = (why: string, probes?: () => Probe[]): Case => ({ kind: 'own', why, byId: probes });
const open = (why: string): Case => ({ kind: 'open', why });

const probe = (what: string, theirs: unknown, missing: unknown, as?: Actor[]): Probe => ({
  what,
  theirs,
  missing,
  as,
});

const CASES: Record<string, Case> = {
  // The school's schedule: its coaches' slots and the public booking pages (academy).
  'schedule.php get_schedule': school(),
  'schedule.php save_slot': school(),
  'schedule.php remove_slot': school(),
  'schedule.php remove_booking': school(),
  'schedule.php get_open_slots': open('the academy’s open coaching slots, public'),
  'schedule.php save_booking': open('a visitor books an open slot of the school'),
  'schedule.php get_booking': open('a booking by its secret token'),
  'schedule.php remove_booking_by_token': open('a booking cancelled by its secret token'),

  'tasks.php get_tasks': list(() => [
    { input: { Condition: 'all', limit: 100 }, notSchool: true, holds: ['Alpha needs help'] },
    { input: { Condition: 'all', isTrash: true, limit: 100 }, notSchool: true },
    { input: { Condition: 'all', CourseId: w.b.course, limit: 100 }, notSchool: true },
  ]),
  'tasks.php get_task': byId(() => [
    probe('B’s support task', { Id: w.b.task }, { Id: MISSING }),
    probe('B’s exam review task', { Id: w.b.reviewTask }, { Id: MISSING }),
    probe('the school’s task', { Id: w.school.task }, { Id: MISSING }),
  ]),
  'tasks.php create_task': byId(() => [
    probe(
      'a task about B’s student',
      { Task: { TaskType: 1, Description: 'Probe', UserId: w.b.student.id } },
      { Task: { TaskType: 1, Description: 'Probe', UserId: MISSING } },
    ),
    probe(
      'a task on B’s course',
      { Task: { TaskType: 1, Description: 'Probe', CourseId: w.b.course } },
      { Task: { TaskType: 1, Description: 'Probe', CourseId: MISSING } },
    ),
    probe(
      'a task about the school’s student',
      { Task: { TaskType: 1, Description: 'Probe', UserId: w.school.student.id } },
      { Task: { TaskType: 1, Description: 'Probe', UserId: MISSING } },
    ),
  ]),
  'tasks.php update_task': byId(() => [
    probe('B’s task', { Task: { Id: w.b.task, Note: 'Probe' } }, { Task: { Id: MISSING, Note: 'Probe' } }),
    probe(
      'B’s task, taken',
      { Task: { Id: w.b.task, TaskOwner: w.a.admin.id } },
      { Task: { Id: MISSING, TaskOwner: w.a.admin.id } },
      ['A admin'],
    ),
    probe(
      'the school’s task',
      { Task: { Id: w.school.task, Note: 'Probe' } },
      { Task: { Id: MISSING, Note: 'Probe' } },
    ),
  ]),

  'codes.php get_codes': list(() => [{ input: {}, notSchool: true }]),
  'codes.php create_codes': byId(() => [
    probe('codes for B’s course', { CourseIds: [w.b.course2] }, { CourseIds: [MISSING] }),
    probe('codes for the school’s course', { CourseIds: [w.school.course] }, { CourseIds: [MISSING] }),
  ]),
  'codes.php save_code': byId(() => [
    probe('B’s code', { Id: w.b.code.Id, Status: 'inactive' }, { Id: MISSING, Status: 'inactive' }),
    probe(
      'the school’s code',
      { Id: w.school.code.Id, Status: 'inactive' },
      { Id: MISSING, Status: 'inactive' },
    ),
  ]),
  'codes.php export_codes': list(() => [{ input: {}, notSchool: true }]),
  'codes.php redeem_code': own('the caller redeems a code they were given, for themselves'),

  'companies.php get_plans': open('the plans and prices of the teams landing page'),
  'companies.php save_plan': school(),
  'companies.php get_companies': list(() => [
    { input: {}, holds: ['Alpha Wall AB'] },
    { input: { Search: 'Beta' } },
  ]),
  'companies.php get_company': byId(() => [probe('B', { Id: w.b.company }, { Id: MISSING })]),
  'companies.php save_company': byId(() => [
    probe('B', { Id: w.b.company, Name: 'Probe AB' }, { Id: MISSING, Name: 'Probe AB' }),
  ]),
  'companies.php add_company_member': byId(() => [
    probe(
      'B, with A’s student',
      { CompanyId: w.b.company, UserId: w.a.student.id },
      {
        CompanyId: MISSING,
        UserId: w.a.student.id,
      },
    ),
    probe(
      'A, with B’s student',
      { CompanyId: w.a.company, UserId: w.b.student.id },
      {
        CompanyId: w.a.company,
        UserId: MISSING,
      },
    ),
  ]),
  'companies.php remove_company_member': byId(() => [
    probe(
      'B’s student from B',
      { CompanyId: w.b.company, UserId: w.b.student.id },
      {
        CompanyId: MISSING,
        UserId: w.b.student.id,
      },
    ),
    probe(
      'B’s student from A',
      { CompanyId: w.a.company, UserId: w.b.student.id },
      {
        CompanyId: w.a.company,
        UserId: MISSING,
      },
    ),
  ]),
  'companies.php get_active_company': list(() => [{ input: {}, holds: ['Alpha Wall AB'] }]),
  'companies.php set_active_company': byId(() => [
    probe('B', { CompanyId: w.b.company }, { CompanyId: MISSING }),
  ]),
  'companies.php start_trial': open('a visitor starts a new company of their own'),
  'companies.php invite_users': byId(() => [
    probe(
      'B',
      { CompanyId: w.b.company, Emails: ['probe@invite.test'] },
      { CompanyId: MISSING, Emails: ['probe@invite.test'] },
    ),
  ]),
  'companies.php request_upgrade': byId(() => [
    probe(
      'B',
      { CompanyId: w.b.company, PlanKey: 'enterprise' },
      { CompanyId: MISSING, PlanKey: 'enterprise' },
    ),
  ]),

  'surveys.php get_surveys': school(),
  'surveys.php get_survey': school(),
  'surveys.php save_survey': school(),
  'surveys.php remove_survey': school(),
  'surveys.php get_survey_results': school(),
  'surveys.php export_survey_results': school(),
  'surveys.php get_user_survey': own('the open survey and the caller’s own answers'),
  'surveys.php submit_survey': own('the caller’s own answers'),

  'login.php sign_in': open('signs in by email and password'),
  'login.php sign_out': open('ends the caller’s own session'),
  'auth.php auth_user': open('who the caller’s token is'),
  'register.php register': open('a visitor makes their own account'),
  'register.php verify_email': open('a mailed code verifies its own account'),
  'register.php resend_verification': open('mails a new verification link to the address given'),
  'password_recovery.php request_reset': open('mails a reset link to the address given'),
  'password_recovery.php reset_password': open('a mailed code sets its own account’s password'),
  'password_recovery.php check_reset_code': open('a mailed code tells what its own set-password page asks'),

  'course.php get_course': byId(() => [
    probe('B’s course', { CourseId: w.b.course }, { CourseId: MISSING }),
    probe('the school’s course', { CourseId: w.school.course }, { CourseId: MISSING }),
  ]),
  'course.php get_my_courses': own('the courses the caller may open'),
  'course.php get_course_part': byId(() => [
    probe(
      'B’s part',
      { CourseId: w.b.course, CoursePartId: w.b.parts[0] },
      { CourseId: MISSING, CoursePartId: MISSING },
    ),
    probe(
      'the school’s part',
      { CourseId: w.school.course, CoursePartId: w.school.part },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'coach_manager.php get_coaches': own('the coaches of a course the caller may open', () => [
    probe('B’s course', { CourseId: w.b.course }, { CourseId: MISSING }),
  ]),

  'user_exam.php get_user_exam': own('the caller’s own exam (staff: their scope’s)', () => [
    probe('B’s student’s exam', { UserExamId: w.b.exam }, { UserExamId: MISSING }),
  ]),
  'user_exam.php get_exam': own('the questions of a part the caller may open, and their own exam', () => [
    probe(
      'B’s exam part',
      { CourseId: w.b.course, CoursePartId: w.b.examPart },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'user_exam.php get_exam_questions': byId(() => [
    probe(
      'B’s exam part',
      { CourseId: w.b.course, CoursePartId: w.b.examPart },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'user_exam.php save_exam_questions': byId(() => {
    const Questions = [{ Id: 'p', Kind: 'text', Text: 'Probe?' }];
    return [
      probe(
        'B’s exam part',
        { CourseId: w.b.course, CoursePartId: w.b.examPart, Questions },
        {
          CourseId: MISSING,
          CoursePartId: MISSING,
          Questions,
        },
      ),
    ];
  }),
  'user_exam.php start_user_exam': own('the caller starts their own exam on a part they may open', () => [
    probe(
      'B’s exam part',
      { CourseId: w.b.course, CoursePartId: w.b.examPart },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'user_exam.php save_user_exam': own('the caller’s own answers', () => [
    probe(
      'B’s student’s exam',
      { UserExamId: w.b.exam, Answers: { q1: [1] } },
      {
        UserExamId: MISSING,
        Answers: { q1: [1] },
      },
    ),
  ]),
  'user_exam.php submit_user_exam': own('the caller’s own exam', () => [
    probe('B’s student’s exam', { UserExamId: w.b.exam }, { UserExamId: MISSING }),
  ]),
  'user_exam.php get_exam_review': byId(() => [
    probe('B’s student’s exam', { UserExamId: w.b.exam }, { UserExamId: MISSING }),
  ]),
  'user_exam.php grade_user_exam': byId(() => [
    probe(
      'B’s student’s exam',
      { UserExamId: w.b.exam, Score: 100, Passed: true },
      {
        UserExamId: MISSING,
        Score: 100,
        Passed: true,
      },
    ),
  ]),
  'course_progress.php updateCourseProgressVideoPlay': own('the caller’s own progress', () => [
    probe(
      'a part of B’s course',
      { CourseId: w.b.course, CoursePartId: w.b.parts[0] },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
    probe(
      'B’s student’s progress',
      { UserId: w.b.student.id, CourseId: w.a.course, CoursePartId: MISSING },
      {
        UserId: MISSING,
        CourseId: w.a.course,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'course_progress.php reset_episode_progress': own('the caller’s own progress', () => [
    probe(
      'a part of B’s course',
      { CourseId: w.b.course, PostId: w.b.parts[0] },
      {
        CourseId: MISSING,
        PostId: MISSING,
      },
    ),
  ]),

  'content/get_content.php get_content': open('the school’s page texts, public'),
  'content/save_content.php save_content': school(() => ({
    TheKey: 'home.title',
    content: 'Trial text',
    Locale: 'en',
  })),
  'news.php get_latest_news': open('the school’s published news'),
  'news.php get_news': open('one published news item of the school'),
  'news.php store_user_news_interaction': own('the caller’s own reading of a public news item'),
  'news.php save_news': school(() => ({ title: 'Trial news', content: '<p>Trial</p>', Published: true })),
  'news.php get_all_news': school(),

  'course_admin.php get_courses': list(() => [{ input: {}, notSchool: true, holds: ['Alpha Course'] }]),
  'course_admin.php save_course': byId(() => {
    const settings = { Name: 'Probe course', Code: 'PROBE-1' };
    return [
      probe('B’s course', { Id: w.b.course, ...settings }, { Id: MISSING, ...settings }),
      probe('the school’s course', { Id: w.school.course, ...settings }, { Id: MISSING, ...settings }),
    ];
  }),
  'course_admin.php add_course_part': byId(() => [
    probe(
      'B’s course',
      { Id: w.b.course, PostType: 1, Name: 'Probe' },
      { Id: MISSING, PostType: 1, Name: 'Probe' },
    ),
    probe(
      'the school’s course',
      { Id: w.school.course, PostType: 1, Name: 'Probe' },
      {
        Id: MISSING,
        PostType: 1,
        Name: 'Probe',
      },
    ),
  ]),
  'course_admin.php save_course_part': byId(() => [
    probe(
      'B’s part',
      { CourseId: w.b.course, CoursePartId: w.b.parts[0], Name: 'Probe' },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
        Name: 'Probe',
      },
    ),
    probe(
      'the school’s part',
      { CourseId: w.school.course, CoursePartId: w.school.part, Name: 'Probe' },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
        Name: 'Probe',
      },
    ),
  ]),
  'course_admin.php save_part_blocks': byId(() => {
    const Blocks = [{ BlockType: 'Text', Content: '<p>Probe</p>' }];
    return [
      probe(
        'B’s part',
        { CourseId: w.b.course, CoursePartId: w.b.parts[0], Blocks },
        {
          CourseId: MISSING,
          CoursePartId: MISSING,
          Blocks,
        },
      ),
    ];
  }),
  'course_admin.php save_sorted_course_parts': byId(() => [
    probe(
      'B’s course',
      { CourseId: w.b.course, SortedItems: [w.b.parts[1], w.b.parts[0]] },
      {
        CourseId: MISSING,
        SortedItems: [MISSING],
      },
    ),
  ]),
  'course_admin.php remove_course_part': byId(() => [
    probe(
      'B’s part',
      { CourseId: w.b.course, CoursePartId: w.b.parts[1] },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
    probe(
      'the school’s part',
      { CourseId: w.school.course, CoursePartId: w.school.part },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
  ]),
  'course.php addFooterCoachText': byId(() => [
    probe(
      'B’s course',
      { CourseId: w.b.course, UserId: w.a.coach.id },
      { CourseId: MISSING, UserId: w.a.coach.id },
    ),
  ]),
  'events.php get_events': own('the caller’s own rooms (checked event by event below)'),
  'course_lock.php lock_course_for_editing': byId(() => [
    probe('B’s course', { CourseId: w.b.course }, { CourseId: MISSING }),
    probe(
      'B’s part',
      { CourseId: w.b.course, CoursePartId: w.b.parts[0] },
      {
        CourseId: MISSING,
        CoursePartId: MISSING,
      },
    ),
    probe('the school’s course', { CourseId: w.school.course }, { CourseId: MISSING }),
  ]),
  'course_lock.php close_course_for_editing': byId(() => [
    probe('B’s course', { CourseId: w.b.course }, { CourseId: MISSING }),
  ]),

  // The caller's own conversations, or (staff) the inbox of a person they reach.
  'messages.php get_messages': byId(() => [
    probe('B’s student’s messages', { UserId: w.b.student.id }, { UserId: MISSING }),
  ]),
  'messages.php mark_messages_as_opened': own('messages to the caller; others’ are skipped', () => [
    probe('B’s message', [{ Id: w.b.message }], [{ Id: MISSING }]),
  ]),
  'messages.php submit_message': byId(
    () => [
      probe(
        'B’s student',
        { UserId: w.b.student.id, Message: '<p>Probe</p>' },
        {
          UserId: MISSING,
          Message: '<p>Probe</p>',
        },
      ),
      probe(
        'B’s coach',
        { UserId: w.b.coach.id, Message: '<p>Probe</p>' },
        {
          UserId: MISSING,
          Message: '<p>Probe</p>',
        },
      ),
      probe(
        'B’s admin',
        { UserId: w.b.admin.id, Message: '<p>Probe</p>' },
        {
          UserId: MISSING,
          Message: '<p>Probe</p>',
        },
      ),
      probe(
        'B’s course’s coaches',
        { SendToCourseCoaches: true, CourseId: w.b.course, Message: '<p>Probe</p>' },
        { SendToCourseCoaches: true, CourseId: MISSING, Message: '<p>Probe</p>' },
      ),
    ],
    {
      // A system message speaks for the school: not a company's to send, not even to its own.
      refused: () => [
        {
          what: 'a system message to A’s student',
          as: 'A admin',
          input: { SendAsNotification: true, UserId: w.a.student.id, Message: '<p>System probe</p>' },
        },
        {
          what: 'a system message to the trial company’s member',
          as: 'trial admin',
          input: { SendAsNotification: true, UserId: w.trial.member, Message: '<p>System probe</p>' },
        },
      ],
    },
  ),
  'messages.php send_message_as_email': own('mails one of the caller’s own sent messages', () => [
    probe('B’s message', { Id: w.b.message }, { Id: MISSING }),
  ]),
  'messages.php remove_message': own('the caller’s own sent or received messages', () => [
    probe('B’s message', { Id: w.b.message }, { Id: MISSING }),
  ]),
  'messages.php get_contacts': list(() => [{ input: {} }]),
  'support.php send_support': own('the caller’s own support request'),
  'notifications.php get_notifications': own('the caller’s own feed'),
  'notifications.php mark_notifications_read': own('the caller’s own notifications; others’ are skipped'),

  'booking.php request_session': open('a visitor asks for a coaching session (academy)'),
  'contact.php send_contact': open('a visitor’s message to the school'),
  'free_lessons.php get_free_lessons': open('the academy’s free lessons, public'),
  'free_lessons.php get_free_lesson': open('one free lesson, public'),
  'ear_training.php complete_round': own('the caller’s own training round (academy)'),
  'ear_training.php get_next_round': own('draws a round from the caller’s own item states (academy)'),
  'ear_training.php save_answers': own('answers the caller’s own round; another’s is not found (academy)'),
  'ear_training.php get_item_states': own('the caller’s own item states (academy)'),
  'ear_training.php get_trend': own('the caller’s own answers by week (academy)'),
  'habits.php get_habit': own('the caller’s own habit'),
  'habits.php save_habit_settings': own('the caller’s own habit settings'),
  'resources.php get_resources': own('the academy’s resources for signed-in students'),
  'resources.php save_resource': school(),
  'resources.php remove_resource': school(),

  'settings.php get_settings': open('the public settings and the site variant'),
  'settings.php save_settings': school(() => ({ registrationEnabled: false })),
  'settings.php get_mail_status': school(),
  'settings.php save_brand': school(() => ({
    schoolName: 'Walls school',
    logoUrl: null,
    accentColor: null,
    mailSenderName: null,
    mailFooter: null,
    certificateSignature: null,
    webshopUrl: null,
  })),
  'settings.php send_test_mail': school(() => ({})),
  'settings.php get_checklist': school(() => ({})),
  'settings.php dismiss_checklist': school(() => ({ dismissed: false })),

  'users.php get_users': list(() => [
    { input: { limit: 100 }, notSchool: true, holds: ['alpha.test'] },
    { input: { Search: 'Betason', limit: 100 }, notSchool: true },
    { input: { CompanyId: w.b.company, limit: 100 }, notSchool: true },
    { input: { CourseId: w.b.course, limit: 100 }, notSchool: true },
  ]),
  'users.php save_user': byId(() => [
    probe('B’s student', { Id: w.b.student.id, City: 'Probeville' }, { Id: MISSING, City: 'Probeville' }),
    probe(
      'the school’s student',
      { Id: w.school.student.id, City: 'Probeville' },
      { Id: MISSING, City: 'Probeville' },
    ),
  ]),
  'users.php get_user': byId(() => [
    probe('B’s student', { Id: w.b.student.id }, { Id: MISSING }),
    probe('the school’s student', { Id: w.school.student.id }, { Id: MISSING }),
  ]),
  'users.php grant_course_access': byId(() => [
    probe(
      'A’s course to B’s student',
      { UserIds: [w.b.student.id], CourseIds: [w.a.course] },
      {
        UserIds: [MISSING],
        CourseIds: [w.a.course],
      },
    ),
    probe(
      'B’s course to A’s student',
      { UserIds: [w.a.student.id], CourseIds: [w.b.course2] },
      {
        UserIds: [w.a.student.id],
        CourseIds: [MISSING],
      },
    ),
    probe(
      'the school’s course to A’s student',
      { UserIds: [w.a.student.id], CourseIds: [w.school.course] },
      {
        UserIds: [w.a.student.id],
        CourseIds: [MISSING],
      },
    ),
    probe(
      'A’s course to the school’s student',
      { UserIds: [w.school.student.id], CourseIds: [w.a.course] },
      {
        UserIds: [MISSING],
        CourseIds: [w.a.course],
      },
    ),
  ]),
  'users.php revoke_course_access': byId(() => [
    probe(
      'B’s student’s course',
      { UserId: w.b.student.id, CourseId: w.b.course },
      {
        UserId: MISSING,
        CourseId: MISSING,
      },
    ),
    probe(
      'the school’s student’s course',
      { UserId: w.school.student.id, CourseId: w.school.course },
      {
        UserId: MISSING,
        CourseId: MISSING,
      },
    ),
  ]),
  'users.php set_users_locked': byId(() => [
    probe('B’s student', { UserIds: [w.b.student.id], Locked: true }, { UserIds: [MISSING], Locked: true }),
    probe(
      'the school’s student',
      { UserIds: [w.school.student.id], Locked: true },
      {
        UserIds: [MISSING],
        Locked: true,
      },
    ),
  ]),
  'users.php end_user_sessions': byId(() => [
    probe('B’s student', { Id: w.b.student.id }, { Id: MISSING }),
    probe('the school’s student', { Id: w.school.student.id }, { Id: MISSING }),
  ]),
  'users.php get_my_profile': own('the caller’s own profile'),
  'users.php save_my_profile': own('the caller’s own profile'),
  'users.php change_password': own('the caller’s own password'),
  'users.php anonymise_user': byId(() => [
    probe('B’s student', { Id: w.b.student.id }, { Id: MISSING }),
    probe('the school’s student', { Id: w.school.student.id }, { Id: MISSING }),
  ]),
  'users.php get_my_data': own('the caller’s own data'),
  'users.php invite_users': byId(() => [
    probe(
      'B’s course for the invited',
      { Emails: ['probe@invite.test'], UserType: 1, Language: 'en', CourseIds: [w.b.course] },
      { Emails: ['probe@invite.test'], UserType: 1, Language: 'en', CourseIds: [MISSING] },
    ),
    probe(
      'the school’s course for the invited',
      { Emails: ['probe@invite.test'], UserType: 1, Language: 'en', CourseIds: [w.school.course] },
      { Emails: ['probe@invite.test'], UserType: 1, Language: 'en', CourseIds: [MISSING] },
    ),
  ]),

  'products.php get_products': school(),
  'products.php get_product': school(),
  'products.php save_product': school(),
  'products.php get_catalogue': open('the school’s published catalogue (academy)'),
  'products.php get_catalogue_product': open('one published product (academy)'),
  'products.php join_free_product': own('the caller joins a free product for themselves (academy)'),
  'products.php record_purchase': school(),
  'customers.php get_customers': school(),
  'customers.php get_customer': school(),
  'customers.php save_customer': school(),
  'customers.php remove_customer': school(),
  'invoices.php get_invoices': school(),
  'invoices.php get_invoice': school(),
  'invoices.php save_invoice': school(),
  'invoices.php remove_invoice': school(),
  'invoices.php send_invoice': school(),
  'invoices.php record_payment': school(),
  'invoices.php credit_invoice': school(),
  'invoices.php place_order': own('the caller orders for themselves (academy)'),
  'invoices.php get_my_invoices': own('invoices addressed to the caller'),
  'accounting.php get_journal': school(),
  'accounting.php save_journal_entry': school(),
  'accounting.php get_balance_report': school(),
  'accounting.php get_mainbook': school(),
  'accounting.php get_sales_report': school(),
  'accounting.php export_sales_report': school(),
  'accounting.php get_oss_report': school(),
  'accounting.php export_oss_report': school(),
  'versions.php get_versions': school(),

  'course_progress.php save_reward': own('the caller’s own XP for a part they may open', () => [
    probe(
      'a part of B’s course',
      { course_id: w.b.course, course_part_id: w.b.parts[0] },
      {
        course_id: MISSING,
        course_part_id: MISSING,
      },
    ),
    probe(
      'B’s student’s XP',
      { user_id: w.b.student.id, course_id: w.a.course, course_part_id: MISSING },
      {
        user_id: MISSING,
        course_id: w.a.course,
        course_part_id: MISSING,
      },
    ),
  ]),
  'course_progress.php get_claimed_rewards': own('the caller’s own claimed rewards', () => [
    probe('B’s course', { CourseId: w.b.course }, { CourseId: MISSING }),
  ]),
  'xp.php get_achievements': own('the caller’s own achievements'),
  'xp.php get_achievement': open('one achievement, for its shareable page'),
  'xp.php save_achievement': school(),
  'xp.php delete_achievement': school(),
  'certificates.php get_my_certificates': own('the caller’s own certificates'),
  'certificates.php verify_certificate': open('anyone verifies a certificate by its code'),
  'certificates.php set_certificate_status': byId(() => [
    probe(
      'B’s student’s certificate',
      { Id: w.b.certificate.Id, Active: false },
      { Id: MISSING, Active: false },
    ),
  ]),

  'credentials.php get_my_credentials': own('the caller’s own certificates, as credentials'),
  'credentials.php rotate_credential_key': school(),

  'webhooks.php save_webhook': byId(hookProbes((Id) => hookInput('a', Id))),
  'webhooks.php get_webhooks': list(() => [{ input: {}, notSchool: true }]),
  'webhooks.php remove_webhook': byId(hookProbes((Id) => ({ Id }))),
  'webhooks.php roll_webhook_secret': byId(hookProbes((Id) => ({ Id }))),
  'webhooks.php get_webhook_deliveries': byId(hookProbes((Id) => ({ Id }))),
  'webhooks.php replay_webhook': byId(hookProbes((Id) => ({ Id, AfterEventId: 0 }))),

  // The figures span every company (docs/decisions.md "Statistics are the school's").
  'statistics.php get_statistics': school(),
  'statistics.php export_statistics': school(),
  'events.php get_event_log': school(),
};

// --- The event side ------------------------------------------------------------------------

/** The pushes that are not logged (no eventId, no catch-up). */
const EPHEMERAL = [
  'presence:changed',
  'presence:online',
  'typing:changed',
  'event:logged',
  'events:head',
] as const;
// Compile-time: EPHEMERAL is exactly what LoggedEventName leaves out.
type Equal<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;
const ephemeralIsTheRest: Equal<(typeof EPHEMERAL)[number], Exclude<ServerEventName, LoggedEventName>> = true;

const A = 101;
const B = 202;
const B_PERSON = 2020;
const B_COURSE = 2021;

/**
 * Each logged event about B's rows (a subject as its service states it): its rooms must be B's,
 * B's people's, the school's staff's, or, for the school's public pages, everyone's. A new event
 * type needs a row here, so its audience is checked against the wall from the start.
 */
const ABOUT_B: { [E in LoggedEventName]: AudienceSubjects[E] } = {
  'message:new': { people: [B_PERSON, B_PERSON + 1] },
  'message:opened': { people: [B_PERSON, B_PERSON + 1] },
  'message:removed': { people: [B_PERSON] },
  'lock:changed': { courseId: B_COURSE, holderId: B_PERSON },
  'progress:changed': { userId: B_PERSON },
  'xp:changed': { userId: B_PERSON },
  'achievement:earned': { userId: B_PERSON },
  'achievement:changed': {},
  'certificate:issued': { userId: B_PERSON },
  'certificate:revoked': { userId: B_PERSON, owners: [B] },
  'course:access': { userId: B_PERSON },
  'task:changed': { owners: [B] },
  'news:published': {},
  'content:changed': {},
  'settings:changed': {},
  'version:available': {},
  'plan:changed': {},
  'survey:changed': {},
  'slot:changed': {},
  'user:changed': { userId: B_PERSON, companies: [B], self: true },
  'course:changed': { courseId: B_COURSE, owner: B, staffLists: true },
  'code:redeemed': { owners: [B] },
  'code:changed': { owners: [B] },
  'product:changed': {},
  'customer:changed': {},
  'invoice:changed': { recipientId: B_PERSON },
  'journal:posted': {},
  'company:changed': { companyId: B },
  'survey:answered': {},
  'exam:changed': { userId: B_PERSON, owners: [B] },
  'ear:states': { userId: B_PERSON },
  'notification:new': { userId: B_PERSON },
  'notification:read': { userId: B_PERSON },
  'webhook:changed': { companyId: B },
  'habit:changed': { userId: B_PERSON },
};

interface Heard {
  event: string;
  payload: Record<string, unknown>;
}

interface Listener {
  socket: ClientSocket;
  heard: Heard[];
  token: string;
}

/** Every socket the event side opened: closed before the matrix reads the tables. */
const opened: Listener[] = [];

function listen(token: string): Listener {
  const socket = server.connect(token);
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }));
  const listener = { socket, heard, token };
  opened.push(listener);
  return listener;
}

const heardIds = (l: Listener): Set<number> =>
  new Set(l.heard.map((h) => h.payload.eventId).filter((id): id is number => typeof id === 'number'));

async function lastEventId(token: string): Promise<number> {
  return (await server.call(calls.events.getEvents, {}, token)).body.lastEventId as number;
}

/** Every logged event after `after` with its rooms, as the operators' console reads them. */
async function logSince(after: number): Promise<EventLogRow[]> {
  const rows: EventLogRow[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await server.call(
      calls.statistics.getEventLog,
      { Before: before, Limit: 200 },
      w.school.admin.token,
    );
    const data = page.body.data as EventLogRow[];
    rows.push(...data.filter((r) => r.eventId > after));
    const next = page.body.nextBefore as number | null;
    if (next === null || data.some((r) => r.eventId <= after)) return rows;
    before = next;
  }
}

describe('events', () => {
  afterAll(() => {
    for (const l of opened) l.socket.disconnect();
  });

  it('every logged event type has its audience rule', () => {
    expect(ephemeralIsTheRest).toBe(true);
    const logged = Object.keys(serverEventSchemas)
      .filter((e) => !(EPHEMERAL as readonly string[]).includes(e))
      .sort();
    const missing = logged.filter((e) => typeof (audiences as Record<string, unknown>)[e] !== 'function');
    expect(missing, 'logged events without an audience in server/scope/audience.ts').toEqual([]);
    expect(Object.keys(audiences).sort()).toEqual(logged);
    expect(Object.keys(ABOUT_B).sort()).toEqual(logged);
  });

  it('an event about B’s rows goes to no room of A’s', () => {
    const allowed = new Set<string>([
      rooms.staff,
      rooms.companyStaff(B),
      rooms.user(B_PERSON),
      rooms.user(B_PERSON + 1),
      rooms.course(B_COURSE),
      rooms.everyone,
    ]);
    for (const type of Object.keys(ABOUT_B) as LoggedEventName[]) {
      const heardBy = roomsOfEvent(type, ABOUT_B[type] as never);
      expect(heardBy.length, type).toBeGreaterThan(0);
      expect(
        heardBy.filter((room) => !allowed.has(room)),
        `${type} reaches a room outside B and the school`,
      ).toEqual([]);
      expect(heardBy).not.toContain(rooms.companyStaff(A));
    }
  });

  it('B’s work reaches B’s sockets and the school’s staff, never A’s sockets or A’s catch-up', async () => {
    const { a, b, school } = w;
    const aListeners = [a.admin, a.coach, a.student].map((p) => listen(p.token));
    const bAdmin = listen(b.admin.token);
    const bCoach = listen(b.coach.token);
    const schoolAdmin = listen(school.admin.token);
    const schoolCoach = listen(school.coach.token);
    const early = [...aListeners, bAdmin, bCoach, schoolAdmin, schoolCoach];
    await Promise.all(early.map((l) => connected(l.socket)));
    // A's sockets ask to follow B's course and people, as a curious client could: whatever they
    // are answered, nothing of B's may reach them.
    for (const l of aListeners) {
      await l.socket.emitWithAck('course:watch', { CourseId: b.course, Watch: true });
      await l.socket.emitWithAck('presence:watch', { UserIds: [b.admin.id, b.coach.id, b.student.id] });
    }
    await bCoach.socket.emitWithAck('presence:watch', { UserIds: [b.student.id] });
    const mark = await lastEventId(school.admin.token);

    // The stretch of B's work.
    const bStudent = listen(b.student.token);
    await connected(bStudent.socket);
    await until(
      () =>
        bCoach.heard.some(
          (h) =>
            h.event === 'presence:changed' && h.payload.UserId === b.student.id && h.payload.Online === true,
        ),
      WAIT_MS,
    );
    const bAdminRun = (contract: CallContract, data: unknown) =>
      run(contract, data, b.admin.token, contract.req);
    await bAdminRun(calls.editing.lockCourse, { CourseId: b.course });
    await bAdminRun(calls.editing.saveCourse, {
      Id: b.course,
      Name: 'Beta Course',
      Code: 'BETA-1',
      Description: 'Edited by B',
      Coaches: [b.coach.id],
      CertificateTemplate: 'classic',
    });
    const added = await run<{ Id: number }>(
      calls.editing.addCoursePart,
      { Id: b.course, PostType: 1, Name: 'Beta Lesson Three' },
      b.admin.token,
      'add part',
    );
    await bAdminRun(calls.editing.saveCoursePart, {
      CourseId: b.course,
      CoursePartId: added.Id,
      Name: 'Beta Lesson Three',
      Published: 1,
    });
    await bAdminRun(calls.editing.savePartBlocks, {
      CourseId: b.course,
      CoursePartId: added.Id,
      Blocks: [{ BlockType: 'Text', Content: '<p>Beta three</p>' }],
    });
    await bAdminRun(calls.editing.saveSortedCourseParts, {
      CourseId: b.course,
      SortedItems: [b.parts[0], b.parts[1], b.examPart, added.Id],
    });
    await bAdminRun(calls.editing.closeCourse, { CourseId: b.course });
    const support = await run<{ Id: number }>(
      calls.messages.sendSupport,
      { Message: '<p>Beta stuck again</p>' },
      b.student.token,
      'support',
    );
    expect(await bStudent.socket.emitWithAck('typing', { ToUserId: b.coach.id, Typing: true })).toMatchObject(
      {
        ok: true,
      },
    );
    await run(
      calls.messages.submitMessage,
      { UserId: b.coach.id, Message: '<p>Beta hello coach</p>' },
      b.student.token,
      'student message',
    );
    const reply = await run<{ Id: number }>(
      calls.messages.submitMessage,
      { UserId: b.student.id, Message: '<p>Beta hello student</p>' },
      b.coach.token,
      'coach reply',
    );
    await run(calls.messages.markMessagesAsOpened, [{ Id: reply.Id }], b.student.token, 'opened');
    await bAdminRun(calls.tasks.updateTask, {
      Task: { Id: support.Id, TaskOwner: b.admin.id, Note: 'On it' },
    });
    await run(calls.codes.redeemCode, { Code: b.code.Code }, b.student.token, 'redeem');
    const [bNewCode] = await run<{ Id: number }[]>(
      calls.codes.createCodes,
      { CourseIds: [b.course], Description: 'Beta live code' },
      b.admin.token,
      'code made',
    );
    await bAdminRun(calls.codes.saveCode, { Id: bNewCode!.Id, Description: 'Beta live code, renamed' });
    await bAdminRun(calls.users.saveUser, { Id: b.student.id, City: 'Bergen' });
    const progress = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: b.course2, CoursePartId: b.course2Part },
      b.student.token,
    );
    expect(progress.body).toMatchObject({ data: [{ progress_percent: 100, certificate_generated: true }] });
    await run(
      calls.rewards.saveReward,
      { course_id: b.course2, course_part_id: b.course2Part },
      b.student.token,
      'reward',
    );
    await bAdminRun(calls.companies.saveCompany, {
      Id: b.company,
      Name: 'Beta Wall AB',
      Address: 'Betavägen 2',
    });
    const end = await lastEventId(school.admin.token);

    // B's sockets and the school's have everything their catch-up lists (states, not time).
    const informed = [bAdmin, bCoach, bStudent, schoolAdmin, schoolCoach];
    for (const l of informed) {
      const due = (await eventsAfter(server, l.token, mark)).map((e) => e.eventId).filter((id) => id <= end);
      await until(() => due.every((id) => heardIds(l).has(id)), WAIT_MS);
    }
    await until(() => bCoach.heard.some((h) => h.event === 'typing:changed'), WAIT_MS);

    // A's own marker: once A's sockets hear it, anything pushed to them before it has arrived.
    await run(
      calls.companies.saveCompany,
      { Id: a.company, Name: 'Alpha Wall AB', Address: 'Alfavägen 1' },
      a.admin.token,
      'A marker',
    );
    const marker = (await eventsAfter(server, a.admin.token, end)).filter(
      (e) => e.type === 'company:changed' && e.payload.CompanyId === a.company,
    );
    expect(marker).toHaveLength(1);
    const markerId = marker[0]!.eventId;
    for (const l of aListeners.slice(0, 2)) await until(() => heardIds(l).has(markerId), WAIT_MS);
    // A's student hears no staff room: their own room carries nothing here, so a message of A's
    // admin to them marks their socket.
    const toStudent = await run<{ Id: number }>(
      calls.messages.submitMessage,
      { UserId: a.student.id, Message: '<p>Alpha marker</p>' },
      a.admin.token,
      'A student marker',
    );
    await until(
      () =>
        aListeners[2]!.heard.some(
          (h) => h.event === 'message:new' && (h.payload.message as { Id: number }).Id === toStudent.Id,
        ),
      WAIT_MS,
    );

    const inStretch = (id: number) => id > mark && id <= end;
    const log = await logSince(mark);
    const stretch = log.filter((e) => inStretch(e.eventId));
    // The stretch did happen: the school's staff heard B's staff events.
    const schoolHeard = heardIds(schoolAdmin);
    const schoolTypes = new Set(stretch.filter((e) => schoolHeard.has(e.eventId)).map((e) => e.type));
    for (const type of [
      'course:changed',
      'task:changed',
      'code:redeemed',
      'code:changed',
      'user:changed',
      'company:changed',
    ])
      expect(schoolTypes, `the school's admin heard ${type}`).toContain(type);
    // Every event of the stretch that went to B's staff room reached the school's staff too.
    const bStaffEvents = stretch.filter((e) => e.rooms.includes(rooms.companyStaff(b.company)));
    expect(bStaffEvents.length).toBeGreaterThan(0);
    for (const e of bStaffEvents) {
      expect(heardIds(bAdmin).has(e.eventId), `B's admin heard ${e.type}`).toBe(true);
      expect(schoolHeard.has(e.eventId), `the school's admin heard ${e.type}`).toBe(true);
    }
    const bStudentTypes = new Set(bStudent.heard.map((h) => h.event));
    for (const type of [
      'message:new',
      'course:access',
      'progress:changed',
      'xp:changed',
      'certificate:issued',
    ])
      expect(bStudentTypes, `B's student heard ${type}`).toContain(type);

    // What B's and the school's sockets heard of the stretch, A's heard none of.
    const theirs = new Set(informed.flatMap((l) => [...heardIds(l)].filter(inStretch)));
    expect(theirs.size).toBeGreaterThan(0);
    const aIds = new Set([a.admin.id, a.coach.id, a.student.id]);
    const aRooms = new Set([
      rooms.companyStaff(a.company),
      rooms.everyone,
      ...[...aIds].map((id) => rooms.user(id)),
    ]);
    const bPeople = new Set([b.admin.id, b.coach.id, b.student.id]);
    for (const [i, l] of aListeners.entries()) {
      const who = ['A admin', 'A coach', 'A student'][i];
      const heard = [...heardIds(l)].filter(inStretch);
      const leaked = log
        .filter((e) => heard.includes(e.eventId))
        .map((e) => `${e.type} → ${e.rooms.join(' ')}`);
      expect.soft(leaked, `${who}'s socket heard of B's work`).toEqual([]);
      expect
        .soft(
          heard.filter((id) => theirs.has(id)),
          `${who} heard events of B's sockets`,
        )
        .toEqual([]);
      const ephemeral = l.heard.filter(
        (h) =>
          (h.event === 'presence:changed' && bPeople.has(h.payload.UserId as number)) ||
          (h.event === 'typing:changed' && bPeople.has(h.payload.FromUserId as number)),
      );
      expect.soft(ephemeral, `${who}'s socket heard B's people's presence or typing`).toEqual([]);
    }
    for (const person of [a.admin, a.coach, a.student]) {
      const caughtUp = (await eventsAfter(server, person.token, mark)).filter((e) => inStretch(e.eventId));
      expect
        .soft(
          caughtUp.map((e) => e.type),
          `${person.email}'s catch-up holds B's work`,
        )
        .toEqual([]);
    }
    // A's sockets heard only what went to A's rooms, the marker among them.
    const outside = log
      .filter((e) => aListeners.some((l) => heardIds(l).has(e.eventId)))
      .filter((e) => !e.rooms.some((room) => aRooms.has(room)));
    expect.soft(outside.map((e) => `${e.type} → ${e.rooms.join(' ')}`)).toEqual([]);
  }, 120_000);
});

// --- The matrix ----------------------------------------------------------------------------

/** What a caller can tell of a reply: its status, error and, for a success, its data. */
function answer(reply: Reply) {
  const { status, error_code, message, field, data } = reply.body;
  return {
    http: reply.status,
    status,
    error_code,
    message,
    field,
    data: reply.status === 200 ? data : undefined,
  };
}

const SCOPE_OF_KIND: Record<Case['kind'], CallScope> = {
  company: 'company',
  school: 'school',
  own: 'own',
  open: 'open',
};

const onThisSite = (contract: CallContract): boolean => !contract.sites || contract.sites.includes('teams');

async function checkProbes(name: string, contract: CallContract, probes: Probe[]): Promise<void> {
  let before = await snapshot();
  for (const p of probes) {
    for (const actor of p.as ?? actorsFor(contract.access)) {
      const token = tokenOf(actor);
      const theirs = await server.call(contract, p.theirs, token);
      const missing = await server.call(contract, p.missing, token);
      expect
        .soft(answer(theirs), `${name} as ${actor} on ${p.what} answers like a missing row`)
        .toEqual(answer(missing));
      const after = await snapshot();
      expect.soft(changes(before, after), `${name} as ${actor} on ${p.what} changed rows`).toEqual([]);
      before = after;
    }
  }
}

async function checkLists(name: string, contract: CallContract, probes: ListProbe[]): Promise<void> {
  for (const p of probes) {
    const absent = [...bMarks(), ...(p.notSchool ? schoolMarks() : [])];
    for (const actor of p.as ?? actorsFor(contract.access)) {
      const reply = await server.call(contract, p.input, tokenOf(actor));
      const text = JSON.stringify(reply.body);
      const label = `${name} ${JSON.stringify(p.input)} as ${actor}`;
      expect
        .soft(
          absent.filter((mark) => text.includes(mark)),
          `${label} holds rows out of A's reach`,
        )
        .toEqual([]);
      for (const mark of p.holds ?? []) expect.soft(text, `${label} lists A's own rows`).toContain(mark);
    }
  }
}

async function checkRefusals(name: string, contract: CallContract, refusals: Refusal[]): Promise<void> {
  const before = await snapshot();
  for (const r of refusals) {
    const reply = await server.call(contract, r.input, tokenOf(r.as));
    expect
      .soft(
        { http: reply.status, error_code: reply.body.error_code },
        `${name}: ${r.what} as ${r.as} is refused`,
      )
      .toEqual({ http: 403, error_code: 'FORBIDDEN' });
  }
  expect.soft(changes(before, await snapshot()), `${name}: a refusal changed rows`).toEqual([]);
}

async function checkSchool(name: string, contract: CallContract, trial: unknown): Promise<void> {
  if (!onThisSite(contract)) {
    // A call of another variant is not there at all, for anyone.
    const reply = await server.call(contract, {}, w.a.admin.token);
    expect.soft(reply.body.error_code, `${name} on the teams site`).toBe('UNKNOWN_CALL');
    return;
  }
  const before = await snapshot();
  const askers: [Actor, unknown][] = [
    ['A admin', trial ?? {}],
    ['A coach', trial ?? {}],
  ];
  if (trial !== undefined) askers.push(['trial admin', trial]);
  for (const [actor, input] of askers) {
    const reply = await server.call(contract, input, tokenOf(actor));
    expect.soft({ http: reply.status, error_code: reply.body.error_code }, `${name} as ${actor}`).toEqual({
      http: 403,
      error_code: 'FORBIDDEN',
    });
  }
  expect.soft(changes(before, await snapshot()), `${name}: a refused call changed rows`).toEqual([]);
}

describe('the matrix: every call against the walls', () => {
  const names = ALL_CALLS.map((c) => `${c.file} ${c.req}`);

  it('names every call once, and no call that is gone', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(CASES).filter((key) => !names.includes(key))).toEqual([]);
  });

  it.each(ALL_CALLS.map((c) => [`${c.file} ${c.req}`, c] as const))(
    '%s',
    async (name, contract) => {
      const c = CASES[name];
      expect(
        c,
        `${name} has no case: add one to CASES (its scope, and how its wall is checked)`,
      ).toBeDefined();
      if (!c) return;
      expect(contract.scope, `${name}: the table says ${c.kind}, the address says ${contract.scope}`).toBe(
        SCOPE_OF_KIND[c.kind],
      );
      switch (c.kind) {
        case 'company': {
          expect(
            c.byId ?? c.list,
            `${name} reaches companies' rows: it needs a byId or a list case`,
          ).toBeDefined();
          expect(onThisSite(contract)).toBe(true);
          if (c.byId) await checkProbes(name, contract, c.byId());
          if (c.list) await checkLists(name, contract, c.list());
          if (c.refused) await checkRefusals(name, contract, c.refused());
          return;
        }
        case 'school':
          return checkSchool(name, contract, c.trial?.());
        case 'own':
        case 'open': {
          expect(c.why.trim().length, `${name} needs its one-line reason`).toBeGreaterThan(0);
          if (c.kind === 'own' && c.byId) await checkProbes(name, contract, c.byId());
          return;
        }
      }
    },
    60_000,
  );
});
