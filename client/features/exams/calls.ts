// The exam calls (user_exam.php); calls.test.ts checks them against shared/calls/exams.ts.
import type * as exams from '../../../shared/calls/exams';
import { callRef } from '../../api/contract';

export const examCalls = {
  getUserExam: callRef<typeof exams.getUserExam>('user_exam.php', 'get_user_exam'),
  getExam: callRef<typeof exams.getExam>('user_exam.php', 'get_exam'),
  getExamQuestions: callRef<typeof exams.getExamQuestions>('user_exam.php', 'get_exam_questions'),
  saveExamQuestions: callRef<typeof exams.saveExamQuestions>('user_exam.php', 'save_exam_questions'),
  startUserExam: callRef<typeof exams.startUserExam>('user_exam.php', 'start_user_exam'),
  saveUserExam: callRef<typeof exams.saveUserExam>('user_exam.php', 'save_user_exam'),
  submitUserExam: callRef<typeof exams.submitUserExam>('user_exam.php', 'submit_user_exam'),
  getExamReview: callRef<typeof exams.getExamReview>('user_exam.php', 'get_exam_review'),
  gradeUserExam: callRef<typeof exams.gradeUserExam>('user_exam.php', 'grade_user_exam'),
} as const;
