// Surveys (surveys.php): the admin's builder and results, and the signed-in user's answer.

import {
  SURVEY_STATUSES,
  surveyAnswersSchema,
  surveyQuestionSchema,
  surveyQuestionsSchema,
} from '../surveys';
import { z } from '../zod';
import * as address from './addresses/surveys';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const surveySummarySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Status: z.enum(SURVEY_STATUSES),
  Questions: z.number().int(),
  Respondents: z.number().int(),
  UpdatedAt: z.string(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Status: z.enum(SURVEY_STATUSES),
  Questions: z.array(surveyQuestionSchema),
  Respondents: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;

export const getSurveys = defineCall({
  ...address.getSurveys,
  summary: 'Every survey, newest first, with its number of respondents.',
  input: z.object({}),
  output: z.object({ data: z.array(surveySummarySchema) }),
});

export const getSurvey = defineCall({
  ...address.getSurvey,
  summary: 'One survey with its questions, for the builder.',
  input: z.object({ Id: id }),
  output: z.object({ data: surveySchema }),
});

export const saveSurvey = defineCall({
  ...address.saveSurvey,
  summary:
    'Create (no Id) or change a survey. Once answered, its questions keep their kind and existing options (new ones may be added).',
  input: z.object({
    Id: id.optional(),
    Title: z.string().trim().min(1).max(200),
    Description: z.string().trim().max(5000).default(''),
    Status: z.enum(SURVEY_STATUSES).default('draft'),
    Questions: surveyQuestionsSchema.default([]),
  }),
  output: z.object({ data: surveySchema }),
});

export const removeSurvey = defineCall({
  ...address.removeSurvey,
  summary: 'Delete a survey and its answers.',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});

export const questionResultSchema = z.object({
  Key: z.string(),
  Kind: surveyQuestionSchema.shape.Kind,
  Prompt: z.string(),
  /** How many respondents answered this question. */
  Answered: z.number().int(),
  /** Choices or scale values with how often each was given (empty for text questions). */
  Counts: z.array(z.object({ Label: z.string(), Count: z.number().int() })),
  /** The mean of a scale question's answers; null otherwise or when unanswered. */
  Mean: z.number().nullable(),
  /** A text question's answers, newest first (at most 500). */
  Texts: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const getSurveyResults = defineCall({
  ...address.getSurveyResults,
  summary: "A survey's results per question; open results pages refresh live as answers arrive.",
  input: z.object({ Id: id }),
  output: z.object({
    data: z.object({
      Id: z.number().int(),
      Title: z.string(),
      Status: z.enum(SURVEY_STATUSES),
      Respondents: z.number().int(),
      Questions: z.array(questionResultSchema),
    }),
  }),
});

export const exportSurveyResults = defineCall({
  ...address.exportSurveyResults,
  summary: 'Every answer as CSV, one row per respondent (cells that could run as formulas are escaped).',
  input: z.object({ Id: id }),
  output: z.object({ data: z.object({ FileName: z.string(), Csv: z.string() }) }),
});

export const getUserSurvey = defineCall({
  ...address.getUserSurvey,
  summary: "An open or closed survey to answer, with the caller's own answer if given.",
  input: z.object({ Id: id }),
  output: z.object({
    data: z.object({
      Id: z.number().int(),
      Title: z.string(),
      Description: z.string(),
      Status: z.enum(['open', 'closed']),
      Questions: z.array(surveyQuestionSchema),
      MyAnswers: surveyAnswersSchema.nullable(),
      AnsweredAt: z.string().nullable(),
    }),
  }),
});

export const submitSurvey = defineCall({
  ...address.submitSurvey,
  summary: 'Answer an open survey; answering again replaces the earlier answer (one per user).',
  input: z.object({ Id: id, Answers: surveyAnswersSchema }),
  output: z.object({ data: z.object({ Id: z.number().int(), AnsweredAt: z.string() }) }),
});
