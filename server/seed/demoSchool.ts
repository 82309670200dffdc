// The demo school's business (TONIC_SEED=demo, development only), so every staff page is alive on
// `npm start`: students, products (free and paid), codes (some redeemed), customers, invoices
// (a draft, a sent one, a paid one), tasks, an open survey with answers, bookable times and a
// year of statistics. Made through the calls the app itself runs (their input schemas, services
// and rules), as the people who would make them; only the past (a year of sign-ins, course
// starts and completions, XP and certificates) is written straight (demoHistory.ts), since no
// call backdates.
// Deterministic: the same rows relative to the clock on every start, but the codes' own strings.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import * as calls from '../../shared/calls';
import type { CallContract } from '../../shared/calls/define';
import type { AuthedUser } from '../calls/registry';
import { type Database, first } from '../db/database';
import { courses, users } from '../db/tables';
import { seedHistory } from './demoHistory';

/** The school's students beyond the README's two: the people its lists and figures are about. */
export const DEMO_SCHOOL_STUDENTS = [
  ['Elin', 'Berg'],
  ['Oskar', 'Lindqvist'],
  ['Maja', 'Ek'],
  ['Noah', 'Holm'],
  ['Alva', 'Sjöberg'],
  ['Liam', 'Dahl'],
  ['Ella', 'Nyström'],
  ['Hugo', 'Ström'],
] as const;

const DAY_MS = 86_400_000;

/** A demo student's address: "Alva Sjöberg" → alva.sjoberg@tonic.test. */
export function demoStudentEmail([first, last]: readonly [string, string]): string {
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return `${local}@tonic.test`;
}

type Caller = (contract: CallContract, input: unknown, user: AuthedUser) => Promise<unknown>;

/** Runs a call as the dispatcher would after signing `user` in: its input parsed by its schema. */
function callerOf(app: FastifyInstance): Caller {
  const { registry } = app.tonic;
  return async (contract, input, user) => {
    const call = registry.find(contract.file, contract.req);
    if (!call) throw new Error(`no handler for ${contract.file} ${contract.req}`);
    const reply = (await call.handle((contract.input as z.ZodType).parse(input), {
      user,
      sessionId: 0,
      token: null,
      ip: '127.0.0.1',
      site: app.tonic.config.site,
      log: app.log,
    })) as { data: unknown };
    return reply.data;
  };
}

async function authedRow(database: Database, email: string) {
  const row = first(await database.read.select().from(users).where(eq(users.Email, email)));
  if (!row) throw new Error(`no demo user ${email}`);
  return row;
}

async function authed(database: Database, email: string): Promise<AuthedUser> {
  const row = await authedRow(database, email);
  return {
    Id: row.Id,
    Email: row.Email,
    Username: row.Username,
    FirstName: row.FirstName,
    LastName: row.LastName,
    UserType: row.UserType,
    UserFileId: row.UserFileId,
    privilegies: row.privilegies,
    TotalXp: row.TotalXp,
    CollectXp: row.CollectXp,
    CompanyName: row.CompanyName,
    CompanyIds: [],
  };
}

/** Who does what in the demo school, and when. */
interface School {
  call: Caller;
  admin: AuthedUser;
  coach: AuthedUser;
  students: AuthedUser[];
  courseId: number;
  nowMs: number;
}

/** Adds the business to a freshly seeded demo database (seedDemo answered true). */ export async function seedDemoSchool(
  app: FastifyInstance,
  nowMs: number,
): Promise<void> {
  const { database } = app.tonic;
  const call = callerOf(app);
  const iso = (ms: number) => new Date(ms).toISOString();

  // The demo password, as the README's accounts have it.
  const { PasswordHash: passwordHash } = await authedRow(database, 'admin@tonic.test');
  // Joined over the past year, the first ones longest ago.
  await database.transaction((tx) =>
    tx.insert(users).values(
      DEMO_SCHOOL_STUDENTS.map((name, index) => {
        const joined = iso(nowMs - (360 - index * 40) * DAY_MS);
        return {
          Email: demoStudentEmail(name),
          Username: demoStudentEmail(name),
          FirstName: name[0],
          LastName: name[1],
          UserType: 1,
          privilegies: 0,
          PasswordHash: passwordHash,
          Verified: true,
          CreatedAt: joined,
          UpdatedAt: joined,
        };
      }),
    ),
  );
  const admin = await authed(database, 'admin@tonic.test');
  const coach = await authed(database, 'coach@tonic.test');
  const students = await Promise.all(
    DEMO_SCHOOL_STUDENTS.map((name) => authed(database, demoStudentEmail(name))),
  );
  const academy = first(
    await database.read.select({ Id: courses.Id }).from(courses).where(eq(courses.Code, 'EAR-101')),
  );
  if (!academy || students.length < 8) return;
  const school: School = { call, admin, coach, students, courseId: academy.Id, nowMs };
  // One unit of work that every call joins: one commit (a flush each would cost seconds on every
  // test server's start), its events published and its mails queued after it.
  await app.tonic.work(async () => {
    const products = await seedCatalogue(school);
    await seedBusiness(school, products);
    await seedWork(school);
    await seedHistory(
      database,
      nowMs,
      academy.Id,
      students.map((student) => student.Id),
    );
  });
}

