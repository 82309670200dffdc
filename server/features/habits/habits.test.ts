// The habit loop through the real server, on both engines: settings and their refusals, a day
// counted live on another device, days across the injected clock (a missed day won back), the
// reminder's rules, 100 races of a finished lesson against a due reminder, a company's name in
// its people's reminders, and the node's own rounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Course } from '../../../shared/courses';
import type { Habit } from '../../../shared/entities';
import { connected, nextEventWhere, startServer, type TestServer, until } from '../../test/harness';
import { insertPerson } from '../../test/people';

const ACADEMY = 1;
const DAY = 86_400_000;

let server: TestServer;

// The tests decide reminders themselves (remindOne, remindDue): the node's own minutely round
// would be a third decider whose moment a slow machine cannot foresee.
const NO_ROUNDS = { TONIC_HABIT_REMINDER_POLL_MS: '0' };

beforeAll(async () => {
  server = await startServer({
    ...NO_ROUNDS,
    TONIC_SESSION_MAX_DAYS: '1000',
    TONIC_SESSION_IDLE_HOURS: '100000',
  });
});
afterAll(() => server.close());

/** A new learner with the academy course, signed in. */
async function learner(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@habits.test`;
  const id = await insertPerson(server, email, 1, { FirstName: name, LastName: 'Learner' });
  await server.sql(
    `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', '2026-01-01T00:00:00.000Z')`,
    id,
    ACADEMY,
  );
  const token = await server.signIn(email);
  const course = (await server.call(calls.courses.getCourse, { CourseId: ACADEMY }, token)).body
    .data as Course[];
  return { id, email, token, parts: course[0]!.CourseParts.map((p) => p.Id) };
}

const habitOf = async (token: string) =>
  (await server.call(calls.habits.getHabit, {}, token)).body.data as Habit;
const finishPart = (token: string, partId: number) =>
  server.call(calls.courses.updateVideoPlay, { CourseId: ACADEMY, CoursePartId: partId }, token);
const unwatch = (token: string, partId: number) =>
  server.call(calls.courses.resetEpisodeProgress, { CourseId: ACADEMY, PostId: partId }, token);
let round = 0;
function earRound(token: string, Correct = 0) {
  round += 1;
  return server.call(
    calls.publicSite.completeEarTrainingRound,
    { Exercise: 'NameTheInterval', RoundId: `habit-round-${round}-${Date.now()}`, Correct, Total: 10 },
    token,
  );
}

describe('habit settings', () => {
  it('answers the defaults, the school’s zone included, until the learner saves theirs', async () => {
    const { token } = await learner('Dee');
    expect(await habitOf(token)).toEqual({
      Streak: 0,
      LongestStreak: 0,
      FreezesHeld: 0,
      TodayDone: false,
      TodayXp: 0,
      DailyGoalXp: 20,
      ReminderHour: null,
      TimeZone: 'Europe/Stockholm',
      Reminders: true,
      WinBack: null,
    });
  });

  it('refuses a zone that is not IANA and a goal off the list with a clear error, changing nothing', async () => {
    const { token } = await learner('Rex');
    const before = await habitOf(token);
    for (const [data, field] of [
      [{ TimeZone: 'Mars/Olympus_Mons' }, 'TimeZone'],
      [{ TimeZone: '+01:00' }, 'TimeZone'],
      [{ TimeZone: 'CET' }, 'TimeZone'],
      [{ DailyGoalXp: 25 }, 'DailyGoalXp'],
      [{ ReminderHour: 24 }, 'ReminderHour'],
      [{ DailyGoalXp: 30, TimeZone: 'Nowhere/Land' }, 'TimeZone'],
    ] as const) {
      const reply = await server.call(calls.habits.saveHabitSettings, data, token);
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'INVALID', field });
      expect(reply.body.message).toEqual(expect.any(String));
    }
    expect(await habitOf(token)).toEqual(before);
    const school = await server.call(
      calls.settings.saveSettings,
      { habitTimeZone: 'Utc/Nope' },
      await server.signIn('admin@tonic.test'),
    );
    expect(school.body).toMatchObject({ status: 'INVALID', field: 'habitTimeZone' });
  });

  it('saves the settings and every device of the learner hears them', async () => {
    const { token } = await learner('Sol');
    const other = server.connect(token);
    await connected(other);
    const heard = nextEventWhere(other, 'habit:changed', (e) => e.DailyGoalXp === 50);
    const reply = await server.call(
      calls.habits.saveHabitSettings,
      { DailyGoalXp: 50, ReminderHour: 7, TimeZone: 'America/New_York', Reminders: false },
      token,
    );
    expect(reply.body.data).toMatchObject({
      DailyGoalXp: 50,
      ReminderHour: 7,
      TimeZone: 'America/New_York',
      Reminders: false,
    });
    expect(await heard).toMatchObject({ DailyGoalXp: 50, TimeZone: 'America/New_York' });
    const back = await server.call(calls.habits.saveHabitSettings, { ReminderHour: null }, token);
    expect((back.body.data as Habit).ReminderHour).toBeNull();
    other.disconnect();
  });
});

