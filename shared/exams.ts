// Exams on school (PostType 3) and exam (5) parts (SPEC §3 "User exam", §4 "Exam states"): the
// questions staff define, the answers a student gives, the one order of states an exam moves
// through, and the automatic score of its choice questions.

import { EXAM_LIMITS, EXAM_QUESTION_KINDS, type ExamAutoScore } from './examStates';
import { z } from './zod';

export * from './examStates';

/** A question's shape; examQuestionSchema adds the checks between its fields. */
export const examQuestionShape = z.object({
  /** Stable within the exam: answers refer to it. */
  Id: z.string().trim().min(1).max(EXAM_LIMITS.idLength),
  Kind: z.enum(EXAM_QUESTION_KINDS),
  Text: z.string().trim().min(1).max(EXAM_LIMITS.textLength),
  Options: z
    .array(z.string().trim().min(1).max(EXAM_LIMITS.optionLength))
    .max(EXAM_LIMITS.options)
    .default([]),
  /** Indexes of the right options (choice questions); shown to graders only. */
  Correct: z.array(z.number().int().min(0)).max(EXAM_LIMITS.options).default([]),
});

export const examQuestionSchema = examQuestionShape.superRefine((q, ctx) => {
  if (q.Kind === 'text') return;
  if (q.Options.length < EXAM_LIMITS.minOptions)
    ctx.addIssue({ code: 'custom', path: ['Options'], message: 'At least two options.' });
  if (q.Correct.some((i) => i >= q.Options.length))
    ctx.addIssue({
      code: 'custom',
      path: ['Correct'],
      message: 'A right answer must be one of the options.',
    });
  if (q.Kind === 'single' && q.Correct.length > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['Correct'],
      message: 'A single-choice question has one right answer.',
    });
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examQuestionsSchema = z
  .array(examQuestionSchema)
  .max(EXAM_LIMITS.questions)
  .refine((qs) => new Set(qs.map((q) => q.Id)).size === qs.length, { message: 'Question ids must differ.' });

/** One answer: the chosen option indexes (choice) or the written text. */
export const examAnswerSchema = z.union([
  z.array(z.number().int().min(0).max(19)).max(20),
  z.string().max(10_000),
]);
export const examAnswersSchema = z.record(z.string().max(40), examAnswerSchema);
export type ExamAnswers = z.infer<typeof examAnswersSchema>;

/** Answers that fit the questions: known ids, choices within the options, one for single choice. */
export function answersFit(questions: readonly ExamQuestion[], answers: ExamAnswers): string | null {
  for (const [id, answer] of Object.entries(answers)) {
    const q = questions.find((x) => x.Id === id);
    if (!q) return id;
    if (q.Kind === 'text' ? typeof answer !== 'string' : !Array.isArray(answer)) return id;
    if (Array.isArray(answer)) {
      if (answer.some((i) => i >= q.Options.length) || new Set(answer).size !== answer.length) return id;
      if (q.Kind === 'single' && answer.length > 1) return id;
    }
  }
  return null;
}

/**
 * The automatic score of choice questions, made on submit: a question with right answers set
 * counts as right when exactly those options are chosen. Null when no question is scored so
 * (text questions and choices without a right answer wait for the coach).
 */
export function autoScore(questions: readonly ExamQuestion[], answers: ExamAnswers): ExamAutoScore | null {
  const scored = questions.filter((q) => q.Kind !== 'text' && q.Correct.length > 0);
  if (scored.length === 0) return null;
  const right = scored.filter((q) => {
    const answer = answers[q.Id];
    return (
      Array.isArray(answer) &&
      answer.length === q.Correct.length &&
      q.Correct.every((option) => answer.includes(option))
    );
  }).length;
  return { Right: right, Of: scored.length };
}
