// The achievements editor's calls (xp.php save_achievement, delete_achievement), injected when its
// page loads so they stay out of the other pages' chunks. The list is getAchievements, which
// follows achievement:changed (rewardsApi.ts): an admin's change shows on every open page.
import type * as rewards from '../../../shared/calls/rewards';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { rewardCalls } from './calls';
import { rewardsApi } from './rewardsApi';
import type { Achievement } from './types';

export const achievementsEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAchievement: build.mutation<Achievement, CallInput<typeof rewards.saveAchievement>>({
      query: (input) => fromContract(rewardCalls.saveAchievement).query(input),
      transformResponse: (reply: CallReply<typeof rewards.saveAchievement>) => reply.data,
      // This page reads the list again at once, without waiting for the push.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(rewardsApi.util.invalidateTags(['Achievements'])),
          () => undefined,
        );
      },
    }),
    deleteAchievement: build.mutation<{ Id: number }, number>({
      query: (Id) => fromContract(rewardCalls.deleteAchievement).query({ Id }),
      transformResponse: (reply: CallReply<typeof rewards.deleteAchievement>) => reply.data,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(rewardsApi.util.invalidateTags(['Achievements'])),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useSaveAchievementMutation, useDeleteAchievementMutation } = achievementsEditorApi;