describe('days and the goal', () => {
  it('a part finished on one device moves the streak and the goal on the other, once per day', async () => {
    const { id, token, parts } = await learner('Ola');
    await server.call(calls.habits.saveHabitSettings, { DailyGoalXp: 10, TimeZone: 'Asia/Tokyo' }, token);
    const other = server.connect(token);
    await connected(other);
    const counted = nextEventWhere(other, 'habit:changed', (e) => e.TodayDone);
    expect((await finishPart(token, parts[0]!)).status).toBe(200);
    const event = await counted;
    expect(event).toMatchObject({ Streak: 1, LongestStreak: 1, TodayDone: true });
    // A second part the same day: more XP toward the goal, the day counted once.
    await finishPart(token, parts[1]!);
    await earRound(token, 7);
    const habit = await habitOf(token);
    expect(habit.Streak).toBe(1);
    expect(habit.TodayXp).toBeGreaterThanOrEqual(7);
    expect(await server.sql('select "Day" from habit_days where "UserId" = ?', id)).toHaveLength(1);
    other.disconnect();
  });

  it('a change of zone keeps today’s XP toward the goal, whatever the two zones’ dates', async () => {
    const { token } = await learner('Zia');
    await server.call(
      calls.habits.saveHabitSettings,
      { DailyGoalXp: 50, TimeZone: 'Pacific/Kiritimati' },
      token,
    );
    await earRound(token, 7);
    const earned = (await habitOf(token)).TodayXp;
    expect(earned).toBeGreaterThan(0);
    // 25 hours behind: another calendar date at any time of day.
    await server.call(calls.habits.saveHabitSettings, { TimeZone: 'Pacific/Pago_Pago' }, token);
    expect(await habitOf(token)).toMatchObject({ TodayXp: earned, TimeZone: 'Pacific/Pago_Pago' });
    await earRound(token, 7);
    expect((await habitOf(token)).TodayXp).toBeGreaterThan(earned);
  });

  it('a change of the school’s zone keeps today’s XP of the learners on it, and only theirs', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const onSchool = await learner('Sky');
    const onTheirs = await learner('Ivo');
    await server.call(calls.habits.saveHabitSettings, { DailyGoalXp: 50 }, onSchool.token);
    await server.call(
      calls.habits.saveHabitSettings,
      { DailyGoalXp: 50, TimeZone: 'Asia/Tokyo' },
      onTheirs.token,
    );
    await server.call(calls.settings.saveSettings, { habitTimeZone: 'Pacific/Kiritimati' }, admin);
    try {
      await earRound(onSchool.token, 7);
      await earRound(onTheirs.token, 7);
      const earned = (await habitOf(onSchool.token)).TodayXp;
      expect(earned).toBeGreaterThan(0);
      const theirs = await habitOf(onTheirs.token);
      // 25 hours behind: another calendar date at any time of day.
      const moved = await server.call(
        calls.settings.saveSettings,
        { habitTimeZone: 'Pacific/Pago_Pago' },
        admin,
      );
      expect(moved.status).toBe(200);
      expect(await habitOf(onSchool.token)).toMatchObject({ TodayXp: earned, TimeZone: 'Pacific/Pago_Pago' });
      expect(await habitOf(onTheirs.token)).toEqual(theirs);
      await earRound(onSchool.token, 7);
      expect((await habitOf(onSchool.token)).TodayXp).toBeGreaterThan(earned);
    } finally {
      await server.call(calls.settings.saveSettings, { habitTimeZone: 'Europe/Stockholm' }, admin);
    }
  });

  it('XP earned while the school’s zone changes all counts for today, on either side of the change', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const control = await learner('Cal');
    await earRound(control.token, 7);
    await earRound(control.token, 7);
    const twoRounds = (await habitOf(control.token)).TodayXp;
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => learner(`Racer${i}`)));
    await server.call(calls.settings.saveSettings, { habitTimeZone: 'Pacific/Kiritimati' }, admin);
    try {
      const rounds = racers.flatMap((r) => [earRound(r.token, 7), earRound(r.token, 7)]);
      const change = server.call(calls.settings.saveSettings, { habitTimeZone: 'Pacific/Pago_Pago' }, admin);
      expect((await Promise.all([...rounds, change])).map((reply) => reply.status)).toEqual(
        Array(rounds.length + 1).fill(200),
      );
      for (const racer of racers) expect((await habitOf(racer.token)).TodayXp).toBe(twoRounds);
    } finally {
      await server.call(calls.settings.saveSettings, { habitTimeZone: 'Europe/Stockholm' }, admin);
    }
  });

  it('across days on the injected clock: a missed day is won back by two lessons the next day', async () => {
    const { token } = await learner('Kai');
    await earRound(token);
    expect((await habitOf(token)).Streak).toBe(1);
    server.advance(DAY);
    await earRound(token);
    expect(await habitOf(token)).toMatchObject({ Streak: 2, TodayDone: true });
    server.advance(2 * DAY);
    expect(await habitOf(token)).toMatchObject({ Streak: 0, WinBack: 2, TodayDone: false });
    await earRound(token);
    expect(await habitOf(token)).toMatchObject({ Streak: 1, WinBack: 2 });
    await earRound(token);
    expect(await habitOf(token)).toMatchObject({ Streak: 3, WinBack: null, LongestStreak: 3 });
  });
});

