// Each exam call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as exams from '../../../shared/calls/exams';
import { examCalls } from './calls';

const contracts = {
  getUserExam: exams.getUserExam,
  getExam: exams.getExam,
  getExamQuestions: exams.getExamQuestions,
  saveExamQuestions: exams.saveExamQuestions,
  startUserExam: exams.startUserExam,
  saveUserExam: exams.saveUserExam,
  submitUserExam: exams.submitUserExam,
  getExamReview: exams.getExamReview,
  gradeUserExam: exams.gradeUserExam,
} as const;

describe('exam call references', () => {
  for (const [name, ref] of Object.entries(examCalls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
