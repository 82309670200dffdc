// Surveys (surveys.php), injected into the one api. Results follow `survey:answered` and a survey
// being answered follows `survey:changed`, so open pages stay true without a reload.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as surveys from '../../../shared/calls/surveys';
import type { Survey, SurveySummary } from '../../../shared/calls/surveys';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { surveyCalls } from './calls';

export type { Survey, SurveySummary };
export type SurveyResults = CallReply<typeof surveys.getSurveyResults>['data'];
export type UserSurvey = CallReply<typeof surveys.getUserSurvey>['data'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['Survey', 'SurveyResults', 'UserSurvey'] });

export const surveysApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSurveys: build.query<SurveySummary[], void>({
      query: () => fromContract(surveyCalls.getSurveys).query({}),
      transformResponse: (reply: CallReply<typeof surveys.getSurveys>) => reply.data,
      providesTags: [{ type: 'Survey', id: 'LIST' }],
    }),
    getSurvey: build.query<Survey, number>({
      query: (Id) => fromContract(surveyCalls.getSurvey).query({ Id }),
      transformResponse: (reply: CallReply<typeof surveys.getSurvey>) => reply.data,
      providesTags: (_s, _e, Id) => [{ type: 'Survey', id: Id }],
    }),
    saveSurvey: build.mutation<Survey, CallInput<typeof surveys.saveSurvey>>({
      query: (input) => fromContract(surveyCalls.saveSurvey).query(input),
      transformResponse: (reply: CallReply<typeof surveys.saveSurvey>) => reply.data,
      invalidatesTags: (s) => [
        { type: 'Survey', id: 'LIST' },
        ...(s ? [{ type: 'Survey' as const, id: s.Id }] : []),
      ],
    }),
    removeSurvey: build.mutation<{ Id: number }, number>({
      query: (Id) => fromContract(surveyCalls.removeSurvey).query({ Id }),
      transformResponse: (reply: CallReply<typeof surveys.removeSurvey>) => reply.data,
      invalidatesTags: [{ type: 'Survey', id: 'LIST' }],
    }),
    getSurveyResults: build.query<SurveyResults, number>({
      query: (Id) => fromContract(surveyCalls.getSurveyResults).query({ Id }),
      transformResponse: (reply: CallReply<typeof surveys.getSurveyResults>) => reply.data,
      providesTags: (_r, _e, Id) => [{ type: 'SurveyResults', id: Id }],
    }),
    exportSurveyResults: build.mutation<{ FileName: string; Csv: string }, number>({
      query: (Id) => fromContract(surveyCalls.exportSurveyResults).query({ Id }),
      transformResponse: (reply: CallReply<typeof surveys.exportSurveyResults>) => reply.data,
    }),
    getUserSurvey: build.query<UserSurvey, number>({
      query: (Id) => fromContract(surveyCalls.getUserSurvey).query({ Id }),
      transformResponse: (reply: CallReply<typeof surveys.getUserSurvey>) => reply.data,
      providesTags: (_r, _e, Id) => [{ type: 'UserSurvey', id: Id }],
    }),
    submitSurvey: build.mutation<{ Id: number; AnsweredAt: string }, CallInput<typeof surveys.submitSurvey>>({
      query: (input) => fromContract(surveyCalls.submitSurvey).query(input),
      transformResponse: (reply: CallReply<typeof surveys.submitSurvey>) => reply.data,
      invalidatesTags: (r) => (r ? [{ type: 'UserSurvey', id: r.Id }] : []),
    }),
  }),
});

export type SurveysApi = typeof surveysApi;

// The events the surveys follow: answers and changes refetch the list and that survey's results;
// a changed survey refetches the form a person is filling in.
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

startSurveysRealtime(startAppListening, surveysApi);

declareFreshness(surveysApi, {
  getSurveys: ['survey:answered', 'survey:changed'],
  getSurvey: { static: 'the survey editor’s form, which keeps what its editor typed' },
  getSurveyResults: ['survey:answered', 'survey:changed'],
  getUserSurvey: ['survey:changed'],
});

export const {
  useGetSurveysQuery,
  useGetSurveyQuery,
  useSaveSurveyMutation,
  useRemoveSurveyMutation,
  useGetSurveyResultsQuery,
  useExportSurveyResultsMutation,
  useGetUserSurveyQuery,
  useSubmitSurveyMutation,
} = surveysApi;
