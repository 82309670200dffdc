// The events the exams follow: a part's exam refetches when it or its part changes; a review
// refetches when that exam changes (submitted, graded elsewhere).
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, loadedArgs, onEvents } from '../../app/listeners';
import type { ExamsApi } from './examsApi';

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
