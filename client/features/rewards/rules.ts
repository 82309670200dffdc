// The rewards feature's pure rules (SPEC §4, §9): when the XP reward box shows, how the reward
// dialog counts, and the sound cooldown. The numbers themselves live once in shared/rewards.ts.
import { REWARD_TIMINGS, rewardDialogDuration } from '../../../shared/rewards';

export interface RewardBoxFacts {
  /** The user's CollectXp: 0 means XP rewards are off for them. */
  collectXp: number;
  /** The course's CourseProgressEvent: 1 pays XP by the reward box, 2 for watched episodes. */
  progressEvent: number;
  /** Whether the user has already claimed this part's reward (null while that is not known). */
  claimed: boolean | null;
}

/** The box offers a reward only where it can be claimed, and only once per part. */
export function rewardBoxEligible({ collectXp, progressEvent, claimed }: RewardBoxFacts): boolean {
  return collectXp !== 0 && progressEvent === 1 && claimed === false;
}

/** What the reward dialog counts: from the total before the claim to the total after it. */
export interface CountUp {
  from: number;
  to: number;
}

export function countPoints({ from, to }: CountUp): number {
  return Math.max(0, to - from);
}

/** The value shown `elapsedMs` after the count started: one point per step, never past `to`. */
export function countedValue(count: CountUp, elapsedMs: number): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / REWARD_TIMINGS.countStepMs);
  return count.from + Math.min(countPoints(count), steps);
}

/** How long the count itself runs. */
export function countDuration(count: CountUp): number {
  return countPoints(count) * REWARD_TIMINGS.countStepMs;
}

/** How long the dialog stays open: the longer of count time + 1.5 s and 4 s. */
export function dialogDuration(count: CountUp): number {
  return rewardDialogDuration(countPoints(count));
}

/**
 * A gate that lets a sound through at most once per `cooldownMs`: the count ticks every 80 ms,
 * faster than a tick sound should repeat.
 */
export function createCooldown(cooldownMs: number): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < cooldownMs) return false;
    last = now;
    return true;
  };
}