describe('coaches', () => {
  it('see their students’ streaks on My students; a student’s contacts carry none', async () => {
    const { id, token } = await learner('Uma');
    await earRound(token);
    const coach = await server.signIn('coach@tonic.test');
    const contacts = (await server.call(calls.messages.getContacts, {}, coach)).body.data as {
      UserId: number;
      Streak: number | null;
    }[];
    expect(contacts.find((c) => c.UserId === id)).toMatchObject({ Streak: 1 });
    const own = (await server.call(calls.messages.getContacts, {}, token)).body.data as {
      Streak: number | null;
    }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.Streak === null)).toBe(true);
  });
});

describe('reminders', () => {
  const mailsTo = (email: string) =>
    server.sql<{ Id: number; Status: string; Body: string; Subject: string; Locale: string }>(
      `select "Id", "Status", "Body", "Subject", "Locale" from mail_outbox where "ToAddress" = ? and "Template" = 'habit-reminder' order by "Id"`,
      email,
    );
  const dueNow = (id: number) =>
    server.sql(
      `update user_habits set "NextReminderAt" = ? where "UserId" = ?`,
      new Date(server.app.tonic.clock()).toISOString(),
      id,
    );

  it('plans the reminder at 19:00 local for a new learner, mails it once in their language, not when the day is done', async () => {
    const sv = await learner('Liv');
    await server.sql(`update users set "Language" = 'sv' where "Id" = ?`, sv.id);
    await earRound(sv.token);
    const [row] = await server.sql<{ NextReminderAt: string }>(
      'select "NextReminderAt" from user_habits where "UserId" = ?',
      sv.id,
    );
    const planned = new Date(row!.NextReminderAt);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Stockholm',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(planned),
    ).toBe('19');
    // Due while the day is done: no mail, planned again for the next day.
    await dueNow(sv.id);
    await server.app.habits.remindDue();
    expect(await mailsTo(sv.email)).toEqual([]);
    // The next day at its hour, not done: one mail, in Swedish; a second round sends no other.
    server.advance(DAY);
    await dueNow(sv.id);
    expect(await server.app.habits.remindOne(sv.id)).toBe(true);
    await dueNow(sv.id);
    expect(await server.app.habits.remindOne(sv.id)).toBe(false);
    const mails = await mailsTo(sv.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ Locale: 'sv' });
    expect(mails[0]!.Subject).toContain('svit');
    // One click on the link turns them off.
    const [token] = await server.sql<{ UnsubscribeToken: string }>(
      'select "UnsubscribeToken" from user_habits where "UserId" = ?',
      sv.id,
    );
    expect(mails[0]!.Body).toContain(`/api/habits/unsubscribe/${token!.UnsubscribeToken}`);
    const res = await fetch(`${server.url}/api/habits/unsubscribe/${token!.UnsubscribeToken}`);
    expect(res.status).toBe(200);
    expect((await habitOf(sv.token)).Reminders).toBe(false);
    expect((await fetch(`${server.url}/api/habits/unsubscribe/unknown-token-0000000000`)).status).toBe(404);
  });

  it('the school-wide switch stops every reminder', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const one = await learner('Max');
    await earRound(one.token);
    server.advance(DAY);
    await server.call(calls.settings.saveSettings, { habitReminders: false }, admin);
    await dueNow(one.id);
    expect(await server.app.habits.remindOne(one.id)).toBe(false);
    await server.call(calls.settings.saveSettings, { habitReminders: true }, admin);
    expect(await mailsTo(one.email)).toEqual([]);
  });

  it('100 races of a finished lesson against a due reminder: no reminder goes out after the day was done', async () => {
    const { id, email, token, parts } = await learner('Ray');
    const part = parts[0]!;
    await finishPart(token, part);
    const outcomes = { none: 0, cancelled: 0, sent: 0 };
    const decided: number[] = [];
    for (let race = 0; race < 100; race++) {
      server.advance(DAY);
      await unwatch(token, part);
      await dueNow(id);
      // The reminder starts at once or a few milliseconds in, so both orders and the overlap occur.
      const reminder = new Promise<void>((resolve) => setTimeout(resolve, race % 8)).then(() =>
        server.app.habits.remindOne(id),
      );
      const [lesson, reminded] = await Promise.all([finishPart(token, part), reminder]);
      expect(lesson.body.addedProgress).toBe(true);
      const [day] = await server.sql<{ Day: string; Reminder: 'none' | 'cancelled' | 'sent' }>(
        `select "Day", "Reminder" from habit_days where "UserId" = ? order by "Day" desc limit 1`,
        id,
      );
      const [row] = await server.sql<{ ReminderDay: string | null; ReminderMailId: number | null }>(
        'select "ReminderDay", "ReminderMailId" from user_habits where "UserId" = ?',
        id,
      );
      const mail = reminded
        ? (
            await server.sql<{ Status: string; Attempts: number }>(
              'select "Status", "Attempts" from mail_outbox where "Id" = ?',
              row!.ReminderMailId,
            )
          )[0]
        : undefined;
      // What the lesson found, under the learner's lock, is what became of the mail.
      if (!reminded) expect(day!.Reminder, `race ${race}`).toBe('none');
      else if (day!.Reminder === 'cancelled') expect(mail!.Status).toBe('cancelled');
      else {
        // The mail was decided and taken by the outbox before the lesson was recorded.
        expect(day!.Reminder, `race ${race}`).toBe('sent');
        expect(mail!.Attempts).toBeGreaterThan(0);
      }
      outcomes[reminded ? day!.Reminder : 'none'] += 1;
      if (reminded) decided.push(row!.ReminderMailId!);
    }
    // Every reminder mail is one a race decided and checked above: sent (or still being sent by
    // the outbox, which took it before the lesson) or cancelled; none was queued past its day.
    const all = await server.sql<{ Id: number; Status: string; Attempts: number }>(
      `select "Id", "Status", "Attempts" from mail_outbox where "ToAddress" = ? and "Template" = 'habit-reminder' order by "Id"`,
      email,
    );
    expect(all.map((m) => m.Id)).toEqual(decided);
    expect(all.filter((m) => m.Status === 'pending' && m.Attempts === 0)).toEqual([]);
    expect(outcomes.none + outcomes.cancelled + outcomes.sent).toBe(100);
    expect((await habitOf(token)).Streak).toBe(101);
  });
});

