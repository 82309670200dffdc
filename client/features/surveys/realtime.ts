// The events the surveys follow: answers and changes refetch the list and that survey's results;
// a changed survey refetches the form a person is filling in.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { SurveysApi } from './surveysApi';

export function startSurveysRealtime(startListening: AppStartListening, surveysApi: SurveysApi): Unsubscribe {
  return startListening(
    onEvents(['survey:answered', 'survey:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = surveysApi.util;
      const id = event.payload.SurveyId;
      if (hasLoaded(surveysApi, state, 'getSurveys'))
        dispatch(invalidateTags([{ type: 'Survey', id: 'LIST' }]));
      if (loadedArgs(surveysApi, state, 'getSurveyResults').includes(id))
        dispatch(invalidateTags([{ type: 'SurveyResults', id }]));
      if (event.type === 'survey:changed' && loadedArgs(surveysApi, state, 'getUserSurvey').includes(id))
        dispatch(invalidateTags([{ type: 'UserSurvey', id }]));
    }),
  );
}
