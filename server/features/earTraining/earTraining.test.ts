// Ear training over real HTTP and sockets, on either engine: rounds drawn from the learner's
// states, answered once, XP through the one award path, and the states pushed to their devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { EAR_ITEMS, type EarItem } from '../../../shared/earTraining';
import type { EarItemState } from '../../../shared/entities';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;
let made = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A learner of this test's own, signed in. */
async function learner(): Promise<{ id: number; token: string; email: string }> {
  made++;
  const email = `ear-${made}@tonic.test`;
  const id = await insertPerson(server, email, 1);
  return { id, token: await server.signIn(email), email };
}

interface Round {
  RoundId: number;
  Items: { Item: EarItem; Prompt: Record<string, unknown> }[];
}

async function draw(
  token: string,
  data: Record<string, unknown> = { Exercise: 'intervals' },
): Promise<Round> {
  const reply = await server.call(calls.earTraining.getNextRound, data, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Round;
}

/** Answers for every item of a round: right and steady, except the missed ones. */
const answersFor = (round: Round, missed: readonly string[] = []) =>
  round.Items.map(({ Item }) => ({ Item, Correct: !missed.includes(Item), Ms: 4000 }));

const save = (token: string, RoundId: number, Answers: unknown) =>
  server.call(calls.earTraining.saveAnswers, { RoundId, Answers }, token);

async function states(token: string, Exercise = 'intervals'): Promise<EarItemState[]> {
  const reply = await server.call(calls.earTraining.getItemStates, { Exercise }, token);
  expect(reply.status).toBe(200);
  return reply.body.data as EarItemState[];
}

/** What a save may change, read straight from the tables. */
async function footprint(userId: number) {
  return {
    states: await server.sql(
      'select "Item", "Memory", "Due", "LastReview", "Reps", "Lapses" from ear_item_states where "UserId" = ? order by "Item"',
      userId,
    ),
    rounds: await server.sql(
      'select "Id", "AnsweredAt" from ear_rounds where "UserId" = ? order by "Id"',
      userId,
    ),
    answers: await server.sql(
      'select "RoundId", "Item", "Correct", "Ms", "AnsweredAt", "StabilityMinutes" from ear_answers where "UserId" = ? order by "Id"',
      userId,
    ),
    xp: await server.sql(
      'select "AwardKey", "Amount" from xp_ledger where "UserId" = ? order by "Id"',
      userId,
    ),
    total: await server.sql('select "TotalXp" from users where "Id" = ?', userId),
    events: await server.sql(
      `select id from events where type = 'ear:states' and actor_id = ? order by id`,
      userId,
    ),
  };
}

describe('a round', () => {
  it('is drawn for a new learner in order, answered, and its states read back', async () => {
    const { id, token } = await learner();
    expect((await states(token)).every((s) => s.Recall === 0 && s.Reps === 0 && s.Due === null)).toBe(true);

    const round = await draw(token);
    expect(round.Items.map((i) => i.Item)).toEqual(EAR_ITEMS.intervals.slice(0, 10));
    expect(round.Items[0]!.Prompt).toMatchObject({ Kind: 'interval', Semitones: 1, Direction: 'asc' });
    const stored = await server.sql<{ Exercise: string; Items: string; AnsweredAt: string | null }>(
      'select "Exercise", "Items", "AnsweredAt" from ear_rounds where "Id" = ? and "UserId" = ?',
      round.RoundId,
      id,
    );
    expect(stored).toEqual([
      { Exercise: 'intervals', Items: JSON.stringify(EAR_ITEMS.intervals.slice(0, 10)), AnsweredAt: null },
    ]);

    const saved = await save(token, round.RoundId, answersFor(round, ['interval:TT:asc']));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const data = saved.body.data as { Xp: number; ItemStates: EarItemState[] };
    // Nine right: nine XP, through the award path (the ledger and the total).
    expect(data.Xp).toBe(9);
    expect((await footprint(id)).xp).toEqual([{ AwardKey: `ear-round:${round.RoundId}`, Amount: 9 }]);
    expect(data.ItemStates).toHaveLength(10);
    const tritone = data.ItemStates.find((s) => s.Item === 'interval:TT:asc')!;
    expect(tritone).toMatchObject({ Reps: 1, Lapses: 1 });

    const after = await states(token);
    expect(after.map((s) => s.Item)).toEqual(EAR_ITEMS.intervals);
    const answered = after.filter((s) => s.Reps === 1);
    expect(answered.map((s) => s.Item)).toEqual(EAR_ITEMS.intervals.slice(0, 10));
    for (const s of answered) {
      expect(s.Recall).toBeGreaterThan(0);
      expect(s.Due).not.toBeNull();
    }
    expect(after.find((s) => s.Item === 'interval:TT:asc')).toMatchObject({ Lapses: 1 });

    // The missed item comes back first once it is due (a minute on).
    server.advance(2 * 60_000);
    const next = await draw(token);
    expect(next.Items[0]!.Item).toBe('interval:TT:asc');
    expect(next.Items.map((i) => i.Item)).not.toContain('interval:m2:asc');
  });

  it('of weak spots holds the missed items first; a learner with none is told so', async () => {
    const { token } = await learner();
    const none = await server.call(
      calls.earTraining.getNextRound,
      { Exercise: 'intervals', WeakSpots: true },
      token,
    );
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error_code: 'NOT_AVAILABLE', field: 'WeakSpots' });

    const round = await draw(token);
    const missed = ['interval:m3:asc', 'interval:m6:asc'];
    expect((await save(token, round.RoundId, answersFor(round, missed))).status).toBe(200);
    const weak = await draw(token, { Exercise: 'intervals', WeakSpots: true });
    expect(new Set(weak.Items.slice(0, 2).map((i) => i.Item))).toEqual(new Set(missed));
    expect(weak.Items.every((i) => EAR_ITEMS.intervals.slice(0, 10).includes(i.Item))).toBe(true);
  });

  it('of chords prompts a root and the chord’s notes', async () => {
    const { token } = await learner();
    const round = await draw(token, { Exercise: 'chords' });
    expect(round.Items.map((i) => i.Item)).toEqual(['chord:maj', 'chord:min', 'chord:dim', 'chord:aug']);
    expect(round.Items[2]!.Prompt).toMatchObject({ Kind: 'chord', Quality: 'dim', Semitones: [0, 3, 6] });
    const saved = await save(token, round.RoundId, answersFor(round));
    expect((saved.body.data as { Xp: number }).Xp).toBe(4);
    expect((await states(token, 'chords')).every((s) => s.Reps === 1)).toBe(true);
  });
});