describe('teams', () => {
  let teams: TestServer;
  beforeAll(async () => {
    teams = await startServer({ ...NO_ROUNDS, TONIC_SITE: 'teams' });
  });
  afterAll(() => teams.close());

  it('a company’s people are reminded by their company’s name, the school’s people by the school’s', async () => {
    const [plan] = await teams.sql<{ Key: string }>('select "Key" from plans limit 1');
    const [company] = await teams.sql<{ Id: number }>(
      `insert into companies ("Name", "PlanKey", "CreatedAt", "UpdatedAt") values ('Nordic Brass AB', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
      plan!.Key,
    );
    const member = await insertPerson(teams, `member-${Date.now()}@habits.test`, 1);
    const own = await insertPerson(teams, `own-${Date.now()}@habits.test`, 1);
    await teams.sql(
      `insert into company_members ("CompanyId", "UserId", "JoinedAt") values (?, ?, '2026-01-01T00:00:00.000Z')`,
      company!.Id,
      member,
    );
    const yesterday = new Date(teams.app.tonic.clock() - DAY).toISOString();
    const now = new Date(teams.app.tonic.clock()).toISOString();
    for (const id of [member, own])
      await teams.sql(
        `insert into user_habits ("UserId", "Streak", "LongestStreak", "LastActiveAt", "DayCount", "UnsubscribeToken", "NextReminderAt") values (?, 4, 4, ?, 1, ?, ?)`,
        id,
        yesterday,
        `token-${id}-${Date.now()}-abcdefgh`,
        now,
      );
    expect(await teams.app.habits.remindDue()).toBeGreaterThanOrEqual(2);
    const bodyOf = async (id: number) =>
      (
        await teams.sql<{ Body: string }>(
          `select "Body" from mail_outbox where "ToAddress" = (select "Email" from users where "Id" = ?) and "Template" = 'habit-reminder'`,
          id,
        )
      )[0]!.Body;
    expect(await bodyOf(member)).toContain('Nordic Brass AB');
    expect(await bodyOf(own)).toContain('Tonic');
    expect(await bodyOf(own)).not.toContain('Nordic Brass AB');
  });
});

describe('the node’s own reminder rounds', () => {
  let node: TestServer;
  beforeAll(async () => {
    node = await startServer({ TONIC_HABIT_REMINDER_POLL_MS: '100' });
  });
  afterAll(() => node.close());

  it('a due reminder goes out from the rounds alone, once, and the next is planned later', async () => {
    const id = await insertPerson(node, `rounds-${Date.now()}@habits.test`, 1);
    const now = node.app.tonic.clock();
    await node.sql(
      `insert into user_habits ("UserId", "Streak", "LongestStreak", "LastActiveAt", "DayCount", "UnsubscribeToken", "NextReminderAt") values (?, 2, 2, ?, 1, ?, ?)`,
      id,
      new Date(now - DAY).toISOString(),
      `token-${id}-${Date.now()}-abcdefgh`,
      new Date(now).toISOString(),
    );
    const mails = () =>
      node.sql<{ Id: number }>(
        `select "Id" from mail_outbox where "ToAddress" = (select "Email" from users where "Id" = ?) and "Template" = 'habit-reminder'`,
        id,
      );
    await until(async () => (await mails()).length > 0);
    const [row] = await node.sql<{ NextReminderAt: string }>(
      'select "NextReminderAt" from user_habits where "UserId" = ?',
      id,
    );
    expect(new Date(row!.NextReminderAt).getTime()).toBeGreaterThan(now);
    // Nothing is due for this learner any more: a round finds nothing to send.
    await node.app.habits.remindDue();
    expect(await mails()).toHaveLength(1);
  });
});
