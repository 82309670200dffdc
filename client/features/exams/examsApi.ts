// Exams (user_exam.php), injected into the one api. A part's exam and the grading view follow
// `exam:changed`, so the student sees the grade, and the coach a submission, without a reload.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as exams from '../../../shared/calls/exams';
import type { UserExam } from '../../../shared/calls/exams';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, loadedArgs, onEvents, startAppListening } from '../../base/listeners';
import { examCalls } from './calls';

export type { UserExam };
export type PartExam = CallReply<typeof exams.getExam>['data'];
export type ExamReview = CallReply<typeof exams.getExamReview>['data'];
export type ExamQuestions = CallReply<typeof exams.getExamQuestions>['data'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['PartExam', 'ExamReview', 'ExamQuestions'] });

const unwrap = (reply: { data: UserExam }) => reply.data;

export const examsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getExam: build.query<PartExam, { CourseId: number; CoursePartId: number }>({
      query: (args) => fromContract(examCalls.getExam).query(args),
      transformResponse: (reply: CallReply<typeof exams.getExam>) => reply.data,
      providesTags: (_r, _e, a) => [{ type: 'PartExam', id: a.CoursePartId }],
    }),
    /** For the course editor: the questions with their right answers. */
    getExamQuestions: build.query<ExamQuestions, { CourseId: number; CoursePartId: number }>({
      query: (args) => fromContract(examCalls.getExamQuestions).query(args),
      transformResponse: (reply: CallReply<typeof exams.getExamQuestions>) => reply.data,
      providesTags: (_r, _e, a) => [{ type: 'ExamQuestions', id: a.CoursePartId }],
      // Opening the editor again reads what is saved now, not what was read before.
      keepUnusedDataFor: 0,
    }),
    /** The editor keeps what it holds (no refetch of the questions); the part's exam is read again. */
    saveExamQuestions: build.mutation<ExamQuestions, CallInput<typeof exams.saveExamQuestions>>({
      query: (input) => fromContract(examCalls.saveExamQuestions).query(input),
      transformResponse: (reply: CallReply<typeof exams.saveExamQuestions>) => reply.data,
      invalidatesTags: (r, _e, input) => (r ? [{ type: 'PartExam', id: Number(input.CoursePartId) }] : []),
    }),
    startExam: build.mutation<UserExam, CallInput<typeof exams.startUserExam>>({
      query: (input) => fromContract(examCalls.startUserExam).query(input),
      transformResponse: unwrap,
      invalidatesTags: (r) => (r ? [{ type: 'PartExam', id: r.CoursePartId }] : []),
    }),
    saveExam: build.mutation<UserExam, CallInput<typeof exams.saveUserExam>>({
      query: (input) => fromContract(examCalls.saveUserExam).query(input),
      transformResponse: unwrap,
    }),
    submitExam: build.mutation<UserExam, CallInput<typeof exams.submitUserExam>>({
      query: (input) => fromContract(examCalls.submitUserExam).query(input),
      transformResponse: unwrap,
      invalidatesTags: (r) => (r ? [{ type: 'PartExam', id: r.CoursePartId }] : []),
    }),
    getExamReview: build.query<ExamReview, number>({
      query: (UserExamId) => fromContract(examCalls.getExamReview).query({ UserExamId }),
      transformResponse: (reply: CallReply<typeof exams.getExamReview>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'ExamReview', id }],
    }),
    gradeExam: build.mutation<UserExam, CallInput<typeof exams.gradeUserExam>>({
      query: (input) => fromContract(examCalls.gradeUserExam).query(input),
      transformResponse: unwrap,
      invalidatesTags: (r) => (r ? [{ type: 'ExamReview', id: r.UserExamId }] : []),
    }),
  }),
});

export type ExamsApi = typeof examsApi;

// The events the exams follow: a part's exam refetches when it or its part changes; a review
// refetches when that exam changes (submitted, graded elsewhere).
export function startExamsRealtime(startListening: AppStartListening, examsApi: ExamsApi): Unsubscribe {
  return startListening(
    onEvents(['exam:changed', 'course:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = examsApi.util;
      const partId = event.payload.CoursePartId;
      if (
        partId !== null &&
        loadedArgs(examsApi, state, 'getExam').some((args) => args.CoursePartId === partId)
      )
        dispatch(invalidateTags([{ type: 'PartExam', id: partId }]));
      if (event.type !== 'exam:changed') return;
      const id = event.payload.UserExamId;
      if (loadedArgs(examsApi, state, 'getExamReview').includes(id))
        dispatch(invalidateTags([{ type: 'ExamReview', id }]));
    }),
  );
}

startExamsRealtime(startAppListening, examsApi);

declareFreshness(examsApi, {
  getExam: ['exam:changed', 'course:changed'],
  getExamQuestions: { static: 'the exam editor’s form, which keeps what its editor typed' },
  getExamReview: ['exam:changed'],
});

export const {
  useGetExamQuery,
  useGetExamQuestionsQuery,
  useSaveExamQuestionsMutation,
  useStartExamMutation,
  useSaveExamMutation,
  useSubmitExamMutation,
  useGetExamReviewQuery,
  useGradeExamMutation,
} = examsApi;