describe('answering a round once', () => {
  it('refuses a second save with a clear error and changes nothing', async () => {
    const { id, token } = await learner();
    const round = await draw(token);
    expect((await save(token, round.RoundId, answersFor(round))).status).toBe(200);
    const before = await footprint(id);

    const again = await save(token, round.RoundId, answersFor(round, ['interval:m2:asc']));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: 'CONFLICT',
      error_code: 'EAR_ROUND_ANSWERED',
      message: 'This round has already been answered. Start a new round.',
      field: 'RoundId',
    });
    expect(await footprint(id)).toEqual(before);
  });

  it('lets exactly one of two saves at once through', async () => {
    const { id, token } = await learner();
    const round = await draw(token);
    const replies = await Promise.all([
      save(token, round.RoundId, answersFor(round)),
      save(token, round.RoundId, answersFor(round, ['interval:P4:asc'])),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error_code).toBe('EAR_ROUND_ANSWERED');
    const after = await footprint(id);
    // One save's answers: every item answered once, one award, one push.
    expect(after.states.every((s) => s.Reps === 1)).toBe(true);
    expect(after.xp).toHaveLength(1);
    expect(after.events).toHaveLength(1);
  });

  it('refuses answers that do not match the round, and writes nothing', async () => {
    const { id, token } = await learner();
    const other = await learner();
    const round = await draw(token);
    const right = answersFor(round);
    const before = await footprint(id);
    const bad: [string, unknown, number][] = [
      ['one item short', right.slice(1), 400],
      ['one item twice', [...right.slice(1), right[1]], 400],
      [
        'an item of another round',
        [...right.slice(1), { Item: 'interval:P8:harm', Correct: true, Ms: 900 }],
        400,
      ],
      [
        'an item that does not exist',
        [...right.slice(1), { Item: 'interval:P9:asc', Correct: true, Ms: 900 }],
        400,
      ],
      ['a negative time', right.map((a, i) => (i === 0 ? { ...a, Ms: -1 } : a)), 400],
      ['no answers', [], 400],
    ];
    for (const [what, answers, status] of bad) {
      const reply = await save(token, round.RoundId, answers);
      expect(reply.status, what).toBe(status);
      expect(reply.body.error_code, what).toBe('VALIDATION_FAILED');
    }
    // Another learner's round is as missing as one that does not exist.
    const theirs = await save(other.token, round.RoundId, right);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error_code: 'NOT_FOUND', field: 'RoundId' });
    expect((await save(token, round.RoundId + 100_000, right)).status).toBe(404);
    expect(await footprint(id)).toEqual(before);
    // The round is still open: the right answers are taken.
    expect((await save(token, round.RoundId, right)).status).toBe(200);
  });
});

