// The exam editor's form (a PostType 3 part in edit mode): the questions as the form holds them,
// checked with the limits the server's schema uses (shared/examStates.ts: no zod in the page), and
// the save_exam_questions input they become. Pure, so the rules are tested on their own.
import type { saveExamQuestions } from '../../../shared/calls/exams';
import { EXAM_LIMITS, type ExamQuestionKind } from '../../../shared/examStates';
import type { ExamQuestion } from '../../../shared/exams';
import type { CallInput } from '../../api/contract';

export interface ExamOptionValues {
  /** The list key only (stable while options move). */
  key: string;
  text: string;
  correct: boolean;
}

export interface ExamQuestionValues {
  /** The question's id in the exam: kept for a question already saved (answers refer to it). */
  Id: string;
  Kind: ExamQuestionKind;
  Text: string;
  /** Kept while the kind is text, so switching back does not lose them; not sent then. */
  Options: ExamOptionValues[];
}

export interface ExamFormValues {
  questions: ExamQuestionValues[];
  progressByExam: boolean;
}

/** Why a field is refused: the key of its text under exams.editor.errors. */
export type ExamFormError =
  | 'textRequired'
  | 'textTooLong'
  | 'optionRequired'
  | 'optionTooLong'
  | 'tooFewOptions'
  | 'tooManyOptions'
  | 'oneRightAnswer'
  | 'tooManyQuestions';

export type MakeKey = () => string;

const randomKey: MakeKey = () => Math.random().toString(36).slice(2, 10);

/** A question id not used in the exam (ids of removed questions are not known here, so random). */
export function newQuestionId(taken: readonly string[], makeKey: MakeKey = randomKey): string {
  for (;;) {
    const id = `q-${makeKey()}`.slice(0, EXAM_LIMITS.idLength);
    if (!taken.includes(id)) return id;
  }
}

export function newOption(makeKey: MakeKey = randomKey): ExamOptionValues {
  return { key: makeKey(), text: '', correct: false };
}

/** A new question: a choice question starts with the two options it needs at least. */
export function newQuestion(
  kind: ExamQuestionKind,
  taken: readonly string[],
  makeKey: MakeKey = randomKey,
): ExamQuestionValues {
  return {
    Id: newQuestionId(taken, makeKey),
    Kind: kind,
    Text: '',
    Options: kind === 'text' ? [] : [newOption(makeKey), newOption(makeKey)],
  };
}

export function examFormValuesOf(
  questions: readonly ExamQuestion[],
  progressByExam: boolean,
  makeKey: MakeKey = randomKey,
): ExamFormValues {
  return {
    progressByExam,
    questions: questions.map((q) => ({
      Id: q.Id,
      Kind: q.Kind,
      Text: q.Text,
      Options: q.Options.map((text, i) => ({ key: makeKey(), text, correct: q.Correct.includes(i) })),
    })),
  };
}

/**
 * The question as another kind: a choice question gets the two options it needs, and a single
 * choice keeps only the first right answer.
 */
export function withKind(
  question: ExamQuestionValues,
  kind: ExamQuestionKind,
  makeKey: MakeKey = randomKey,
): ExamQuestionValues {
  let options = question.Options;
  if (kind !== 'text')
    while (options.length < EXAM_LIMITS.minOptions) options = [...options, newOption(makeKey)];
  if (kind === 'single') {
    const first = options.findIndex((o) => o.correct);
    options = options.map((o, i) => ({ ...o, correct: i === first }));
  }
  return { ...question, Kind: kind, Options: options };
}

/** The options after marking option `index` right (or not): a single choice has one right answer. */
export function markedRight(
  question: ExamQuestionValues,
  index: number,
  correct: boolean,
): ExamOptionValues[] {
  return question.Options.map((o, i) => {
    if (i === index) return { ...o, correct };
    return question.Kind === 'single' && correct ? { ...o, correct: false } : o;
  });
}

function textError(text: string, max: number, empty: ExamFormError, long: ExamFormError) {
  const trimmed = text.trim();
  if (!trimmed) return empty;
  return trimmed.length > max ? long : null;
}

/** The refused fields by form path (as @mantine/form names them), each with why. */
export function validateExamForm(values: ExamFormValues): Record<string, ExamFormError> {
  const errors: Record<string, ExamFormError> = {};
  if (values.questions.length > EXAM_LIMITS.questions) errors.questions = 'tooManyQuestions';
  values.questions.forEach((q, qi) => {
    const at = `questions.${qi}`;
    const text = textError(q.Text, EXAM_LIMITS.textLength, 'textRequired', 'textTooLong');
    if (text) errors[`${at}.Text`] = text;
    if (q.Kind === 'text') return;
    if (q.Options.length < EXAM_LIMITS.minOptions) errors[`${at}.Options`] = 'tooFewOptions';
    if (q.Options.length > EXAM_LIMITS.options) errors[`${at}.Options`] = 'tooManyOptions';
    q.Options.forEach((o, oi) => {
      const option = textError(o.text, EXAM_LIMITS.optionLength, 'optionRequired', 'optionTooLong');
      if (option) errors[`${at}.Options.${oi}.text`] = option;
    });
    if (q.Kind === 'single' && q.Options.filter((o) => o.correct).length > 1)
      errors[`${at}.Correct`] = 'oneRightAnswer';
  });
  return errors;
}

/** The questions as save_exam_questions takes them: trimmed; a text question has no options. */
export function questionsOf(values: ExamFormValues): ExamQuestion[] {
  return values.questions.map((q) => {
    const choice = q.Kind !== 'text';
    return {
      Id: q.Id,
      Kind: q.Kind,
      Text: q.Text.trim(),
      Options: choice ? q.Options.map((o) => o.text.trim()) : [],
      Correct: choice ? q.Options.flatMap((o, i) => (o.correct ? [i] : [])) : [],
    };
  });
}

export function saveExamInputOf(
  courseId: number,
  partId: number,
  values: ExamFormValues,
): CallInput<typeof saveExamQuestions> {
  return {
    CourseId: courseId,
    CoursePartId: partId,
    Questions: questionsOf(values),
    ProgressByExam: values.progressByExam,
  };
}

/**
 * Where the form shows a refusal the server names by `field` (e.g. "Questions.0.Options.1"), or
 * null when no field of the form holds it.
 */
export function formPathOf(field: string | undefined): string | null {
  if (!field) return null;
  if (field === 'ProgressByExam') return 'progressByExam';
  const parts = field.split('.');
  if (parts[0] !== 'Questions') return null;
  if (parts.length === 1) return 'questions';
  const at = `questions.${parts[1]}`;
  switch (parts[2]) {
    case 'Text':
    case 'Kind':
      return `${at}.${parts[2]}`;
    case 'Options':
      return parts[3] === undefined ? `${at}.Options` : `${at}.Options.${parts[3]}.text`;
    case 'Correct':
      return `${at}.Correct`;
    default:
      return at;
  }
}