/** The catalogue: the course for sale, a free taster and a bundle; codes, some redeemed. */
async function seedCatalogue({ call, admin, students, courseId }: School) {
  const courseIds = [courseId];
  const paid = (await call(
    calls.products.saveProduct,
    {
      Slug: 'ear-training-fundamentals',
      Kind: 'course',
      Name: 'Ear Training Fundamentals',
      Description: 'The whole course: intervals, rhythm and chords, with a certificate at the end.',
      PriceEur: 4900,
      PriceSek: 49000,
      Published: true,
      CourseIds: courseIds,
    },
    admin,
  )) as { Id: number };
  await call(
    calls.products.saveProduct,
    {
      Slug: 'ear-training-taster',
      Kind: 'sample',
      Name: 'Ear training taster',
      Description: 'Try the first lessons for free.',
      PriceEur: 0,
      PriceSek: 0,
      Published: true,
      CourseIds: courseIds,
    },
    admin,
  );
  const bundle = (await call(
    calls.products.saveProduct,
    {
      Slug: 'ear-training-with-coaching',
      Kind: 'bundle',
      Name: 'Ear training with coaching',
      Description: 'The course and four coaching sessions with a teacher.',
      PriceEur: 12900,
      PriceSek: 129000,
      Published: true,
      CourseIds: courseIds,
    },
    admin,
  )) as { Id: number };

  // Codes for a school partner; three of them redeemed by students.
  const codes = (await call(
    calls.codes.createCodes,
    { Count: 6, Description: 'Spring term, Kulturskolan', CourseIds: courseIds },
    admin,
  )) as { Code: string }[];
  for (const [index, code] of codes.slice(0, 3).entries())
    await call(calls.codes.redeemCode, { Code: code.Code }, students[index]!);
  // Two joined the free taster.
  for (const student of students.slice(3, 5))
    await call(calls.products.joinFreeProduct, { Slug: 'ear-training-taster' }, student);

  return { paid: paid.Id, bundle: bundle.Id };
}

/** Customers: a company buying seats, two consumers with accounts, one abroad; their invoices. */
async function seedBusiness(
  { call, admin, students, nowMs }: School,
  products: { paid: number; bundle: number },
) {
  const now = new Date(nowMs).toISOString();
  const customer = async (input: Record<string, unknown>) =>
    ((await call(calls.customers.saveCustomer, input, admin)) as { Id: number }).Id;
  const company = await customer({
    Kind: 'company',
    Name: 'Kulturskolan Norrby AB',
    Email: 'ekonomi@kulturskolan-norrby.test',
    Street: 'Storgatan 12',
    PostalCode: '123 45',
    City: 'Norrby',
    Country: 'SE',
    VatNumber: 'SE556677889901',
    ContactName: 'Karin Norén',
  });
  const elin = await customer({
    Kind: 'person',
    Name: `${students[5]!.FirstName} ${students[5]!.LastName}`,
    Email: students[5]!.Email,
    Country: 'SE',
    UserId: students[5]!.Id,
  });
  const ella = await customer({
    Kind: 'person',
    Name: `${students[6]!.FirstName} ${students[6]!.LastName}`,
    Email: students[6]!.Email,
    Country: 'SE',
    UserId: students[6]!.Id,
  });
  await customer({ Kind: 'person', Name: 'Jonas Weber', Email: 'jonas.weber@example.test', Country: 'DE' });

  // Invoices: one paid (its course is granted), one sent and waiting, one draft.
  const invoice = async (CustomerId: number, ProductId: number, UnitPriceMinor: number, Quantity = 1) =>
    (
      (await call(
        calls.invoices.saveInvoice,
        { CustomerId, Currency: 'SEK', Lines: [{ ProductId, Quantity, UnitPriceMinor }] },
        admin,
      )) as { Id: number }
    ).Id;
  const paidId = await invoice(elin, products.paid, 49000);
  const sentPaid = (await call(calls.invoices.sendInvoice, { Id: paidId }, admin)) as { TotalMinor: number };
  await call(
    calls.invoices.recordPayment,
    { InvoiceId: paidId, AmountMinor: sentPaid.TotalMinor, PaidOn: now.slice(0, 10), Reference: 'Swish' },
    admin,
  );
  await call(calls.invoices.sendInvoice, { Id: await invoice(ella, products.bundle, 129000) }, admin);
  await invoice(company, products.paid, 39000, 5);
}