describe('the trend over weeks', () => {
  const DAY = 24 * 60 * 60 * 1000;
  type Week = { Week: string; Answers: number; Correct: number; Mastered: number };
  const trend = async (token: string, data: Record<string, unknown>): Promise<Week[]> => {
    const reply = await server.call(calls.earTraining.getTrend, data, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Week[];
  };

  it('counts each local week’s answers and what was mastered at its end, in the learner’s zone', async () => {
    const { id, token, email } = await learner();
    const zone = 'America/New_York';
    const settings = await server.call(calls.habits.saveHabitSettings, { TimeZone: zone }, token);
    expect(settings.status).toBe(200);
    const mondayThere = (ms: number) => {
      const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(ms)}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };

    const empty = await trend(token, { Exercise: 'intervals', Weeks: 3 });
    expect(empty.map((w) => w.Week)).toHaveLength(3);
    expect(empty.at(-1)?.Week).toBe(mondayThere(server.app.tonic.clock()));
    expect(empty.every((w) => w.Answers === 0 && w.Correct === 0 && w.Mastered === 0)).toBe(true);

    // Eight heard at once (Easy: remembered for weeks), two missed.
    const round = await draw(token);
    const missed = ['interval:m2:asc', 'interval:M2:asc'];
    const answers = round.Items.map(({ Item }) => ({ Item, Correct: !missed.includes(Item), Ms: 1000 }));
    expect((await save(token, round.RoundId, answers)).status).toBe(200);
    const stored = (await footprint(id)).answers as { RoundId: number; Correct: unknown }[];
    expect(stored).toHaveLength(10);
    expect(stored.every((a) => a.RoundId === round.RoundId)).toBe(true);
    const answeredWeek = mondayThere(server.app.tonic.clock());
    expect((await trend(token, { Exercise: 'intervals', Weeks: 3 })).at(-1)).toEqual({
      Week: answeredWeek,
      Answers: 10,
      Correct: 8,
      Mastered: 8,
    });
    // The chords have their own history.
    expect((await trend(token, { Exercise: 'chords', Weeks: 1 }))[0]).toMatchObject({
      Answers: 0,
      Mastered: 0,
    });

    // Five weeks on, unpractised: the round's week keeps its numbers, and the items are forgotten.
    server.advance(35 * DAY);
    // A session does not last five weeks: sign in again.
    const later = await trend(await server.signIn(email), { Exercise: 'intervals', Weeks: 6 });
    expect(later[0]).toEqual({ Week: answeredWeek, Answers: 10, Correct: 8, Mastered: 8 });
    expect(later.slice(1).every((w) => w.Answers === 0)).toBe(true);
    expect(later.at(-1)?.Mastered).toBe(0);
    expect(later.at(-1)?.Week).toBe(mondayThere(server.app.tonic.clock()));
  });

  it('refuses a request beyond a year of weeks', async () => {
    const { token } = await learner();
    const reply = await server.call(calls.earTraining.getTrend, { Exercise: 'intervals', Weeks: 53 }, token);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_code: 'VALIDATION_FAILED', field: 'Weeks' });
  });
});

describe('the learner’s own data', () => {
  it('holds their item states, rounds and answers, and no one else’s', async () => {
    const { id, token } = await learner();
    const other = await learner();
    const round = await draw(token);
    expect((await save(token, round.RoundId, answersFor(round))).status).toBe(200);
    await draw(other.token);
    const reply = await server.call(calls.privacy.getMyData, {}, token);
    const data = reply.body.data as {
      earItemStates: { UserId: number; Item: string }[];
      earRounds: { Id: number; UserId: number }[];
      earAnswers: { RoundId: number; UserId: number }[];
    };
    expect(data.earItemStates.map((s) => s.Item).sort()).toEqual(EAR_ITEMS.intervals.slice(0, 10).sort());
    expect(data.earRounds.map((r) => r.Id)).toEqual([round.RoundId]);
    expect(data.earAnswers.map((a) => a.RoundId)).toEqual(Array(10).fill(round.RoundId));
    expect(
      [...data.earItemStates, ...data.earRounds, ...data.earAnswers].every((row) => row.UserId === id),
    ).toBe(true);
  });
});

describe('the learner’s other devices', () => {
  it('hear the changed states and the XP after the answer', async () => {
    const { token } = await learner();
    const phone = server.connect(token);
    const laptop = server.connect(token);
    await Promise.all([connected(phone), connected(laptop)]);
    const pushed = nextEvent(laptop, 'ear:states');
    const xp = nextEvent(laptop, 'xp:changed');
    const round = await draw(token);
    const saved = await save(token, round.RoundId, answersFor(round, ['interval:M2:asc']));
    const event = await pushed;
    expect(event.Exercise).toBe('intervals');
    expect(event.ItemStates).toEqual((saved.body.data as { ItemStates: EarItemState[] }).ItemStates);
    expect(await xp).toMatchObject({ Delta: 9, CourseId: null, CoursePartId: null });
    phone.disconnect();
    laptop.disconnect();
  });
});

describe('the teams variant', () => {
  it('answers the ear-training calls as unknown', async () => {
    const teams = await startServer({ TONIC_SITE: 'teams' });
    try {
      const token = await teams.signIn('student@tonic.test');
      for (const [contract, data] of [
        [calls.earTraining.getNextRound, { Exercise: 'intervals' }],
        [calls.earTraining.saveAnswers, { RoundId: 1, Answers: [] }],
        [calls.earTraining.getItemStates, { Exercise: 'intervals' }],
        [calls.earTraining.getTrend, { Exercise: 'intervals' }],
      ] as const) {
        const reply = await teams.call(contract, data, token);
        expect(reply.status).toBe(400);
        expect(reply.body.error_code).toBe('UNKNOWN_CALL');
      }
    } finally {
      await teams.close();
    }
  });
});
