// A survey's results: counts per choice and scale value, scale means, text answers; and the CSV of
// every answer. Pure functions over stored answers (surveys are answered by hundreds, not millions).
import type { QuestionResult } from '../../../shared/calls/surveys';
import type { SurveyAnswers, SurveyAnswerValue, SurveyQuestion } from '../../../shared/surveys';
import { type CsvCell, toCsv } from '../../csv/csv';

const MAX_TEXTS = 500;

export interface StoredAnswer {
  UserId: number;
  Username: string | null;
  UpdatedAt: string;
  Answers: SurveyAnswers;
}

function scaleValues(q: SurveyQuestion): number[] {
  return Array.from({ length: q.ScaleMax - q.ScaleMin + 1 }, (_, i) => q.ScaleMin + i);
}

export function summarise(
  questions: readonly SurveyQuestion[],
  answers: readonly StoredAnswer[],
): QuestionResult[] {
  return questions.map((q) => {
    const given = answers.map((a) => a.Answers[q.Key]).filter((v): v is SurveyAnswerValue => v !== undefined);
    const base = { Key: q.Key, Kind: q.Kind, Prompt: q.Prompt, Answered: given.length };
    switch (q.Kind) {
      case 'single':
      case 'multiple': {
        const counts = q.Options.map(() => 0);
        for (const v of given) {
          for (const i of Array.isArray(v) ? v : [v])
            if (typeof i === 'number' && i in counts) counts[i]! += 1;
        }
        return {
          ...base,
          Counts: q.Options.map((Label, i) => ({ Label, Count: counts[i]! })),
          Mean: null,
          Texts: [],
        };
      }
      case 'scale': {
        const values = given.filter((v): v is number => typeof v === 'number');
        const Mean = values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
        return {
          ...base,
          Counts: scaleValues(q).map((v) => ({
            Label: String(v),
            Count: values.filter((x) => x === v).length,
          })),
          Mean,
          Texts: [],
        };
      }
      default:
        // Free text.
        return {
          ...base,
          Counts: [],
          Mean: null,
          Texts: given.filter((v): v is string => typeof v === 'string').slice(0, MAX_TEXTS),
        };
    }
  });
}

function cellOf(q: SurveyQuestion, v: SurveyAnswerValue | undefined): CsvCell {
  if (v === undefined) return '';
  if (q.Kind === 'single' && typeof v === 'number') return q.Options[v] ?? '';
  if (q.Kind === 'multiple' && Array.isArray(v)) return v.map((i) => q.Options[i] ?? '').join('; ');
  return typeof v === 'string' || typeof v === 'number' ? v : '';
}

/** One row per respondent: who, when, then each question's answer in words. */
export function answersCsv(questions: readonly SurveyQuestion[], answers: readonly StoredAnswer[]): string {
  return toCsv(
    ['UserId', 'Username', 'Answered', ...questions.map((q) => q.Prompt)],
    answers.map((a) => [
      a.UserId,
      a.Username ?? '',
      a.UpdatedAt,
      ...questions.map((q) => cellOf(q, a.Answers[q.Key])),
    ]),
  );
}
