// Statistics against a seeded fixture with known figures (March 2025, before any demo data),
// and the operations console's event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { EventLogRow, StatisticsRow } from '../../../shared/calls/statistics';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
const ids = { student: 0, coach: 0, other: 0, course: 0 };

const at = (day: string, time = '12:00:00') => `2025-03-${day}T${time}.000Z`;

async function insertId(text: string, ...params: unknown[]): Promise<number> {
  const [row] = await server.sql<{ Id: number }>(`${text} returning "Id"`, ...params);
  return Number(row!.Id);
}

async function person(email: string, type: number): Promise<number> {
  return insertId(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "CreatedAt", "UpdatedAt")
     values (?, ?, 'x', 'Fixture', 'Person', ?, ?, ?)`,
    email,
    email,
    type,
    at('01'),
    at('01'),
  );
}

async function seedFixture(): Promise<void> {
  ids.student = await person('stats-student@tonic.test', 1);
  ids.coach = await person('stats-coach@tonic.test', 8);
  ids.other = await person('stats-other@tonic.test', 1);
  ids.course = await insertId(
    `insert into courses ("Name", "Code", "CreatedAt", "UpdatedAt") values ('Fixture', 'STATS-FIX', ?, ?)`,
    at('01'),
    at('01'),
  );
  // Sign-ins: three in March (two on Monday the 3rd), one in April.
  const signIns = [
    at('03', '09:00:00'),
    at('03', '10:00:00'),
    at('12', '08:00:00'),
    '2025-04-01T00:00:00.000Z',
  ];
  for (const [i, when] of signIns.entries())
    await server.sql(
      `insert into sessions ("UserId", "TokenHash", "CreatedAt", "LastUsedAt", "ExpiresAt") values (?, ?, ?, ?, ?)`,
      ids.student,
      `stats-fixture-${i}`,
      when,
      when,
      when,
    );
  // Course starts: the student (4th) and the coach (5th); the other person started in February.
  // Completions: the student (20th) and the other person (10th).
  const milestones: [number, string, string | null][] = [
    [ids.student, at('04'), at('20')],
    [ids.coach, at('05'), null],
    [ids.other, '2025-02-28T12:00:00.000Z', at('10')],
  ];
  for (const [userId, started, completed] of milestones)
    await server.sql(
      `insert into course_milestones ("UserId", "CourseId", "StartedAt", "CompletedAt") values (?, ?, ?, ?)`,
      userId,
      ids.course,
      started,
      completed,
    );
  // XP: 50 + 25 + 10 in March, 1000 in April.
  const xp: [number, number, string][] = [
    [ids.student, 50, at('04')],
    [ids.student, 25, at('18')],
    [ids.coach, 10, at('05')],
    [ids.coach, 1000, '2025-04-02T00:00:00.000Z'],
  ];
  for (const [i, [userId, amount, when]] of xp.entries())
    await server.sql(
      `insert into xp_ledger ("UserId", "Amount", "Reason", "AwardKey", "CreatedAt") values (?, ?, 'fixture', ?, ?)`,
      userId,
      amount,
      `fixture:${i}`,
      when,
    );
  await server.sql(
    `insert into certificates ("UserId", "CourseId", "Code", "IssuedAt") values (?, ?, 'STATSFIX1', ?)`,
    ids.student,
    ids.course,
    at('20'),
  );
  // Messages: two questions answered by one reply (a wait of 3600 s), one answered in 120 s,
  // one in 7200 s, one unanswered: eight messages, three waits.
  const s = ids.student;
  const c = ids.coach;
  const messages: [number, number, string][] = [
    [s, c, at('03', '10:00:00')],
    [s, c, at('03', '10:30:00')],
    [c, s, at('03', '11:00:00')],
    [s, c, at('12', '09:00:00')],
    [c, s, at('12', '09:02:00')],
    [s, c, at('13', '00:00:00')],
    [c, s, at('13', '02:00:00')],
    [s, c, at('25', '12:00:00')],
  ];
  for (const [from, to, when] of messages)
    await server.sql(
      `insert into messages ("ToUserId", "FromUserId", "SentByUserId", "Message", "CDate") values (?, ?, ?, 'fixture', ?)`,
      to,
      from,
      from,
      when,
    );
  // Revenue: EUR 100.00 invoiced less a 25.00 credit note, SEK 500.00 paid; a draft never counts.
  const customer = await insertId(
    `insert into customers ("Kind", "Name", "Country", "CreatedAt", "UpdatedAt") values ('company', 'Fixture AB', 'SE', ?, ?)`,
    at('01'),
    at('01'),
  );
  const invoices: [number | null, string, string, string, number, string | null][] = [
    [9001, 'invoice', 'sent', 'EUR', 10_000, '2025-03-07'],
    [9002, 'credit', 'sent', 'EUR', 2_500, '2025-03-21'],
    [9003, 'invoice', 'paid', 'SEK', 50_000, '2025-03-15'],
    [null, 'invoice', 'draft', 'EUR', 99_999, null],
  ];
  for (const [number, kind, status, currency, net, issued] of invoices)
    await server.sql(
      `insert into invoices ("Number", "Kind", "Status", "CustomerId", "Currency", "VatTreatment", "CustomerKind",
         "CustomerName", "CustomerCountry", "IssueDate", "NetMinor", "TotalMinor", "CreatedAt", "UpdatedAt")
       values (?, ?, ?, ?, ?, 'domestic', 'company', 'Fixture AB', 'SE', ?, ?, ?, ?, ?)`,
      number,
      kind,
      status,
      customer,
      currency,
      issued,
      net,
      net,
      at('01'),
      at('01'),
    );
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  await seedFixture();
});
afterAll(() => server.close());

const march = { From: '2025-03-01', To: '2025-03-31' };

async function statistics(data: Record<string, unknown>, token = admin) {
  const reply = await server.call(calls.statistics.getStatistics, data, token);
  expect(reply.body.status).toBe('OK');
  return reply.body.data as { ActiveNow: number; Rows: StatisticsRow[]; Total: StatisticsRow };
}

describe('statistics', () => {
  it('adds up the fixture month exactly', async () => {
    const { Rows, Total } = await statistics({ ...march, Bucket: 'month' });
    const expected = {
      SignIns: 3,
      CourseStarts: 2,
      CourseCompletions: 2,
      XpAwarded: 85,
      Messages: 8,
      Replies: 3,
      ReplyMedianSeconds: 3600,
      ReplyP90Seconds: 7200,
      Certificates: 1,
      RevenueMinor: { EUR: 7_500, SEK: 50_000 },
    };
    expect(Rows).toEqual([{ Period: '2025-03', ...expected }]);
    expect(Total).toEqual({ Period: 'Total', ...expected });
  });

  it('splits into Monday weeks and days, empty buckets included', async () => {
    const { Rows } = await statistics({ ...march, Bucket: 'week' });
    expect(Rows.map((r) => r.Period)).toEqual([
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    const week = (p: string) => Rows.find((r) => r.Period === p)!;
    expect(week('2025-03-03')).toMatchObject({
      SignIns: 2,
      CourseStarts: 2,
      XpAwarded: 60,
      Messages: 3,
      Replies: 1,
      ReplyMedianSeconds: 3600,
      ReplyP90Seconds: 3600,
      RevenueMinor: { EUR: 10_000, SEK: 0 },
    });
    expect(week('2025-03-10')).toMatchObject({
      SignIns: 1,
      CourseCompletions: 1,
      Messages: 4,
      Replies: 2,
      ReplyMedianSeconds: 3660,
      ReplyP90Seconds: 7200,
      RevenueMinor: { EUR: 0, SEK: 50_000 },
    });
    expect(week('2025-03-17')).toMatchObject({ CourseCompletions: 1, Certificates: 1, XpAwarded: 25 });
    expect(week('2025-03-24')).toMatchObject({ Messages: 1, Replies: 0, ReplyMedianSeconds: null });
    expect(week('2025-02-24')).toMatchObject({ SignIns: 0, Messages: 0, RevenueMinor: { EUR: 0, SEK: 0 } });

    const days = await statistics({ From: '2025-03-03', To: '2025-03-05', Bucket: 'day' });
    expect(days.Rows.map((r) => [r.Period, r.SignIns, r.CourseStarts, r.XpAwarded])).toEqual([
      ['2025-03-03', 2, 0, 0],
      ['2025-03-04', 0, 1, 50],
      ['2025-03-05', 0, 1, 10],
    ]);
  });

  it('times a wait that spans two periods in full, in the period of the reply', async () => {
    const asked = '2025-05-31T22:00:00.000Z';
    const again = '2025-05-31T23:30:00.000Z';
    const replied = '2025-06-01T01:00:00.000Z';
    for (const [from, to, when] of [
      [ids.other, ids.coach, asked],
      [ids.other, ids.coach, again],
      [ids.coach, ids.other, replied],
    ] as const)
      await server.sql(
        `insert into messages ("ToUserId", "FromUserId", "SentByUserId", "Message", "CDate") values (?, ?, ?, 'fixture', ?)`,
        to,
        from,
        from,
        when,
      );
    const { Rows } = await statistics({ From: '2025-05-01', To: '2025-06-30', Bucket: 'month' });
    expect(Rows.map((r) => [r.Period, r.Messages, r.Replies, r.ReplyMedianSeconds])).toEqual([
      ['2025-05', 2, 0, null],
      ['2025-06', 1, 1, 10_800],
    ]);
    const june = await statistics({ From: '2025-06-01', To: '2025-06-01' });
    expect(june.Total).toMatchObject({ Replies: 1, ReplyMedianSeconds: 10_800, ReplyP90Seconds: 10_800 });
  });

  it('keeps closed days once and counts yesterday and today live', async () => {
    const kept = await server.sql<{ Day: string; Messages: number; ReplySeconds: string }>(
      `select "Day", "Messages", "ReplySeconds" from statistics_days
       where "Day" >= '2025-03-01' and "Day" < '2025-04-01' order by "Day"`,
    );
    expect(kept).toHaveLength(31);
    expect(kept.find((d) => d.Day === '2025-03-13')).toMatchObject({ Messages: 2, ReplySeconds: '[7200]' });
    // Read back from the kept days, the month adds up as it did when first counted.
    expect((await statistics({ ...march, Bucket: 'month' })).Total).toMatchObject({
      Messages: 8,
      Replies: 3,
      ReplyMedianSeconds: 3600,
    });

    const today = new Date().toISOString().slice(0, 10);
    const before = (await statistics({ From: today, To: today })).Total.Messages;
    const [coachRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'coach@tonic.test'`,
    );
    const sent = await server.call(
      calls.messages.submitMessage,
      { UserId: coachRow!.Id, Message: '<p>counted live</p>' },
      student,
    );
    expect(sent.body.status).toBe('OK');
    expect((await statistics({ From: today, To: today })).Total.Messages).toBe(before + 1);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await server.sql(`select "Day" from statistics_days where "Day" >= ?`, yesterday)).toEqual([]);
  });

  it('the hourly pass keeps the last year counted, once', async () => {
    expect(await server.app.statistics.keepRecentDays(366)).toBeGreaterThan(300);
    const [kept] = await server.sql<{ n: number }>(
      `select count(*) as n from statistics_days where "Day" >= ?`,
      new Date(Date.now() - 367 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(Number(kept!.n)).toBe(366);
    expect(await server.app.statistics.keepRecentDays(366)).toBe(0);
  });

  it('exports the same figures as CSV with a total row', async () => {
    const reply = await server.call(calls.statistics.exportStatistics, { ...march, Bucket: 'month' }, admin);
    const { FileName, Csv } = reply.body.data as { FileName: string; Csv: string };
    expect(FileName).toBe('statistics-2025-03-01-2025-03-31-month.csv');
    const lines = Csv.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Period,Sign-ins,Course starts,Course completions,XP awarded,Messages,Coach replies,Reply median (s),Reply p90 (s),Certificates,Revenue (EUR),Revenue (SEK)',
    );
    expect(lines.slice(1)).toEqual([
      '2025-03,3,2,2,85,8,3,3600,7200,1,75.00,500.00',
      'Total,3,2,2,85,8,3,3600,7200,1,75.00,500.00',
    ]);
  });

  it('is for the school staff; bad periods are refused with the field', async () => {
    expect((await statistics(march, coach)).Total.SignIns).toBe(3);
    expect((await server.call(calls.statistics.getStatistics, march, student)).status).toBe(403);
    const backwards = await server.call(
      calls.statistics.getStatistics,
      { From: '2025-03-02', To: '2025-03-01' },
      admin,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('To');
    const tooLong = await server.call(
      calls.statistics.getStatistics,
      { From: '2020-01-01', To: '2025-01-01' },
      admin,
    );
    expect(tooLong.body.field).toBe('To');
  });

  it('counts the users online now and follows them live', async () => {
    const watcher = server.connect(admin);
    await connected(watcher);
    const reply = await watcher.emitWithAck('statistics:watch', { Watch: true });
    expect(reply.ok).toBe(true);
    expect(reply.ok && reply.data?.Online).toBe(1);
    expect((await statistics(march)).ActiveNow).toBe(1);
    // The count is announced a moment after each change (one notice for a burst): the notice of
    // the watcher's own arrival may still come, so each step waits for the count it expects.
    const more = nextEventWhere(watcher, 'presence:online', ({ Online }) => Online === 2);
    const other = server.connect(student);
    await connected(other);
    expect((await more).Online).toBe(2);
    const fewer = nextEventWhere(watcher, 'presence:online', ({ Online }) => Online === 1);
    other.disconnect();
    expect((await fewer).Online).toBe(1);

    const refused = server.connect(student);
    await connected(refused);
    expect(await refused.emitWithAck('statistics:watch', { Watch: true })).toMatchObject({ ok: false });
    refused.disconnect();
    watcher.disconnect();
  });

  it('records a course start when a part is first watched', async () => {
    const [studentRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student@tonic.test'`,
    );
    const [unwatched] = await server.sql<{ CourseId: number; PartId: number }>(
      `select a."CourseId", p."Id" as "PartId" from course_access a
       join course_parts p on p."CourseId" = a."CourseId"
       where a."UserId" = ? and not exists (select 1 from part_progress g
         where g."UserId" = a."UserId" and g."CoursePartId" = p."Id" and g."VideoPlay" = 1)
       order by p."Id" limit 1`,
      studentRow!.Id,
    );
    await server.sql(
      `delete from course_milestones where "UserId" = ? and "CourseId" = ?`,
      studentRow!.Id,
      unwatched!.CourseId,
    );
    const watched = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: unwatched!.CourseId, CoursePartId: unwatched!.PartId },
      student,
    );
    expect(watched.body.status).toBe('OK');
    const [milestone] = await server.sql<{ StartedAt: string }>(
      `select "StartedAt" from course_milestones where "UserId" = ? and "CourseId" = ?`,
      studentRow!.Id,
      unwatched!.CourseId,
    );
    expect(milestone?.StartedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const today = milestone!.StartedAt.slice(0, 10);
    expect((await statistics({ From: today, To: today })).Total.CourseStarts).toBe(1);
  });
});

