// XP, levels and rewards (SPEC §4, §9), defined once for server and client.

/** XP for claiming a part's reward, and for a watched episode in courses that pay XP for it. */
export const DEFAULT_REWARD_XP = 5;

/**
 * The level curve: level n is reached at FIRST_LEVEL_XP * n * (n + 1) / 2 XP, so each level asks
 * a little more than the one before. Its defaults are the spec's: the reward dialog's next level
 * at 28 XP (level 1) and the reward box's 100 XP when no level is known yet.
 */
export const FIRST_LEVEL_XP = 28;
export const DEFAULT_NEXT_LEVEL_DIALOG = FIRST_LEVEL_XP;
export const DEFAULT_NEXT_LEVEL_BOX = 100;

export function levelThreshold(level: number): number {
  return (FIRST_LEVEL_XP * level * (level + 1)) / 2;
}

export interface LevelProgress {
  level: number;
  /** XP at which the current level began. */
  floor: number;
  /** XP at which the next level begins. */
  next: number;
}

export function levelFor(totalXp: number): LevelProgress {
  let level = 0;
  while (levelThreshold(level + 1) <= totalXp) level++;
  return { level, floor: levelThreshold(level), next: levelThreshold(level + 1) };
}

/** Timings of the celebrations (SPEC §4, §9). */
export const REWARD_TIMINGS = {
  boxAppearMs: 800,
  boxHideMs: 800,
  achievementDelayMs: 2500,
  countStepMs: 80,
  dialogMinOpenMs: 4000,
  dialogAfterCountMs: 1500,
  achievementDialogMs: 5000,
  /** The teams variant's achievement dialog closes sooner (SPEC §9 "second variant: delay 2.5 s"). */
  achievementDialogTeamsMs: 2500,
  soundCooldownMs: 150,
} as const;

/** How long the reward progress dialog stays open for a count of `points`. */
export function rewardDialogDuration(points: number): number {
  return Math.max(
    points * REWARD_TIMINGS.countStepMs + REWARD_TIMINGS.dialogAfterCountMs,
    REWARD_TIMINGS.dialogMinOpenMs,
  );
}

export const CERTIFICATE_STATUS = ['active', 'inactive', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUS)[number];

/** The pictures an achievement may show (the client draws each as an icon). */
export const ACHIEVEMENT_ICONS = [
  'trophy',
  'star',
  'medal',
  'flame',
  'music',
  'rocket',
  'heart',
  'crown',
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** The limits of an achievement's fields: the editor and the call check the same. */
export const ACHIEVEMENT_LIMITS = { title: 100, description: 500, maxXp: 1_000_000 } as const;
