// Surveys (SPEC §2 /admin/surveys, /survey/:survey_id): admins build, open and close them; signed-in
// users answer once each (a second answer replaces the first while the survey is open); results
// pages follow answers live. A survey's questions are one JSON document checked by shared/surveys.ts.
import type { Survey, SurveySummary } from '../../../shared/calls/surveys';
import {
  checkSurveyAnswers,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyStatus,
  surveyAnswersSchema,
  surveyQuestionsSchema,
} from '../../../shared/surveys';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { SurveyRecord, SurveysRepo } from './surveys.repo';
import { answersCsv, type StoredAnswer, summarise } from './surveys.results';

function questionsOf(row: SurveyRecord): SurveyQuestion[] {
  return surveyQuestionsSchema.parse(JSON.parse(row.Questions));
}

function present(row: SurveyRecord, respondents: number): Survey {
  return {
    Id: row.Id,
    Title: row.Title,
    Description: row.Description,
    Status: row.Status,
    Questions: questionsOf(row),
    Respondents: respondents,
    CreatedAt: row.CreatedAt,
    UpdatedAt: row.UpdatedAt,
  };
}

/**
 * Once a survey has answers, a kept question keeps its kind, its scale and its options in order
 * (answers store option positions); new options go at the end and new questions anywhere.
 */
function keepsAnsweredShape(
  before: readonly SurveyQuestion[],
  after: readonly SurveyQuestion[],
): string | null {
  const next = new Map(after.map((q) => [q.Key, q]));
  for (const old of before) {
    const q = next.get(old.Key);
    if (!q) continue;
    const sameOptions = old.Options.every((option, i) => q.Options[i] === option);
    if (q.Kind !== old.Kind || !sameOptions || q.ScaleMin !== old.ScaleMin || q.ScaleMax !== old.ScaleMax) {
      return old.Key;
    }
  }
  return null;
}

export interface SaveSurveyInput {
  Id?: number;
  Title: string;
  Description: string;
  Status: SurveyStatus;
  Questions: SurveyQuestion[];
}

export interface SurveysDeps {
  repo: SurveysRepo;
  work: RunWork;
}

async function storedAnswers(deps: SurveysDeps, surveyId: number): Promise<StoredAnswer[]> {
  return (await deps.repo.answers(surveyId)).map((a) => ({
    UserId: a.UserId,
    Username: a.Username,
    UpdatedAt: a.UpdatedAt,
    Answers: surveyAnswersSchema.parse(JSON.parse(a.Answers)),
  }));
}

