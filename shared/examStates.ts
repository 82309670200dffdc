// The exam's states, steps and constants without its schemas: zod-free, so a page that only
// needs to know whether a part holds an exam does not build (or JIT-check) any schema.
export const EXAM_STATUS = ['not_started', 'in_progress', 'submitted', 'completed'] as const;
export type ExamStatus = (typeof EXAM_STATUS)[number];

/** The spec's "school" part type, which may carry an exam beside its lesson (SPEC §3). */
export const EXAM_POST_TYPE = 3;
/**
 * A part that is an exam: its editor, done only by passing it (never "Mark as watched"), and no
 * XP to claim (docs/decisions.md "Exam parts").
 */
export const EXAM_PART_TYPE = 5;
/** The largest part type there is (1-4 the spec's, 5 the exam). */
export const MAX_POST_TYPE = EXAM_PART_TYPE;

/** Whether a part of this type may hold exam questions. */
export const holdsExam = (postType: number): boolean =>
  postType === EXAM_POST_TYPE || postType === EXAM_PART_TYPE;
/** Whether the part is an exam part (no watched mark, no reward claim). */
export const isExamPart = (postType: number): boolean => postType === EXAM_PART_TYPE;

/** A part whose ProgressCriteria is this counts as done only when its exam is passed. */
export const EXAM_PROGRESS_CRITERIA = 'exam';
/** The criterion of every other part: watched (or marked done). */
export const DEFAULT_PROGRESS_CRITERIA = 'video';

export const EXAM_QUESTION_KINDS = ['single', 'multiple', 'text'] as const;
export type ExamQuestionKind = (typeof EXAM_QUESTION_KINDS)[number];

/** The limits of an exam's questions: the schema (shared/exams.ts) and the editor check the same. */
export const EXAM_LIMITS = {
  questions: 100,
  idLength: 40,
  textLength: 2000,
  options: 20,
  optionLength: 500,
  /** A choice question needs at least this many options. */
  minOptions: 2,
} as const;

/** The state an exam must be in for each step; no step skips one (SPEC §4). */
export const EXAM_STEP_FROM = {
  start: 'not_started',
  save: 'in_progress',
  submit: 'in_progress',
  grade: 'submitted',
} as const satisfies Record<string, ExamStatus>;

export const EXAM_STEP_TO = {
  start: 'in_progress',
  save: 'in_progress',
  submit: 'submitted',
  grade: 'completed',
} as const satisfies Record<keyof typeof EXAM_STEP_FROM, ExamStatus>;

export type ExamStep = keyof typeof EXAM_STEP_FROM;

/** Whether the student may still change their answers. */
export const examEditable = (status: ExamStatus): boolean =>
  status === 'not_started' || status === 'in_progress';

/** Choice questions scored on submit: how many were answered right, of how many were scored. */
export interface ExamAutoScore {
  Right: number;
  Of: number;
}

/**
 * The score (0-100) a grader starts from: the automatic points over every question, so text
 * questions start at none and the coach adds what they earn. Null: nothing was scored.
 */
export function suggestedScore(auto: ExamAutoScore | null, questions: number): number | null {
  if (auto === null || questions === 0) return null;
  return Math.round((100 * auto.Right) / Math.max(questions, auto.Of));
}
