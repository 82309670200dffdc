// Surveys (SPEC §2 /admin/surveys, /survey/:survey_id): the question document and the rule that
// checks an answer against it. Shared so the form and the server judge an answer the same way.
import { z } from './zod';

export const SURVEY_STATUSES = ['draft', 'open', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const SURVEY_LIMITS = {
  questions: 100,
  options: 30,
  promptChars: 500,
  optionChars: 200,
  textAnswerChars: 5000,
  scaleMax: 10,
} as const;

const keyPattern = /^[a-z0-9]{1,16}$/;

export const surveyQuestionSchema = z
  .object({
    /** Stable across edits, so answers given before an edit still count for their question. */
    Key: z.string().regex(keyPattern),
    Kind: z.enum(QUESTION_KINDS),
    Prompt: z.string().trim().min(1).max(SURVEY_LIMITS.promptChars),
    Required: z.boolean(),
    /** The choices of a single or multiple choice question. */
    Options: z.array(z.string().trim().min(1).max(SURVEY_LIMITS.optionChars)).max(SURVEY_LIMITS.options),
    /** The range of a scale question, e.g. 1 to 5. */
    ScaleMin: z.number().int().min(0).max(1),
    ScaleMax: z.number().int().min(2).max(SURVEY_LIMITS.scaleMax),
  })
  .refine((q) => (q.Kind === 'single' || q.Kind === 'multiple' ? q.Options.length >= 2 : true), {
    message: 'A choice question needs at least two options.',
    path: ['Options'],
  })
  .refine((q) => new Set(q.Options).size === q.Options.length, {
    message: 'The options must differ.',
    path: ['Options'],
  });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyQuestionsSchema = z
  .array(surveyQuestionSchema)
  .max(SURVEY_LIMITS.questions)
  .refine((qs) => new Set(qs.map((q) => q.Key)).size === qs.length, {
    message: 'Each question needs its own key.',
  });

/** One answer per question key: an option index, several indexes, a scale value or a text. */
export const surveyAnswerValueSchema = z.union([
  z.number().int(),
  z.array(z.number().int()).max(SURVEY_LIMITS.options),
  z.string().max(SURVEY_LIMITS.textAnswerChars),
]);
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValueSchema>;
export type SurveyAnswers = Record<string, SurveyAnswerValue>;

export const surveyAnswersSchema = z.record(z.string().regex(keyPattern), surveyAnswerValueSchema);

/** Whether a value counts as "answered" (an empty text or no choice is no answer). */
function isGiven(v: SurveyAnswerValue | undefined): boolean {
  if (v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function fits(q: SurveyQuestion, v: SurveyAnswerValue): boolean {
  switch (q.Kind) {
    case 'single':
      return typeof v === 'number' && v >= 0 && v < q.Options.length;
    case 'multiple':
      return (
        Array.isArray(v) && new Set(v).size === v.length && v.every((i) => i >= 0 && i < q.Options.length)
      );
    case 'scale':
      return typeof v === 'number' && v >= q.ScaleMin && v <= q.ScaleMax;
    case 'text':
      return typeof v === 'string';
  }
}

/**
 * Checks answers against the questions: the first problem as the question's key, or null. Keys of
 * questions the survey does not have are dropped from the returned clean answers.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): { ok: true; clean: SurveyAnswers } | { ok: false; key: string; problem: 'required' | 'invalid' } {
  const clean: SurveyAnswers = {};
  for (const q of questions) {
    const v = answers[q.Key];
    if (!isGiven(v)) {
      if (q.Required) return { ok: false, key: q.Key, problem: 'required' };
      continue;
    }
    if (v === undefined || !fits(q, v)) return { ok: false, key: q.Key, problem: 'invalid' };
    clean[q.Key] = typeof v === 'string' ? v.trim() : v;
  }
  return { ok: true, clean };
}

/** A new question's key: short, random enough to be unique within one survey. */
export function newQuestionKey(random: () => number = Math.random): string {
  let key = '';
  for (let i = 0; i < 8; i++) key += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)];
  return key;
}