async function mustFind(deps: SurveysDeps, id: number): Promise<SurveyRecord> {
  const row = await deps.repo.find(id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
  return row;
}

async function list(deps: SurveysDeps): Promise<SurveySummary[]> {
  return (await deps.repo.list()).map((row) => ({
    Id: row.Id,
    Title: row.Title,
    Status: row.Status,
    Questions: questionsOf(row).length,
    Respondents: row.Respondents,
    UpdatedAt: row.UpdatedAt,
  }));
}

async function get(deps: SurveysDeps, id: number): Promise<Survey> {
  const row = await mustFind(deps, id);
  return present(row, await deps.repo.respondents(id));
}

function save(deps: SurveysDeps, user: AuthedUser, input: SaveSurveyInput): Promise<Survey> {
  const values = {
    Title: input.Title,
    Description: input.Description,
    Status: input.Status,
    Questions: JSON.stringify(input.Questions),
  };
  return deps.work(async (w) => {
    let row: SurveyRecord | undefined;
    if (input.Id === undefined) {
      row = await deps.repo.insert(w.tx, values, user.Id, w.now);
    } else {
      // The row lock orders this change against answers being stored at the same moment.
      await w.lockRow('surveys', input.Id);
      const before = await deps.repo.find(input.Id, w.tx);
      if (!before) throw new AppError('NOT_FOUND', { field: 'Id' });
      if ((await deps.repo.respondents(input.Id, w.tx)) > 0) {
        const changed = keepsAnsweredShape(questionsOf(before), input.Questions);
        if (changed !== null)
          throw new AppError('SURVEY_QUESTIONS_LOCKED', { field: `Questions.${changed}` });
      }
      row = await deps.repo.update(w.tx, input.Id, values, w.now);
    }
    if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
    w.log(
      newEvent({
        type: 'survey:changed',
        actorId: user.Id,
        about: {},
        payload: { SurveyId: row.Id, Status: row.Status },
      }),
    );
    return present(row, await deps.repo.respondents(row.Id, w.tx));
  });
}

function remove(deps: SurveysDeps, user: AuthedUser, id: number): Promise<{ Id: number }> {
  return deps.work(async (w) => {
    if (!(await deps.repo.remove(w.tx, id))) throw new AppError('NOT_FOUND', { field: 'Id' });
    w.log(
      newEvent({
        type: 'survey:changed',
        actorId: user.Id,
        about: {},
        payload: { SurveyId: id, Status: 'removed' },
      }),
    );
    return { Id: id };
  });
}

async function results(deps: SurveysDeps, id: number) {
  const row = await mustFind(deps, id);
  const answers = await storedAnswers(deps, id);
  return {
    Id: row.Id,
    Title: row.Title,
    Status: row.Status,
    Respondents: answers.length,
    Questions: summarise(questionsOf(row), answers),
  };
}

async function exportCsv(deps: SurveysDeps, id: number) {
  const row = await mustFind(deps, id);
  const slug =
    row.Title.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'survey';
  return {
    FileName: `${slug}-${row.Id}.csv`,
    Csv: answersCsv(questionsOf(row), await storedAnswers(deps, id)),
  };
}

/** A survey to answer: drafts are nobody's to see here (admins preview in the builder). */
async function forUser(deps: SurveysDeps, user: AuthedUser, id: number) {
  const row = await deps.repo.find(id);
  if (!row || row.Status === 'draft') throw new AppError('NOT_FOUND', { field: 'Id' });
  const mine = await deps.repo.answerOf(id, user.Id);
  return {
    Id: row.Id,
    Title: row.Title,
    Description: row.Description,
    Status: row.Status,
    Questions: questionsOf(row),
    MyAnswers: mine ? surveyAnswersSchema.parse(JSON.parse(mine.Answers)) : null,
    AnsweredAt: mine?.UpdatedAt ?? null,
  };
}

function submit(deps: SurveysDeps, user: AuthedUser, id: number, answers: SurveyAnswers) {
  return deps.work(async (w) => {
    // Held until commit: a survey closed at this moment takes no answer after its close.
    await w.lockRow('surveys', id);
    const row = await deps.repo.find(id, w.tx);
    if (!row || row.Status === 'draft') throw new AppError('NOT_FOUND', { field: 'Id' });
    if (row.Status === 'closed') throw new AppError('SURVEY_CLOSED', { field: 'Id' });
    const checked = checkSurveyAnswers(questionsOf(row), answers);
    if (!checked.ok) {
      const code = checked.problem === 'required' ? 'SURVEY_ANSWER_REQUIRED' : 'SURVEY_ANSWER_INVALID';
      throw new AppError(code, { field: `Answers.${checked.key}` });
    }
    await deps.repo.saveAnswer(w.tx, id, user.Id, JSON.stringify(checked.clean), w.now);
    w.log(
      newEvent({
        type: 'survey:answered',
        actorId: user.Id,
        about: {},
        payload: { SurveyId: id, Respondents: await deps.repo.respondents(id, w.tx) },
      }),
    );
    return { Id: id, AnsweredAt: w.now };
  });
}

export function createSurveysService(deps: SurveysDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: SurveysDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    list: bound(list),

    get: bound(get),

    save: bound(save),

    remove: bound(remove),

    results: bound(results),

    exportCsv: bound(exportCsv),

    forUser: bound(forUser),

    submit: bound(submit),
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
