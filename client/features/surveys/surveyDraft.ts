// The survey builder's draft: what the form edits (choices as one line each), and the survey
// the save call takes.
import type { QuestionKind, SurveyQuestion, SurveyStatus } from '../../../shared/surveys';
import type { Survey } from './surveysApi';

export interface QuestionDraft {
  Key: string;
  Kind: QuestionKind;
  Prompt: string;
  Required: boolean;
  OptionsText: string;
  ScaleMin: number;
  ScaleMax: number;
}

export interface SurveyDraft {
  Title: string;
  Description: string;
  Status: SurveyStatus;
  Questions: QuestionDraft[];
}

export const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const isChoice = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

export function toDraft(survey: Survey): SurveyDraft {
  return {
    Title: survey.Title,
    Description: survey.Description,
    Status: survey.Status,
    Questions: survey.Questions.map((q) => ({ ...q, OptionsText: q.Options.join('\n') })),
  };
}

export function toQuestion(q: QuestionDraft): SurveyQuestion {
  return {
    Key: q.Key,
    Kind: q.Kind,
    Prompt: q.Prompt.trim(),
    Required: q.Required,
    Options: isChoice(q.Kind) ? optionsOf(q.OptionsText) : [],
    ScaleMin: q.ScaleMin,
    ScaleMax: q.ScaleMax,
  };
}
