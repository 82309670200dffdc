// The exam editor's rules: the form's values to save_exam_questions' Questions and back, the same
// limits as the server's schema, and where a server refusal is shown.
import { describe, expect, it } from 'vitest';
import { examQuestionsSchema } from '../../../shared/exams';
import {
  type ExamFormValues,
  examFormValuesOf,
  formPathOf,
  markedRight,
  newQuestion,
  newQuestionId,
  questionsOf,
  saveExamInputOf,
  validateExamForm,
  withKind,
} from './examForm';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

const saved = [
  { Id: 'steps', Kind: 'single' as const, Text: 'Which step?', Options: ['2nd', '3rd', '4th'], Correct: [2] },
  {
    Id: 'triads',
    Kind: 'multiple' as const,
    Text: 'Major triads?',
    Options: ['C', 'Dm', 'G'],
    Correct: [0, 2],
  },
  { Id: 'why', Kind: 'text' as const, Text: 'Why?', Options: [], Correct: [] },
];

describe('the exam form', () => {
  it('holds the saved questions and gives them back unchanged', () => {
    const values = examFormValuesOf(saved, true, keys());
    expect(values.questions[1]!.Options).toEqual([
      { key: 'k4', text: 'C', correct: true },
      { key: 'k5', text: 'Dm', correct: false },
      { key: 'k6', text: 'G', correct: true },
    ]);
    expect(questionsOf(values)).toEqual(saved);
    expect(saveExamInputOf(4, 9, values)).toEqual({
      CourseId: 4,
      CoursePartId: 9,
      Questions: saved,
      ProgressByExam: true,
    });
  });

  it('a new single-choice question with two options and a right answer becomes what the server accepts', () => {
    const question = newQuestion('single', ['steps'], keys());
    expect(question.Options).toHaveLength(2);
    question.Text = '  Which is higher? ';
    question.Options[0]!.text = 'C';
    question.Options[1]!.text = ' G ';
    question.Options = markedRight(question, 1, true);
    const values: ExamFormValues = { questions: [question], progressByExam: false };
    expect(validateExamForm(values)).toEqual({});
    const questions = questionsOf(values);
    expect(questions).toEqual([
      { Id: question.Id, Kind: 'single', Text: 'Which is higher?', Options: ['C', 'G'], Correct: [1] },
    ]);
    expect(examQuestionsSchema.safeParse(questions).success).toBe(true);
  });

  it('new ids never repeat one in the exam and fit the id limit', () => {
    const ids = ['a', 'b', 'c'];
    let n = 0;
    const id = newQuestionId(['q-a', 'q-b'], () => ids[n++]!);
    expect(id).toBe('q-c');
    expect(newQuestionId([], () => 'x'.repeat(60))).toHaveLength(40);
  });

  it('a single choice has one right answer: marking another unmarks the first', () => {
    const [single, multiple] = examFormValuesOf(saved, false, keys()).questions;
    expect(markedRight(single!, 0, true).map((o) => o.correct)).toEqual([true, false, false]);
    expect(markedRight(multiple!, 1, true).map((o) => o.correct)).toEqual([true, true, true]);
    expect(markedRight(multiple!, 0, false).map((o) => o.correct)).toEqual([false, false, true]);
  });

  it('changing the kind keeps what fits: options for choices, one right answer for single', () => {
    const [, multiple, text] = examFormValuesOf(saved, false, keys()).questions;
    expect(withKind(multiple!, 'single').Options.map((o) => o.correct)).toEqual([true, false, false]);
    const choice = withKind(text!, 'multiple', keys());
    expect(choice.Options).toHaveLength(2);
    // A text question sends no options, even those kept from when it was a choice.
    const asText = withKind(multiple!, 'text');
    expect(questionsOf({ questions: [asText], progressByExam: false })[0]).toMatchObject({
      Options: [],
      Correct: [],
    });
  });

  it('refuses what the server refuses, at the field', () => {
    const values = examFormValuesOf(saved, false, keys());
    values.questions[0]!.Text = '   ';
    values.questions[0]!.Options[1]!.text = '';
    values.questions[0]!.Options[0]!.correct = true;
    values.questions[1]!.Options = values.questions[1]!.Options.slice(0, 1);
    values.questions[2]!.Text = 'x'.repeat(2001);
    values.questions[1]!.Options[0]!.text = 'y'.repeat(501);
    expect(validateExamForm(values)).toEqual({
      'questions.0.Text': 'textRequired',
      'questions.0.Options.1.text': 'optionRequired',
      'questions.0.Correct': 'oneRightAnswer',
      'questions.1.Options': 'tooFewOptions',
      'questions.1.Options.0.text': 'optionTooLong',
      'questions.2.Text': 'textTooLong',
    });
    const many = newQuestion('multiple', [], keys());
    many.Text = 'Many';
    many.Options = Array.from({ length: 21 }, (_, i) => ({ key: `o${i}`, text: `o${i}`, correct: false }));
    expect(validateExamForm({ questions: [many], progressByExam: false })).toEqual({
      'questions.0.Options': 'tooManyOptions',
    });
    expect(
      examQuestionsSchema.safeParse(questionsOf({ questions: [many], progressByExam: false })).success,
    ).toBe(false);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ ...saved[2]!, Id: `t${i}` }));
    expect(validateExamForm(examFormValuesOf(tooMany, false, keys())).questions).toBe('tooManyQuestions');
  });

  it('shows a server refusal at the field it names', () => {
    expect(formPathOf('Questions.2.Text')).toBe('questions.2.Text');
    expect(formPathOf('Questions.0.Options.1')).toBe('questions.0.Options.1.text');
    expect(formPathOf('Questions.0.Options')).toBe('questions.0.Options');
    expect(formPathOf('Questions.0.Correct.0')).toBe('questions.0.Correct');
    expect(formPathOf('Questions.3.Id')).toBe('questions.3');
    expect(formPathOf('Questions')).toBe('questions');
    expect(formPathOf('ProgressByExam')).toBe('progressByExam');
    expect(formPathOf('CourseId')).toBeNull();
    expect(formPathOf(undefined)).toBeNull();
  });
});
