import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { Survey } from '../../../shared/calls/surveys';
import type { SurveyQuestion } from '../../../shared/surveys';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let student2: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  student2 = await server.signIn('student2@tonic.test');
});
afterAll(() => server.close());

const call = (contract: CallContract, data: Record<string, unknown>, token: string) =>
  server.call(contract, data, token);

const questions: SurveyQuestion[] = [
  {
    Key: 'q1',
    Kind: 'single',
    Prompt: 'Favourite key?',
    Required: true,
    Options: ['C', 'G', 'D'],
    ScaleMin: 1,
    ScaleMax: 5,
  },
  {
    Key: 'q2',
    Kind: 'multiple',
    Prompt: 'Instruments?',
    Required: false,
    Options: ['Piano', 'Guitar'],
    ScaleMin: 1,
    ScaleMax: 5,
  },
  { Key: 'q3', Kind: 'scale', Prompt: 'How hard?', Required: true, Options: [], ScaleMin: 1, ScaleMax: 5 },
  {
    Key: 'q4',
    Kind: 'text',
    Prompt: 'Anything else?',
    Required: false,
    Options: [],
    ScaleMin: 1,
    ScaleMax: 5,
  },
];

async function openSurvey(title: string): Promise<Survey> {
  const reply = await call(
    calls.surveys.saveSurvey,
    { Title: title, Status: 'open', Questions: questions },
    admin,
  );
  expect(reply.body.status).toBe('OK');
  return reply.body.data as Survey;
}

async function answerRows(surveyId: number) {
  return server.sql<{ UserId: number; Answers: string }>(
    'select "UserId", "Answers" from survey_answers where "SurveyId" = ? order by "UserId"',
    surveyId,
  );
}

