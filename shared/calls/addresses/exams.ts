// The addresses of the calls in ../exams.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getUserExam = {
  file: 'user_exam.php',
  req: 'get_user_exam',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getExam = {
  file: 'user_exam.php',
  req: 'get_exam',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getExamQuestions = {
  file: 'user_exam.php',
  req: 'get_exam_questions',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveExamQuestions = {
  file: 'user_exam.php',
  req: 'save_exam_questions',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const startUserExam = {
  file: 'user_exam.php',
  req: 'start_user_exam',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const saveUserExam = {
  file: 'user_exam.php',
  req: 'save_user_exam',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const submitUserExam = {
  file: 'user_exam.php',
  req: 'submit_user_exam',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getExamReview = {
  file: 'user_exam.php',
  req: 'get_exam_review',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const gradeUserExam = {
  file: 'user_exam.php',
  req: 'grade_user_exam',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;
