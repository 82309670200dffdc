// The events the rewards follow: a claim in another tab or device (`xp:changed`) refetches the
// claimed rewards of that course, so this tab's box does not offer it again; earned achievements
// and xp refetch the achievements page; an issued certificate refetches the certificates.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { RewardsApi } from './rewardsApi';
import type { Achievement } from './types';

export function startRewardsRealtime(startListening: AppStartListening, rewardsApi: RewardsApi): Unsubscribe {
  return startListening(
    onEvents(['xp:changed', 'achievement:earned', 'certificate:issued'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = rewardsApi.util;
      if (event.type === 'certificate:issued') {
        if (hasLoaded(rewardsApi, state, 'getMyCertificates')) dispatch(invalidateTags(['Certificates']));
        return;
      }
      if (hasLoaded(rewardsApi, state, 'getAchievements')) dispatch(invalidateTags(['Achievements']));
      if (event.type !== 'xp:changed' || event.payload.CourseId === null) return;
      const courseId = event.payload.CourseId;
      if (loadedArgs(rewardsApi, state, 'getClaimedRewards').includes(courseId))
        dispatch(invalidateTags([{ type: 'ClaimedRewards', id: courseId }]));
    }),
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
