import { describe, expect, it } from 'vitest';
import { realtimeEventReceived } from '../../realtime/realtimeSlice';
import { signedOut } from '../../session/sessionSlice';
import {
  achievementReached,
  achievementShown,
  courseFinished,
  courseFinishedShown,
  initialRewardsState,
  type RewardsState,
  rewardCounted,
  rewardCountShown,
  rewardsReducer,
  watchedReplyOf,
} from './rewardsSlice';

const explorer = {
  Id: 5,
  title: 'Interval explorer',
  description: '20 XP in Ear Training Fundamentals.',
  title_sv: null,
  description_sv: null,
  required_xp: 20,
  Icon: 'trophy' as const,
  CourseId: 1,
};

const run = (...actions: Parameters<typeof rewardsReducer>[1][]): RewardsState =>
  actions.reduce(rewardsReducer, initialRewardsState);

const issued = (CourseId: number) =>
  realtimeEventReceived({
    type: 'certificate:issued',
    payload: { eventId: 9, at: '2026-01-01T00:00:00Z', CertificateId: 1, CourseId, Code: 'TNC-AAAA-BBBB' },
  });

/** What RTK Query dispatches when the courses feature's markWatched answers. */
const watched = (CourseId: number, certificate_generated: boolean, addedProgress = true) => ({
  type: 'api/executeMutation/fulfilled',
  payload: {
    status: 'OK',
    addedProgress,
    data: [{ progress_percent: 100, achievement: null, certificate_generated }],
  },
  meta: { arg: { endpointName: 'markWatched', originalArgs: { CourseId, CoursePartId: 9 } } },
});

describe('celebration flags', () => {
  it('the achievement flag turns true with its achievement, and the dialog resets it', () => {
    const reached = run(achievementReached({ achievement: explorer, courseId: 1 }));
    expect(reached).toMatchObject({ showAchievement: true, achievement: explorer, achievementCourseId: 1 });
    expect(rewardsReducer(reached, achievementShown())).toMatchObject({
      showAchievement: false,
      achievement: explorer,
    });
  });

  it('celebrates one achievement once, though the reply and the push both bring it', () => {
    const state = run(
      achievementReached({ achievement: explorer, courseId: 1 }),
      achievementShown(),
      achievementReached({ achievement: explorer, courseId: 1 }),
    );
    expect(state.showAchievement).toBe(false);
  });

  it('a global achievement is shared with the course it was earned in', () => {
    const state = run(achievementReached({ achievement: { ...explorer, CourseId: null }, courseId: 3 }));
    expect(state.achievementCourseId).toBe(3);
  });

  it('a certificate issued (pushed to every tab) finishes its course once', () => {
    const first = run(issued(1));
    expect(first).toMatchObject({ showCourseFinished: true, finishedCourseId: 1 });
    const again = run(issued(1), courseFinishedShown(), issued(1), courseFinished(1));
    expect(again.showCourseFinished).toBe(false);
  });

  it('a watched episode that generated the certificate finishes the course and raises earned XP', () => {
    const state = run(watched(1, true));
    expect(state).toMatchObject({ showCourseFinished: true, finishedCourseId: 1, earnedXp: 1 });
    expect(run(watched(1, false, false))).toMatchObject({ showCourseFinished: false, earnedXp: 0 });
  });

  it('the reward count is a request the dialog takes', () => {
    const counted = run(rewardCounted({ from: 15, to: 20 }));
    expect(counted.rewardCount).toEqual({ from: 15, to: 20 });
    expect(rewardsReducer(counted, rewardCountShown()).rewardCount).toBeNull();
  });

  it('signing out forgets everything', () => {
    expect(run(issued(1), rewardCounted({ from: 0, to: 5 }), signedOut())).toEqual(initialRewardsState);
  });
});

describe('watchedReplyOf', () => {
  it('reads only the markWatched replies', () => {
    expect(watchedReplyOf(watched(2, true))).toEqual({
      courseId: 2,
      addedProgress: true,
      certificateGenerated: true,
    });
    expect(watchedReplyOf({ ...watched(2, true), type: 'api/executeMutation/pending' })).toBeNull();
    expect(
      watchedReplyOf({
        ...watched(2, true),
        meta: { arg: { endpointName: 'resetEpisode', originalArgs: {} } },
      }),
    ).toBeNull();
  });
});