describe('the operations console event log', () => {
  it('pages back by cursor, filtered by type and user, for the school admins only', async () => {
    const [coachRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'coach@tonic.test'`,
    );
    const coachId = coachRow!.Id;
    for (const text of ['one', 'two', 'three'])
      expect(
        (
          await server.call(
            calls.messages.submitMessage,
            { UserId: coachId, Message: `<p>log ${text}</p>` },
            student,
          )
        ).body.status,
      ).toBe('OK');
    const call = (data: Record<string, unknown>, token = admin) =>
      server.call(calls.statistics.getEventLog, data, token);
    const first = await call({ Type: 'message:new', Limit: 2 });
    const page1 = first.body as unknown as { data: EventLogRow[]; nextBefore: number | null };
    expect(page1.data.map((e) => (e.payload.message as { Message: string }).Message)).toEqual([
      '<p>log three</p>',
      '<p>log two</p>',
    ]);
    expect(page1.data[0]!.rooms.length).toBeGreaterThan(0);
    expect(page1.nextBefore).toBe(page1.data[1]!.eventId);
    const page2 = (await call({ Type: 'message:*', Limit: 2, Before: page1.nextBefore })).body as unknown as {
      data: EventLogRow[];
    };
    expect((page2.data[0]!.payload.message as { Message: string }).Message).toBe('<p>log one</p>');
    const [studentRow] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student@tonic.test'`,
    );
    const byUser = (await call({ UserId: studentRow!.Id, Limit: 200 })).body as unknown as {
      data: EventLogRow[];
    };
    expect(byUser.data.length).toBeGreaterThanOrEqual(3);
    expect(byUser.data.every((e) => e.actorId === studentRow!.Id)).toBe(true);
    expect((await call({ Type: 'DROP TABLE' })).status).toBe(400);
    expect((await call({}, coach)).status).toBe(403);
  });
});
