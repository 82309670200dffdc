// The ear-training calls. A learner's rounds come from get_next_round and are saved once with
// save_answers; the mastery grid reads get_item_states and follows ear:states, which reaches every
// device of the learner (the answering one too), so the grid changes wherever it is open; the
// trend over weeks (get_trend) is asked again on it.
import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as ear from '../../../shared/calls/earTraining';
import type { completeEarTrainingRound } from '../../../shared/calls/publicSite';
import { exerciseOf, isEarItem } from '../../../shared/earTraining';
import type { EarItemState } from '../../../shared/entities/earItemState';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, loadedArgs, onEvents, startAppListening } from '../../base/listeners';
import { earTrainingCalls } from './calls';

type CompleteRound = typeof completeEarTrainingRound;
type GetNextRound = typeof ear.getNextRound;
type SaveAnswers = typeof ear.saveAnswers;
type GetItemStates = typeof ear.getItemStates;
type GetTrend = typeof ear.getTrend;

export const earTrainingApi = api.enhanceEndpoints({ addTagTypes: ['EarTrend'] }).injectEndpoints({
  endpoints: (build) => ({
    completeRound: build.mutation<CallReply<CompleteRound>['data'], CallInput<CompleteRound>>({
      query: (input) => fromContract(earTrainingCalls.completeRound).query(input),
      transformResponse: (reply: CallReply<CompleteRound>) => reply.data,
    }),
    // A mutation: each call draws and stores a new round.
    getNextRound: build.mutation<CallReply<GetNextRound>['data'], CallInput<GetNextRound>>({
      query: (input) => fromContract(earTrainingCalls.getNextRound).query(input),
      transformResponse: (reply: CallReply<GetNextRound>) => reply.data,
    }),
    saveAnswers: build.mutation<CallReply<SaveAnswers>['data'], CallInput<SaveAnswers>>({
      query: (input) => fromContract(earTrainingCalls.saveAnswers).query(input),
      transformResponse: (reply: CallReply<SaveAnswers>) => reply.data,
    }),
    getItemStates: build.query<CallReply<GetItemStates>['data'], CallInput<GetItemStates>>({
      query: (input) => fromContract(earTrainingCalls.getItemStates).query(input),
      transformResponse: (reply: CallReply<GetItemStates>) => reply.data,
    }),
    getTrend: build.query<CallReply<GetTrend>['data'], CallInput<GetTrend>>({
      query: (input) => fromContract(earTrainingCalls.getTrend).query(input),
      transformResponse: (reply: CallReply<GetTrend>) => reply.data,
      providesTags: ['EarTrend'],
    }),
  }),
});

type EarTrainingApi = typeof earTrainingApi;

/** The grid's states with the changed ones put in their places. */
export function mergeStates(
  states: readonly EarItemState[],
  changed: readonly EarItemState[],
): EarItemState[] {
  const byItem = new Map(changed.map((state) => [state.Item, state]));
  return states.map((state) => byItem.get(state.Item) ?? state);
}

export function startEarTrainingRealtime(
  startListening: AppStartListening,
  earApi: EarTrainingApi,
): Unsubscribe {
  return startListening(
    onEvents(['ear:states'], ({ payload: event }, { dispatch, getState }) => {
      // The weeks are counted on the server (the learner's zone, the history): asked again.
      if (loadedArgs(earApi, getState(), 'getTrend').some((args) => args.Exercise === event.Exercise))
        dispatch(earApi.util.invalidateTags(['EarTrend']));
      for (const args of loadedArgs(earApi, getState(), 'getItemStates')) {
        if (args.Exercise !== event.Exercise) continue;
        const changed = event.ItemStates.filter(
          (state) => isEarItem(state.Item) && exerciseOf(state.Item) === event.Exercise,
        );
        dispatch(
          earApi.util.updateQueryData('getItemStates', args, (states) => mergeStates(states, changed)),
        );
      }
    }),
  );
}

startEarTrainingRealtime(startAppListening, earTrainingApi);

declareFreshness(earTrainingApi, { getItemStates: ['ear:states'], getTrend: ['ear:states'] });

export const {
  useCompleteRoundMutation,
  useGetNextRoundMutation,
  useSaveAnswersMutation,
  useGetItemStatesQuery,
  useGetTrendQuery,
} = earTrainingApi;
