// A year of data for the statistics and the operations console, and how fast their calls answer:
//   node --import tsx scripts/bench/statisticsYear.ts [--users 5000] [--events 1000000] [--keep]
// Starts Tonic on a fresh SQLite database (demo seed), writes the year straight into it (users,
// sign-ins, course starts and completions, XP, messages with coach replies, certificates,
// invoices and the event log), then times each page's calls over HTTP: the median and the
// slowest of several runs. docs/performance.md records a run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { SqliteDatabase } from '../../server/db/sqlite';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import * as calls from '../../shared/calls';
import type { CallContract } from '../../shared/calls/define';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '5000' },
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const EVENTS = Number(values.events);
const RUNS = Number(values.runs);
const DAY_MS = 86_400_000;
const end = Date.now();
const start = end - 365 * DAY_MS;

/** A deterministic generator, so two runs write the same year. */
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const within = (from = start, to = end) => new Date(from + random() * (to - from)).toISOString();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-stats-year-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  TONIC_DATA_DIR: dataDir,
  TONIC_SEED: 'demo',
  // A measurement on throwaway data, signed in as the demo accounts.
  TONIC_ALLOW_DEMO_ACCOUNTS: 'true',
  TONIC_PUBLIC_URL: 'http://127.0.0.1',
  TONIC_LOG_LEVEL: 'warn',
  TONIC_LOGIN_RATE_LIMIT: '1000',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const url = `http://127.0.0.1:${address.port}`;
const db = (app.tonic.database as SqliteDatabase).sqlite;

/** How many rows of each table the year holds, for the report. */
const written: Record<string, number> = {};
const count = (table: string, n = 1) => {
  written[table] = (written[table] ?? 0) + n;
};

/** The learners and their coaches (one in 50), and their sign-ins over the year. */
function generatePeople(): { coaches: number[]; students: number[] } {
  const insertUser = db.prepare(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "CreatedAt", "UpdatedAt")
     values (?, ?, 'x', 'Year', ?, ?, ?, ?)`,
  );
  const coaches: number[] = [];
  const students: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const coach = i % 50 === 0;
    const when = within();
    const id = Number(
      insertUser.run(`year-${i}@bench.test`, `year-${i}`, String(i), coach ? 8 : 1, when, when)
        .lastInsertRowid,
    );
    (coach ? coaches : students).push(id);
  }
  count('users', USERS);

  const session = db.prepare(
    `insert into sessions ("UserId", "TokenHash", "CreatedAt", "LastUsedAt", "ExpiresAt") values (?, ?, ?, ?, ?)`,
  );
  const signingIn = [...students, ...coaches];
  for (let i = 0; i < USERS * 40; i++) {
    const when = within();
    session.run(pick(signingIn), `year-${i}`, when, when, when);
  }
  count('sessions (sign-ins)', USERS * 40);

  return { coaches, students };
}

/** Courses begun and finished, their certificates, and the XP earned on the way. */
function generateProgress(students: number[]): void {
  const courseIds = (db.prepare('select "Id" from courses').all() as { Id: number }[]).map((r) => r.Id);
  const milestone = db.prepare(
    `insert or ignore into course_milestones ("UserId", "CourseId", "StartedAt", "CompletedAt") values (?, ?, ?, ?)`,
  );
  const certificate = db.prepare(
    `insert or ignore into certificates ("UserId", "CourseId", "Code", "IssuedAt") values (?, ?, ?, ?)`,
  );
  for (const student of students)
    for (const course of courseIds.slice(0, 3)) {
      if (random() < 0.3) continue;
      const began = Date.parse(within());
      const done = random() < 0.4 ? new Date(began + random() * (end - began)).toISOString() : null;
      milestone.run(student, course, new Date(began).toISOString(), done);
      count('course_milestones');
      if (done) {
        certificate.run(student, course, `Y${student}C${course}`, done);
        count('certificates');
      }
    }

  const xp = db.prepare(
    `insert into xp_ledger ("UserId", "Amount", "Reason", "AwardKey", "CreatedAt") values (?, ?, 'video', ?, ?)`,
  );
  for (let i = 0; i < 300_000; i++)
    xp.run(pick(students), 10 + Math.floor(random() * 40), `year:${i}`, within());
  count('xp_ledger', 300_000);
}

function generateMessages(coaches: number[], students: number[]): void {
  // Conversations: a student writes to their coach; most questions get a reply within hours.
  const message = db.prepare(
    `insert into messages ("ToUserId", "FromUserId", "SentByUserId", "Message", "CDate") values (?, ?, ?, 'year', ?)`,
  );
  for (let i = 0; i < 100_000; i++) {
    const student = pick(students);
    const coach = coaches[student % coaches.length]!;
    const asked = Date.parse(within());
    message.run(coach, student, student, new Date(asked).toISOString());
    count('messages');
    if (random() < 0.9) {
      message.run(student, coach, coach, new Date(asked + random() * 2 * DAY_MS).toISOString());
      count('messages');
    }
  }
}

function generateInvoices(): void {
  const customer = Number(
    db
      .prepare(
        `insert into customers ("Kind", "Name", "Country", "CreatedAt", "UpdatedAt") values ('company', 'Year AB', 'SE', ?, ?)`,
      )
      .run(within(), within()).lastInsertRowid,
  );
  const invoice = db.prepare(
    `insert into invoices ("Number", "Kind", "Status", "CustomerId", "Currency", "VatTreatment", "CustomerKind",
       "CustomerName", "CustomerCountry", "IssueDate", "NetMinor", "TotalMinor", "CreatedAt", "UpdatedAt")
     values (?, ?, 'sent', ?, ?, 'domestic', 'company', 'Year AB', 'SE', ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 3_200; i++) {
    const net = 10_000 + Math.floor(random() * 90_000);
    const when = within();
    invoice.run(
      100_000 + i,
      i % 16 === 0 ? 'credit' : 'invoice',
      customer,
      pick(['EUR', 'SEK']),
      when.slice(0, 10),
      net,
      net,
      when,
      when,
    );
  }
  count('invoices', 3_200);
}

