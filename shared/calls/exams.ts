// user_exam.php (SPEC §7): a part's exam questions, a user's exam through its states (SPEC §4:
// not started → in progress → submitted and waiting for review → completed) and its grading.

import { EXAM_STATUS, examAnswersSchema, examQuestionShape, examQuestionsSchema } from '../exams';
import { z } from '../zod';
import * as address from './addresses/exams';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** A user id the legacy client sends; the server acts for the signed-in user unless staff. */
const actingUserId = z.coerce.number().int().optional();

export const userExamSchema = z.object({
  UserExamId: z.number().int(),
  UserId: z.number().int(),
  CourseId: z.number().int(),
  CoursePartId: z.number().int(),
  Status: z.enum(EXAM_STATUS),
  /** True while the answers may still change (not started or in progress). */
  UserCanEdit: z.boolean(),
  Answers: examAnswersSchema,
  /** Choice questions scored on submit (null: none scored); the coach's grade is Score. */
  AutoScore: z.object({ Right: z.number().int(), Of: z.number().int() }).nullable(),
  Score: z.number().int().nullable(),
  Passed: z.boolean().nullable(),
  Feedback: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  GradedAt: z.string().nullable(),
});
export type UserExam = z.infer<typeof userExamSchema>;

/** A question as a student sees it: without the right answers. */
const studentQuestionSchema = examQuestionShape.omit({ Correct: true });

export const getUserExam = defineCall({
  ...address.getUserExam,
  summary: 'A user’s exam: its status, whether it may still be edited, the answers and the grade.',
  input: z.object({ UserExamId: id, UserId: actingUserId, CourseId: id.optional() }),
  output: z.object({ data: userExamSchema }),
});

export const getExam = defineCall({
  ...address.getExam,
  summary: 'A part’s exam questions (without the right answers) and the signed-in user’s exam, if started.',
  input: z.object({ CourseId: id, CoursePartId: id }),
  output: z.object({
    data: z.object({
      Questions: z.array(studentQuestionSchema),
      /** Whether the part counts as done only when the exam is passed. */
      ProgressByExam: z.boolean(),
      Exam: userExamSchema.nullable(),
    }),
  }),
});

export const getExamQuestions = defineCall({
  ...address.getExamQuestions,
  summary:
    'For the course editor: a part’s exam questions with their right answers, and whether the part counts as done only when the exam is passed.',
  input: z.object({ CourseId: id, CoursePartId: id }),
  output: z.object({
    data: z.object({ Questions: z.array(examQuestionShape), ProgressByExam: z.boolean() }),
  }),
});

export const saveExamQuestions = defineCall({
  ...address.saveExamQuestions,
  summary:
    'Staff define a PostType 3 or 5 part’s exam questions (an empty list removes the exam) and whether the part counts as done only when the exam is passed (the course’s progress and certificate then wait for it). Like every editing save, applied only for the holder of the course’s (or the part’s) edit lock; otherwise LOCK_LOST.',
  input: z.object({
    CourseId: id,
    CoursePartId: id,
    Questions: examQuestionsSchema,
    ProgressByExam: z.boolean().optional(),
  }),
  output: z.object({
    data: z.object({ Questions: z.array(examQuestionShape), ProgressByExam: z.boolean() }),
  }),
});

export const startUserExam = defineCall({
  ...address.startUserExam,
  summary:
    'Start the part’s exam (not started → in progress). Starting one already started answers it as it is.',
  input: z.object({ CourseId: id, CoursePartId: id }),
  output: z.object({ data: userExamSchema }),
});

export const saveUserExam = defineCall({
  ...address.saveUserExam,
  summary: 'Save answers while the exam is in progress; otherwise EXAM_STATE_CHANGED.',
  input: z.object({ UserExamId: id, Answers: examAnswersSchema }),
  output: z.object({ data: userExamSchema }),
});

export const submitUserExam = defineCall({
  ...address.submitUserExam,
  summary:
    'Submit the exam (in progress → submitted): its choice questions are scored at once (AutoScore) and a review task for the course’s coach opens, where the coach confirms or adjusts the grade. A second submit answers EXAM_STATE_CHANGED.',
  input: z.object({ UserExamId: id, Answers: examAnswersSchema.optional() }),
  output: z.object({ data: userExamSchema }),
});

export const getExamReview = defineCall({
  ...address.getExamReview,
  summary:
    'A submitted or graded exam with its questions and right answers, for the course’s coaches and admins.',
  input: z.object({ UserExamId: id }),
  output: z.object({
    data: z.object({
      Exam: userExamSchema,
      Questions: z.array(examQuestionShape),
      StudentName: z.string(),
      CourseName: z.string(),
      PartName: z.string(),
      /** Whether the signed-in user may grade it (a coach of the course or an admin). */
      MayGrade: z.boolean(),
    }),
  }),
});

export const gradeUserExam = defineCall({
  ...address.gradeUserExam,
  summary:
    'Grade a submitted exam (submitted → completed): the course’s coaches and admins only. The student sees the result at once.',
  input: z.object({
    UserExamId: id,
    Score: z.coerce.number().int().min(0).max(100),
    Passed: z.boolean(),
    Feedback: z.string().trim().max(5000).default(''),
  }),
  output: z.object({ data: userExamSchema }),
});
