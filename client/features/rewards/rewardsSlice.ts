// The celebrations' flags (SPEC §3 course UI state, §4): each dialog opens when its flag turns
// true and then resets it. One award reaches a tab twice (the call's reply and the push to every
// tab of the user), so what was celebrated here is remembered and celebrated once.
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { type RootState, rootReducer } from '../../base/store';
import { realtimeEventReceived } from '../../realtime/realtimeSlice';
import { sessionEnded, signedOut } from '../../session/sessionSlice';
import type { CountUp } from './rules';
import type { Achievement } from './types';

export interface RewardsState {
  /** The spec's "earned XP": rises by one when a watched episode pays; the reward box looks again. */
  earnedXp: number;
  /** A claim in this tab paid: the reward dialog counts this up. */
  rewardCount: CountUp | null;
  showAchievement: boolean;
  achievement: Achievement | null;
  /** The course the achievement was earned in (the share page's course_id). */
  achievementCourseId: number | null;
  showCourseFinished: boolean;
  finishedCourseId: number | null;
  celebratedAchievements: number[];
  finishedCourses: number[];
}

export const initialRewardsState: RewardsState = {
  earnedXp: 0,
  rewardCount: null,
  showAchievement: false,
  achievement: null,
  achievementCourseId: null,
  showCourseFinished: false,
  finishedCourseId: null,
  celebratedAchievements: [],
  finishedCourses: [],
};

function finishCourse(state: RewardsState, courseId: number): void {
  if (state.finishedCourses.includes(courseId)) return;
  state.finishedCourses.push(courseId);
  state.showCourseFinished = true;
  state.finishedCourseId = courseId;
}

/**
 * The courses feature's `markWatched` answered (updateCourseProgressVideoPlay, SPEC §4): matched
 * by its endpoint name so this feature need not import the courses feature.
 */
export function watchedReplyOf(
  action: UnknownAction,
): { courseId: number; addedProgress: boolean; certificateGenerated: boolean } | null {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown; originalArgs?: unknown } } }).meta;
  if (!action.type.endsWith('/fulfilled') || meta?.arg?.endpointName !== 'markWatched') return null;
  const args = meta.arg.originalArgs as { CourseId?: unknown } | undefined;
  const reply = (action as { payload?: unknown }).payload as
    | { addedProgress?: unknown; data?: { certificate_generated?: unknown }[] }
    | undefined;
  if (typeof args?.CourseId !== 'number' || !reply) return null;
  return {
    courseId: args.CourseId,
    addedProgress: reply.addedProgress === true,
    certificateGenerated: reply.data?.[0]?.certificate_generated === true,
  };
}

const rewardsSlice = createSlice({
  name: 'rewards',
  initialState: initialRewardsState,
  reducers: {
    rewardCounted(state, action: PayloadAction<CountUp>) {
      state.rewardCount = action.payload;
    },
    rewardCountShown(state) {
      state.rewardCount = null;
    },
    achievementReached(state, action: PayloadAction<{ achievement: Achievement; courseId: number | null }>) {
      const { achievement, courseId } = action.payload;
      if (state.celebratedAchievements.includes(achievement.Id)) return;
      state.celebratedAchievements.push(achievement.Id);
      state.showAchievement = true;
      state.achievement = achievement;
      state.achievementCourseId = achievement.CourseId ?? courseId;
    },
    achievementShown(state) {
      state.showAchievement = false;
    },
    courseFinished(state, action: PayloadAction<number>) {
      finishCourse(state, action.payload);
    },
    courseFinishedShown(state) {
      state.showCourseFinished = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventReceived, (state, action) => {
        if (action.payload.type === 'certificate:issued')
          finishCourse(state, action.payload.payload.CourseId);
      })
      .addCase(sessionEnded, () => initialRewardsState)
      .addCase(signedOut, () => initialRewardsState)
      .addMatcher(
        (action) => watchedReplyOf(action) !== null,
        (state, action) => {
          const reply = watchedReplyOf(action)!;
          if (reply.addedProgress) state.earnedXp += 1;
          if (reply.certificateGenerated) finishCourse(state, reply.courseId);
        },
      );
  },
});

export const rewardsUi = rewardsSlice.injectInto(rootReducer);
export const rewardsReducer = rewardsSlice.reducer;

export const {
  rewardCounted,
  rewardCountShown,
  achievementReached,
  achievementShown,
  courseFinished,
  courseFinishedShown,
} = rewardsUi.actions;

type StateWithRewards = RootState & { rewards?: RewardsState };

/** The slice's state, typed from the store's (the slice is injected when this module loads). */
const own = (state: RootState): RewardsState => rewardsUi.selectSlice(state as StateWithRewards);

export const selectEarnedXp = (state: RootState) => own(state).earnedXp;
export const selectRewardCount = (state: RootState) => own(state).rewardCount;
export const selectAchievementFlag = (state: RootState) => own(state).showAchievement;
export const selectCourseFinishedFlag = (state: RootState) => own(state).showCourseFinished;
export const selectCelebratedAchievement = (state: RootState) => own(state).achievement;
export const selectAchievementCourseId = (state: RootState) => own(state).achievementCourseId;
export const selectFinishedCourseId = (state: RootState) => own(state).finishedCourseId;