function generateEvents(students: number[]): void {
  // The event log, in time order as a server writes it, each event to its actor's room.
  const types = [
    ...Array(8).fill('progress:changed'),
    ...Array(4).fill('xp:changed'),
    ...Array(3).fill('message:new'),
    ...Array(2).fill('message:opened'),
    'achievement:earned',
    'certificate:issued',
    'task:changed',
    'invoice:changed',
  ] as string[];
  const event = db.prepare(`insert into events ("type", "at", "actor_id", "payload") values (?, ?, ?, ?)`);
  const audience = db.prepare(`insert into event_audience ("event_id", "room") values (?, ?)`);
  const step = (end - start) / EVENTS;
  for (let i = 0; i < EVENTS; i++) {
    const actor = pick(students);
    const id = Number(
      event.run(pick(types), new Date(start + i * step).toISOString(), actor, `{"CourseId":1,"n":${i}}`)
        .lastInsertRowid,
    );
    audience.run(id, `user:${actor}`);
  }
  count('events', EVENTS);
}

function generate(): Record<string, number> {
  const { coaches, students } = generatePeople();
  generateProgress(students);
  generateMessages(coaches, students);
  generateInvoices();
  generateEvents(students);
  return written;
}

async function call(contract: CallContract, data: unknown, token: string | null) {
  const body = new URLSearchParams({ req: contract.req, data: JSON.stringify(data) });
  const res = await fetch(`${url}/api/backend/${contract.file}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const reply = (await res.json()) as { status: string; data?: unknown };
  if (reply.status !== 'OK') throw new Error(`${contract.req}: ${JSON.stringify(reply)}`);
  return reply;
}

async function timed(label: string, run: () => Promise<unknown>): Promise<string> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    await run();
    ms.push(performance.now() - began);
  }
  ms.sort((a, b) => a - b);
  return `| ${label} | ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms | ${ms.at(-1)!.toFixed(0)} ms |`;
}

try {
  const began = performance.now();
  // Its turn on the writer, like any unit of work: committed before the first call reads it.
  const written = await app.tonic.database.transaction(async () => generate());
  db.pragma('optimize');
  console.log(`generated in ${((performance.now() - began) / 1000).toFixed(1)} s:`, written);
  const { token } = (
    await call(calls.auth.signIn, { Email: 'admin@tonic.test', Password: DEMO_PASSWORD }, null)
  ).data as { token: string };
  const year = {
    From: new Date(start).toISOString().slice(0, 10),
    To: new Date(end).toISOString().slice(0, 10),
  };
  const [mid] = db.prepare('select max(id) / 2 as id from events').all() as { id: number }[];
  const [someone] = db.prepare('select actor_id as id from events order by id desc limit 1').all() as {
    id: number;
  }[];
  // The first year view counts the closed days and keeps them in statistics_days; every later
  // view reads the kept days and counts only yesterday and today.
  const coldBegan = performance.now();
  await call(calls.statistics.getStatistics, { ...year, Bucket: 'month' }, token);
  const cold = performance.now() - coldBegan;
  const lines = [
    '| Call (a year of data) | Median | Slowest |',
    '| --- | --- | --- |',
    `| get_statistics, a year by month, the first time (counts and keeps the closed days) | ${cold.toFixed(0)} ms | — |`,
    await timed('get_statistics, a year by day', () =>
      call(calls.statistics.getStatistics, { ...year, Bucket: 'day' }, token),
    ),
    await timed('get_statistics, a year by week', () =>
      call(calls.statistics.getStatistics, { ...year, Bucket: 'week' }, token),
    ),
    await timed('get_statistics, a year by month', () =>
      call(calls.statistics.getStatistics, { ...year, Bucket: 'month' }, token),
    ),
    await timed('get_statistics, the last 30 days by day', () =>
      call(
        calls.statistics.getStatistics,
        { From: new Date(end - 29 * DAY_MS).toISOString().slice(0, 10), To: year.To },
        token,
      ),
    ),
    await timed('export_statistics, a year by month (CSV)', () =>
      call(calls.statistics.exportStatistics, { ...year, Bucket: 'month' }, token),
    ),
    await timed('get_event_log, the newest 50', () =>
      call(calls.statistics.getEventLog, { Limit: 50 }, token),
    ),
    await timed('get_event_log, 50 of type message:new', () =>
      call(calls.statistics.getEventLog, { Limit: 50, Type: 'message:new' }, token),
    ),
    await timed('get_event_log, 50 of the area message:*', () =>
      call(calls.statistics.getEventLog, { Limit: 50, Type: 'message:*' }, token),
    ),
    await timed('get_event_log, 50 of one user', () =>
      call(calls.statistics.getEventLog, { Limit: 50, UserId: someone!.id }, token),
    ),
    await timed('get_event_log, 50 older than mid-year (cursor)', () =>
      call(calls.statistics.getEventLog, { Limit: 50, Before: mid!.id }, token),
    ),
    await timed('get_event_log, one user before mid-year (cursor)', () =>
      call(calls.statistics.getEventLog, { Limit: 50, UserId: someone!.id, Before: mid!.id }, token),
    ),
  ];
  console.log(lines.join('\n'));
} finally {
  await app.close();
  if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`data kept in ${dataDir}`);
}
