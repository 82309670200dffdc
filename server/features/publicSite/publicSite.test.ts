import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { UNASSIGNED_OWNER } from '../../../shared/tasks';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let student: string;
let coach: string;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  coach = await server.signIn('coach@tonic.test');
});
afterAll(() => server.close());

const tasks = () =>
  server.sql('select "TaskType", "TaskOwner", "Description", "Note" from tasks order by "Id"');

describe('requests that become staff tasks', () => {
  it('a coaching-session request and a contact message become tasks, pushed to staff', async () => {
    const staff = server.connect(coach);
    await connected(staff);
    // The demo school's own tasks come first; these two follow them.
    const known = (await tasks()).length;
    const pushed = nextEvent(staff, 'task:changed');
    const booking = await server.call(calls.publicSite.requestCoachingSession, {
      Name: 'Vera Visitor',
      Email: 'vera@example.com',
      PreferredTime: '2026-12-01T10:00:00.000Z',
      Message: 'Intervals <script>x</script>',
    });
    expect(booking.status).toBe(200);
    expect((await pushed).task).toMatchObject({
      TaskType: 10,
      TaskOwner: UNASSIGNED_OWNER,
      EventStartDate: '2026-12-01T10:00:00.000Z',
    });
    const contact = await server.call(calls.publicSite.sendContact, {
      Name: 'Cora',
      Email: 'cora@firm.example',
      Company: 'Firm',
      Message: 'Pricing for 200 users?',
    });
    expect(contact.status).toBe(200);
    expect((await tasks()).slice(known)).toEqual([
      {
        TaskType: 10,
        TaskOwner: UNASSIGNED_OWNER,
        Description: 'Coaching session request from Vera Visitor <vera@example.com>',
        Note: 'Intervals scriptx/script',
      },
      {
        TaskType: 11,
        TaskOwner: UNASSIGNED_OWNER,
        Description: 'Contact from Cora (Firm) <cora@firm.example>',
        Note: 'Pricing for 200 users?',
      },
    ]);
    staff.disconnect();
  });

  it('refuses bad input and floods, storing nothing more', async () => {
    const before = (await tasks()).length;
    expect(
      (await server.call(calls.publicSite.sendContact, { Name: 'X', Email: 'not-an-email', Message: 'hi' }))
        .body.field,
    ).toBe('Email');
    const replies = [];
    for (let i = 0; i < 7; i++)
      replies.push(
        await server.call(calls.publicSite.requestCoachingSession, { Name: 'Flood', Email: 'f@example.com' }),
      );
    expect(replies.some((r) => r.status === 429)).toBe(true);
    expect((await tasks()).length).toBeLessThanOrEqual(before + 5);
  });
});

describe('free lessons', () => {
  it('lists the free parts of this site by category, and opens one without sign-in', async () => {
    const list = await server.call(calls.publicSite.getFreeLessons, {});
    expect(list.body).toMatchObject({
      categories: ['Getting started'],
      data: [{ Name: 'Welcome to ear training', CourseName: 'Ear Training Fundamentals' }],
    });
    const id = (list.body.data as { CoursePartId: number }[])[0]!.CoursePartId;
    const lesson = await server.call(calls.publicSite.getFreeLesson, { CoursePartId: id });
    expect(
      (lesson.body.data as { ContentBlocks: { BlockType: string }[] }).ContentBlocks.map((b) => b.BlockType),
    ).toEqual(['Video', 'Text']);
    expect((await server.call(calls.publicSite.getFreeLesson, { CoursePartId: id + 1 })).status).toBe(404);
  });
});

describe('ear training', () => {
  it('announces the achievements a round reaches, like every other XP source', async () => {
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    const xp = nextEvent(socket, 'xp:changed');
    const earned = nextEvent(socket, 'achievement:earned');
    const round = { Exercise: 'NameTheInterval', RoundId: 'round-sara-0001', Correct: 10, Total: 10 };
    const reply = await server.call(calls.publicSite.completeEarTrainingRound, round, sara);
    // Sara starts at 15 XP: 25 reaches "Getting warmer".
    expect(reply.body.data).toEqual({ TotalXp: 25, Awarded: 10 });
    expect(await xp).toMatchObject({ TotalXp: 25, Delta: 10, CourseId: null, CoursePartId: null });
    expect(await earned).toMatchObject({ achievement: { title: 'Getting warmer', required_xp: 25 } });
    socket.disconnect();
  });

  it('pays 1 XP per right answer, at most 10, once per round', async () => {
    const round = { Exercise: 'NameTheInterval', RoundId: 'round-0001-abcd', Correct: 8, Total: 10 };
    const first = await server.call(calls.publicSite.completeEarTrainingRound, round, student);
    expect(first.body.data).toEqual({ TotalXp: 8, Awarded: 8 });
    const again = await server.call(calls.publicSite.completeEarTrainingRound, round, student);
    expect(again.body.data).toEqual({ TotalXp: 8, Awarded: 0 });
    const big = await server.call(
      calls.publicSite.completeEarTrainingRound,
      { ...round, RoundId: 'round-0002-abcd', Correct: 40, Total: 40 },
      student,
    );
    expect(big.body.data).toEqual({ TotalXp: 18, Awarded: 10 });
    const cheat = await server.call(
      calls.publicSite.completeEarTrainingRound,
      { ...round, RoundId: 'round-0003-abcd', Correct: 9, Total: 5 },
      student,
    );
    expect(cheat.status).toBe(400);
    expect((await server.call(calls.publicSite.completeEarTrainingRound, round)).status).toBe(401);
  });
});

describe('resources', () => {
  it('staff add downloadable material; signed-in users list it; students cannot add', async () => {
    const saved = await server.call(
      calls.publicSite.saveResource,
      { Title: 'Interval chart', FileName: 'AbCdEfGhIjKlMnOpQrStUv.pdf' },
      coach,
    );
    expect(saved.body.data).toMatchObject({
      Title: 'Interval chart',
      Url: '/files/resources/AbCdEfGhIjKlMnOpQrStUv.pdf',
    });
    expect((await server.call(calls.publicSite.getResources, {}, student)).body.data).toHaveLength(1);
    expect(
      (
        await server.call(
          calls.publicSite.saveResource,
          { Title: 'x', FileName: 'AbCdEfGhIjKlMnOpQrStUv.pdf' },
          student,
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.call(calls.publicSite.saveResource, { Title: 'x', FileName: '../../tonic.db' }, coach))
        .body.field,
    ).toBe('FileName');
    expect((await server.call(calls.publicSite.getResources, {})).status).toBe(401);
  });
});