describe('surveys', () => {
  it('only admins build surveys, list them and read results; coaches and students are refused', async () => {
    const survey = await openSurvey('Access');
    for (const token of [coach, student]) {
      expect((await call(calls.surveys.saveSurvey, { Title: 'Mine', Questions: [] }, token)).status).toBe(
        403,
      );
      expect((await call(calls.surveys.getSurveys, {}, token)).status).toBe(403);
      expect((await call(calls.surveys.getSurveyResults, { Id: survey.Id }, token)).status).toBe(403);
      expect((await call(calls.surveys.exportSurveyResults, { Id: survey.Id }, token)).status).toBe(403);
    }
    expect((await server.call(calls.surveys.getUserSurvey, { Id: survey.Id }, null)).status).toBe(401);
    const list = await call(calls.surveys.getSurveys, {}, admin);
    expect(list.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ Id: survey.Id, Title: 'Access', Questions: 4 })]),
    );
  });

  it('a draft is not shown to users; an open survey is, with their own answer', async () => {
    const draft = await call(calls.surveys.saveSurvey, { Title: 'Draft', Questions: questions }, admin);
    const draftId = (draft.body.data as Survey).Id;
    expect((await call(calls.surveys.getUserSurvey, { Id: draftId }, student)).status).toBe(404);
    expect(
      (await call(calls.surveys.submitSurvey, { Id: draftId, Answers: { q1: 0, q3: 2 } }, student)).status,
    ).toBe(404);

    const survey = await openSurvey('Shown');
    const before = await call(calls.surveys.getUserSurvey, { Id: survey.Id }, student);
    expect(before.body.data).toMatchObject({
      Title: 'Shown',
      Status: 'open',
      MyAnswers: null,
      AnsweredAt: null,
    });
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 1, q3: 4, q4: ' hi ' } }, student);
    const after = await call(calls.surveys.getUserSurvey, { Id: survey.Id }, student);
    expect(after.body.data).toMatchObject({
      MyAnswers: { q1: 1, q3: 4, q4: 'hi' },
      AnsweredAt: expect.any(String),
    });
  });

  it('one answer per user: answering again replaces it, and results count people, not submissions', async () => {
    const survey = await openSurvey('Once');
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 0, q3: 1 } }, student);
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 2, q2: [0, 1], q3: 5 } }, student);
    await call(
      calls.surveys.submitSurvey,
      { Id: survey.Id, Answers: { q1: 2, q2: [1], q3: 3, q4: 'More scales' } },
      student2,
    );
    expect(await answerRows(survey.Id)).toHaveLength(2);

    const results = await call(calls.surveys.getSurveyResults, { Id: survey.Id }, admin);
    expect(results.body.data).toMatchObject({ Respondents: 2 });
    const [q1, q2, q3, q4] = (
      results.body.data as {
        Questions: { Counts: unknown; Mean: unknown; Texts: unknown; Answered: number }[];
      }
    ).Questions;
    expect(q1?.Counts).toEqual([
      { Label: 'C', Count: 0 },
      { Label: 'G', Count: 0 },
      { Label: 'D', Count: 2 },
    ]);
    expect(q2?.Counts).toEqual([
      { Label: 'Piano', Count: 1 },
      { Label: 'Guitar', Count: 2 },
    ]);
    expect(q3?.Mean).toBe(4);
    expect(q4).toMatchObject({ Answered: 1, Texts: ['More scales'] });
  });

  it('refuses answers that are missing, out of range or of the wrong kind, and stores nothing', async () => {
    const survey = await openSurvey('Checked');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ q3: 3 }, 'SURVEY_ANSWER_REQUIRED', 'Answers.q1'],
      [{ q1: 3, q3: 3 }, 'SURVEY_ANSWER_INVALID', 'Answers.q1'],
      [{ q1: 0, q3: 9 }, 'SURVEY_ANSWER_INVALID', 'Answers.q3'],
      [{ q1: 0, q3: 2, q2: [0, 0] }, 'SURVEY_ANSWER_INVALID', 'Answers.q2'],
      [{ q1: 'C', q3: 2 }, 'SURVEY_ANSWER_INVALID', 'Answers.q1'],
      [{ q1: 0, q3: 2, q4: 5 }, 'SURVEY_ANSWER_INVALID', 'Answers.q4'],
    ];
    for (const [Answers, code, field] of cases) {
      const reply = await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers }, student);
      expect(reply.status, JSON.stringify(Answers)).toBe(400);
      expect(reply.body).toMatchObject({
        status: 'INVALID',
        error_code: code,
        field,
        message: expect.any(String),
      });
    }
    const tooLong = await call(
      calls.surveys.submitSurvey,
      { Id: survey.Id, Answers: { q1: 0, q3: 2, q4: 'x'.repeat(5001) } },
      student,
    );
    expect(tooLong.status).toBe(400);
    expect(await answerRows(survey.Id)).toEqual([]);
  });

  it("a closed survey takes no answers; a survey with answers keeps its questions' shape", async () => {
    const survey = await openSurvey('Closing');
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 0, q3: 2 } }, student);
    const reorder = questions.map((q) => (q.Key === 'q1' ? { ...q, Options: ['G', 'C', 'D'] } : q));
    const locked = await call(
      calls.surveys.saveSurvey,
      { Id: survey.Id, Title: 'Closing', Status: 'open', Questions: reorder },
      admin,
    );
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ error_code: 'SURVEY_QUESTIONS_LOCKED', field: 'Questions.q1' });

    const added = questions.map((q) => (q.Key === 'q1' ? { ...q, Options: ['C', 'G', 'D', 'A'] } : q));
    const closed = await call(
      calls.surveys.saveSurvey,
      { Id: survey.Id, Title: 'Closing', Status: 'closed', Questions: added },
      admin,
    );
    expect(closed.body.data).toMatchObject({ Status: 'closed', Respondents: 1 });
    const refused = await call(
      calls.surveys.submitSurvey,
      { Id: survey.Id, Answers: { q1: 1, q3: 3 } },
      student2,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'SURVEY_CLOSED' });
    expect(await answerRows(survey.Id)).toHaveLength(1);
    expect((await call(calls.surveys.getUserSurvey, { Id: survey.Id }, student)).body.data).toMatchObject({
      Status: 'closed',
    });
  });

  it('refuses a badly built survey with the field named', async () => {
    const badQuestions = [{ ...questions[0], Options: ['Only one'] }];
    const reply = await call(calls.surveys.saveSurvey, { Title: 'Bad', Questions: badQuestions }, admin);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', field: expect.stringContaining('Questions') });
    const duplicate = await call(
      calls.surveys.saveSurvey,
      { Title: 'Dup', Questions: [questions[0], questions[0]] },
      admin,
    );
    expect(duplicate.status).toBe(400);
    expect((await call(calls.surveys.saveSurvey, { Title: '', Questions: [] }, admin)).body).toMatchObject({
      field: 'Title',
    });
  });

  it('results pages hear answers live; open survey pages hear a close', async () => {
    const survey = await openSurvey('Live');
    const staffSocket = server.connect(admin);
    const userSocket = server.connect(student2);
    await Promise.all([connected(staffSocket), connected(userSocket)]);
    const answered = nextEvent(staffSocket, 'survey:answered');
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 0, q3: 2 } }, student);
    expect(await answered).toMatchObject({
      SurveyId: survey.Id,
      Respondents: 1,
      eventId: expect.any(Number),
    });

    const changed = nextEvent(userSocket, 'survey:changed');
    await call(
      calls.surveys.saveSurvey,
      { Id: survey.Id, Title: 'Live', Status: 'closed', Questions: questions },
      admin,
    );
    expect(await changed).toMatchObject({ SurveyId: survey.Id, Status: 'closed' });
    staffSocket.disconnect();
    userSocket.disconnect();
  });

  it('parallel answers by many users each count once, and a second round replaces the first', async () => {
    const survey = await openSurvey('Parallel');
    const tokens = [student, student2, coach, admin];
    const send = (q1: number) =>
      Promise.all(
        tokens.map((t) => call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1, q3: 3 } }, t)),
      );
    await Promise.all([send(0), send(1)]);
    const rows = await answerRows(survey.Id);
    expect(rows).toHaveLength(4);
    expect((await call(calls.surveys.getSurveyResults, { Id: survey.Id }, admin)).body.data).toMatchObject({
      Respondents: 4,
    });
  });

  it('exports every answer as CSV in words, with formula cells escaped', async () => {
    const survey = await openSurvey('Export');
    await call(
      calls.surveys.submitSurvey,
      { Id: survey.Id, Answers: { q1: 1, q2: [0, 1], q3: 2, q4: '=HYPERLINK("x")' } },
      student,
    );
    const reply = await call(calls.surveys.exportSurveyResults, { Id: survey.Id }, admin);
    const { FileName, Csv } = reply.body.data as { FileName: string; Csv: string };
    expect(FileName).toBe(`export-${survey.Id}.csv`);
    const rows = parse(Csv.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([
      'UserId',
      'Username',
      'Answered',
      'Favourite key?',
      'Instruments?',
      'How hard?',
      'Anything else?',
    ]);
    expect(rows[1]?.slice(3)).toEqual(['G', 'Piano; Guitar', '2', `'=HYPERLINK("x")`]);
  });

  it('removing a survey removes its answers', async () => {
    const survey = await openSurvey('Gone');
    await call(calls.surveys.submitSurvey, { Id: survey.Id, Answers: { q1: 1, q3: 2 } }, student);
    expect((await call(calls.surveys.removeSurvey, { Id: survey.Id }, admin)).body.status).toBe('OK');
    expect(await answerRows(survey.Id)).toEqual([]);
    expect((await call(calls.surveys.getSurvey, { Id: survey.Id }, admin)).status).toBe(404);
  });
});
