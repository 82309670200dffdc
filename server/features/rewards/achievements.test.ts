// The achievements editor over real HTTP and sockets: the school's admins make, change and remove
// achievements (English and Swedish texts, required XP, icon); everyone else is refused; bad
// input changes nothing; open pages hear of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Achievement } from '../../../shared/calls/rewards';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;

const INPUT = {
  title: 'Scale explorer',
  description: 'Played every major scale.',
  title_sv: 'Skalutforskare',
  description_sv: 'Spelat alla durskalor.',
  required_xp: 40,
  Icon: 'rocket',
};

const count = async (title: string) =>
  Number(
    (await server.sql<{ n: number }>('select count(*) as n from achievements where "title" = ?', title))[0]!
      .n,
  );
const listed = async (token: string) =>
  (await server.call(calls.rewards.getAchievements, {}, token)).body.data as (Achievement & {
    EarnedAt: string | null;
  })[];

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

describe('the achievements editor', () => {
  it('an admin makes one; a student’s open page hears of it and lists it with its texts and icon', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const heard = nextEventWhere(socket, 'achievement:changed', (e) => !e.Removed);
    const reply = await server.call(calls.rewards.saveAchievement, INPUT, admin);
    expect(reply.body.status).toBe('OK');
    const made = reply.body.data as Achievement;
    expect(made).toMatchObject({ ...INPUT, Id: expect.any(Number), CourseId: null });
    expect((await heard).AchievementId).toBe(made.Id);
    expect((await listed(student)).find((a) => a.Id === made.Id)).toMatchObject({ ...INPUT, EarnedAt: null });
    socket.disconnect();
  });

  it('only the school’s admins edit: a coach and a student are refused and nothing is written', async () => {
    for (const token of [coach, student]) {
      const reply = await server.call(calls.rewards.saveAchievement, { ...INPUT, title: 'Not mine' }, token);
      expect(reply.status).toBe(403);
    }
    expect(await count('Not mine')).toBe(0);
    const [someone] = await listed(admin);
    expect((await server.call(calls.rewards.deleteAchievement, { Id: someone!.Id }, coach)).status).toBe(403);
    expect((await listed(admin)).some((a) => a.Id === someone!.Id)).toBe(true);
  });

  it('refuses what does not fit, field by field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...INPUT, title: '   ' }, 'title'],
      [{ ...INPUT, title: 'x'.repeat(101) }, 'title'],
      [{ ...INPUT, required_xp: 0 }, 'required_xp'],
      [{ ...INPUT, required_xp: 2.5 }, 'required_xp'],
      [{ ...INPUT, Icon: 'skull' }, 'Icon'],
      [{ ...INPUT, description_sv: 'y'.repeat(501) }, 'description_sv'],
    ];
    const before = (await listed(admin)).length;
    for (const [input, field] of cases) {
      const reply = await server.call(calls.rewards.saveAchievement, input, admin);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ status: 'INVALID', field });
    }
    expect((await listed(admin)).length).toBe(before);
  });

  it('changes one in place (blank Swedish falls back to English) and answers NOT_FOUND for a missing one', async () => {
    const made = (await server.call(calls.rewards.saveAchievement, { ...INPUT, title: 'To change' }, admin))
      .body.data as Achievement;
    const changed = await server.call(
      calls.rewards.saveAchievement,
      {
        ...INPUT,
        Id: made.Id,
        title: 'Changed',
        title_sv: '  ',
        description_sv: '',
        required_xp: 60,
        Icon: 'crown',
      },
      admin,
    );
    expect(changed.body.data).toEqual({
      ...INPUT,
      Id: made.Id,
      title: 'Changed',
      title_sv: null,
      description_sv: null,
      required_xp: 60,
      Icon: 'crown',
      CourseId: null,
    });
    const missing = await server.call(calls.rewards.saveAchievement, { ...INPUT, Id: 999_999 }, admin);
    expect(missing.body).toMatchObject({ status: 'NOT_FOUND', field: 'Id' });
    expect(await count(INPUT.title)).toBe(1);
  });

  it('removes one with its earnings, live; a second removal is NOT_FOUND', async () => {
    const made = (await server.call(calls.rewards.saveAchievement, { ...INPUT, title: 'Short-lived' }, admin))
      .body.data as Achievement;
    const [sam] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student@tonic.test'`,
    );
    await server.sql(
      `insert into user_achievements ("UserId", "AchievementId", "EarnedAt") values (?, ?, 'now')`,
      sam!.Id,
      made.Id,
    );
    const socket = server.connect(admin);
    await connected(socket);
    const heard = nextEventWhere(
      socket,
      'achievement:changed',
      (e) => e.AchievementId === made.Id && e.Removed,
    );
    const removed = await server.call(calls.rewards.deleteAchievement, { Id: made.Id }, admin);
    expect(removed.body).toMatchObject({ status: 'OK', data: { Id: made.Id } });
    await heard;
    expect(await count('Short-lived')).toBe(0);
    const earned = await server.sql<{ n: number }>(
      'select count(*) as n from user_achievements where "AchievementId" = ?',
      made.Id,
    );
    expect(Number(earned[0]!.n)).toBe(0);
    expect((await server.call(calls.rewards.deleteAchievement, { Id: made.Id }, admin)).body).toMatchObject({
      status: 'NOT_FOUND',
    });
    socket.disconnect();
  });
});
