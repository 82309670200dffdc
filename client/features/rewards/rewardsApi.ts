// The XP, achievement and certificate calls (SPEC §7 save_reward; xp.php; certificates.php),
// injected into the one api. Cached lists follow pushes: an XP change refetches the course's
// claimed rewards, an issued certificate refetches the certificate list.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as privacy from '../../../shared/calls/privacy';
import type { MyData } from '../../../shared/calls/privacy';
import type * as rewards from '../../../shared/calls/rewards';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { raiseTotalXp } from '../../session/sessionUser';
import { rewardCalls } from './calls';
import type {
  Achievement,
  Certificate,
  EarnedAchievement,
  SharedAchievement,
  VerifiedCertificate,
} from './types';

export interface RewardArgs {
  CourseId: number;
  CoursePartId: number;
}

export type RewardResult = CallReply<typeof rewards.saveReward>['data'][number];

export const rewardsApi = api
  .enhanceEndpoints({ addTagTypes: ['ClaimedRewards', 'Certificates', 'Achievements'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The parts of a course whose reward the user has claimed. */
      getClaimedRewards: build.query<number[], number>({
        query: (courseId) => fromContract(rewardCalls.getClaimedRewards).query({ CourseId: courseId }),
        transformResponse: (reply: CallReply<typeof rewards.getClaimedRewards>) => reply.data,
        providesTags: (_parts, _error, courseId) => [{ type: 'ClaimedRewards', id: courseId }],
        // A claim in another tab or device: this tab's box must not offer it again.
      }),

      saveReward: build.mutation<RewardResult, RewardArgs>({
        query: ({ CourseId, CoursePartId }) =>
          fromContract(rewardCalls.saveReward).query({ course_id: CourseId, course_part_id: CoursePartId }),
        transformResponse: (reply: CallReply<typeof rewards.saveReward>) => reply.data[0]!,
        async onQueryStarted({ CourseId, CoursePartId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(raiseTotalXp(data.TotalXp));
            dispatch(
              rewardsApi.util.updateQueryData('getClaimedRewards', CourseId, (parts) =>
                parts.includes(CoursePartId) ? parts : [...parts, CoursePartId],
              ),
            );
          } catch {
            // The box shows the failure.
          }
        },
      }),

      getAchievements: build.query<{ list: EarnedAchievement[]; totalXp: number }, void>({
        query: () => fromContract(rewardCalls.getAchievements).query({}),
        transformResponse: (reply: CallReply<typeof rewards.getAchievements>) => ({
          list: reply.data,
          totalXp: reply.TotalXp,
        }),
        providesTags: ['Achievements'],
      }),

      getAchievement: build.query<SharedAchievement, { Id: number; CourseId: number }>({
        query: (args) => fromContract(rewardCalls.getAchievement).query(args),
        transformResponse: (reply: CallReply<typeof rewards.getAchievement>) => reply.data,
        providesTags: ['Achievements'],
      }),

      getMyCertificates: build.query<Certificate[], void>({
        query: () => fromContract(rewardCalls.getMyCertificates).query({}),
        transformResponse: (reply: CallReply<typeof rewards.getMyCertificates>) => reply.data,
        providesTags: ['Certificates'],
      }),

      verifyCertificate: build.query<VerifiedCertificate, string>({
        query: (code) => fromContract(rewardCalls.verifyCertificate).query({ Code: code }),
        transformResponse: (reply: CallReply<typeof rewards.verifyCertificate>) => reply.data,
      }),
      /** Everything kept about the signed-in person, for their own download. Never cached. */
      getMyData: build.query<MyData, void>({
        query: () => fromContract(rewardCalls.getMyData).query({}),
        transformResponse: (reply: CallReply<typeof privacy.getMyData>) => reply.data,
        keepUnusedDataFor: 0,
      }),
    }),
  });

export type RewardsApi = typeof rewardsApi;

// The events the rewards follow: a claim in another tab or device (`xp:changed`) refetches the
// claimed rewards of that course, so this tab's box does not offer it again; earned achievements
// and xp refetch the achievements page, and so does an admin's change of them (the editor too);
// an issued or revoked certificate refetches the certificates.
export function startRewardsRealtime(startListening: AppStartListening, rewardsApi: RewardsApi): Unsubscribe {
  return startListening(
    onEvents(
      [
        'xp:changed',
        'achievement:earned',
        'achievement:changed',
        'certificate:issued',
        'certificate:revoked',
      ],
      (event, api) => {
        const { dispatch, getState } = api;
        const state = getState();
        const { invalidateTags } = rewardsApi.util;
        if (event.type === 'achievement:changed') {
          // An admin changed the school's achievements: lists and shared pages read them again.
          if (
            hasLoaded(rewardsApi, state, 'getAchievements') ||
            hasLoaded(rewardsApi, state, 'getAchievement')
          )
            dispatch(invalidateTags(['Achievements']));
          return;
        }
        if (event.type === 'certificate:issued' || event.type === 'certificate:revoked') {
          if (hasLoaded(rewardsApi, state, 'getMyCertificates')) dispatch(invalidateTags(['Certificates']));
          return;
        }
        if (hasLoaded(rewardsApi, state, 'getAchievements')) dispatch(invalidateTags(['Achievements']));
        if (event.type !== 'xp:changed' || event.payload.CourseId === null) return;
        const courseId = event.payload.CourseId;
        if (loadedArgs(rewardsApi, state, 'getClaimedRewards').includes(courseId))
          dispatch(invalidateTags([{ type: 'ClaimedRewards', id: courseId }]));
      },
    ),
  );
}

/**
 * For the overlays: achievements pushed to this user (claimed in any tab or device) are shown
 * through `celebrate`. The award's xp:changed comes just before its achievements (one
 * transaction): it names the course a global achievement was earned in.
 */
export function achievementPushes(celebrate: (achievement: Achievement, courseId: number | null) => void) {
  let lastCourseId: number | null = null;
  return onEvents(['xp:changed', 'achievement:earned'], (event) => {
    if (event.type === 'xp:changed') lastCourseId = event.payload.CourseId;
    else celebrate(event.payload.achievement, lastCourseId);
  });
}

startRewardsRealtime(startAppListening, rewardsApi);

declareFreshness(rewardsApi, {
  getClaimedRewards: ['xp:changed'],
  getAchievements: ['achievement:earned', 'xp:changed', 'achievement:changed'],
  getAchievement: ['achievement:changed'],
  getMyCertificates: ['certificate:issued', 'certificate:revoked'],
  verifyCertificate: { static: 'an issued certificate never changes' },
  getMyData: { static: 'a one-off download of the person’s data, never kept (keepUnusedDataFor 0)' },
});

export const {
  useGetClaimedRewardsQuery,
  useSaveRewardMutation,
  useGetAchievementsQuery,
  useGetAchievementQuery,
  useGetMyCertificatesQuery,
  useVerifyCertificateQuery,
  useLazyGetMyDataQuery,
} = rewardsApi;