/** The work queue, an open survey with answers and the coach's bookable times. */
async function seedWork({ call, admin, coach, students, courseId, nowMs }: School) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(nowMs);
  // The work queue: a support question, a coaching request and a contact to follow up.
  const task = (Task: Record<string, unknown>, user: AuthedUser) =>
    call(calls.tasks.createTask, { Task }, user);
  await task(
    {
      TaskType: 9,
      Description: 'The interval exercise does not play sound on my phone.',
      UserId: students[0]!.Id,
    },
    admin,
  );
  await task(
    {
      TaskType: 10,
      Description: 'Would like a coaching session on chord hearing before the exam.',
      UserId: students[1]!.Id,
      CourseId: courseId,
    },
    admin,
  );
  await task(
    { TaskType: 11, Description: 'Kulturskolan Norrby asks about seats for the autumn term.' },
    admin,
  );

  // A course survey, open, with the students' answers.
  const survey = (await call(
    calls.surveys.saveSurvey,
    {
      Title: 'How is the ear training course going?',
      Description: 'Five quick questions; your answers help us plan the next term.',
      Status: 'open',
      Questions: [
        {
          Key: 'pace',
          Kind: 'single',
          Prompt: 'How is the pace of the lessons?',
          Required: true,
          Options: ['Too slow', 'Just right', 'Too fast'],
          ScaleMin: 1,
          ScaleMax: 5,
        },
        {
          Key: 'liked',
          Kind: 'multiple',
          Prompt: 'What do you use most?',
          Required: false,
          Options: ['Videos', 'Ear-training exercises', 'Coaching', 'Messages to my teacher'],
          ScaleMin: 1,
          ScaleMax: 5,
        },
        {
          Key: 'score',
          Kind: 'scale',
          Prompt: 'How likely are you to recommend the course?',
          Required: true,
          Options: [],
          ScaleMin: 1,
          ScaleMax: 10,
        },
        {
          Key: 'wish',
          Kind: 'text',
          Prompt: 'What would you like more of?',
          Required: false,
          Options: [],
          ScaleMin: 1,
          ScaleMax: 5,
        },
      ],
    },
    admin,
  )) as { Id: number };
  const answers = [
    { pace: 1, liked: [0, 1], score: 9, wish: 'More rhythm exercises.' },
    { pace: 1, liked: [1], score: 8, wish: '' },
    { pace: 2, liked: [0, 2], score: 7, wish: 'Slower chord examples, please.' },
    { pace: 1, liked: [1, 3], score: 10, wish: 'A second course!' },
    { pace: 0, liked: [0], score: 6, wish: '' },
  ];
  for (const [index, Answers] of answers.entries())
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers }, students[index]!);

  // Bookable coaching times over the coming two weeks, at 16:00 UTC on weekdays.
  const today = Date.parse(`${now.slice(0, 10)}T16:00:00.000Z`);
  let published = 0;
  for (let day = 2; published < 6; day++) {
    const at = today + day * DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    await call(
      calls.schedule.saveSlot,
      { StartsAt: iso(at), Minutes: 45, TimeZone: 'Europe/Stockholm', Note: 'Ear training coaching' },
      coach,
    );
    published++;
  }
}
