// A finished round earns XP for a signed-in user (1 per right answer, at most 10, once per round
// id); the server pushes xp:changed, which the XP chip follows.
import type { completeEarTrainingRound } from '../../../shared/calls/publicSite';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { earTrainingCalls } from './calls';

type CompleteRound = typeof completeEarTrainingRound;

export const earTrainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeRound: build.mutation<CallReply<CompleteRound>['data'], CallInput<CompleteRound>>({
      query: (input) => fromContract(earTrainingCalls.completeRound).query(input),
      transformResponse: (reply: CallReply<CompleteRound>) => reply.data,
    }),
  }),
});

export const { useCompleteRoundMutation } = earTrainingApi;
