import { describe, expect, it } from 'vitest';
import { REWARD_TIMINGS } from '../../../shared/rewards';
import {
  countDuration,
  countedValue,
  countPoints,
  createCooldown,
  dialogDuration,
  rewardBoxEligible,
} from './rules';

describe('the reward box', () => {
  const facts = { collectXp: 1, progressEvent: 1, claimed: false };

  it('shows when the user collects XP, the part has no reward yet and the course pays by the box', () => {
    expect(rewardBoxEligible(facts)).toBe(true);
  });

  it('does not show once claimed, while unknown, with XP off, or when the course pays for episodes', () => {
    expect(rewardBoxEligible({ ...facts, claimed: true })).toBe(false);
    expect(rewardBoxEligible({ ...facts, claimed: null })).toBe(false);
    expect(rewardBoxEligible({ ...facts, collectXp: 0 })).toBe(false);
    expect(rewardBoxEligible({ ...facts, progressEvent: 2 })).toBe(false);
  });
});

describe('the reward count-up', () => {
  const count = { from: 15, to: 20 };

  it('counts one point per 80 ms and stops at the new total', () => {
    expect(countPoints(count)).toBe(5);
    expect(countedValue(count, 0)).toBe(15);
    expect(countedValue(count, 79)).toBe(15);
    expect(countedValue(count, 80)).toBe(16);
    expect(countedValue(count, 4 * 80 + 40)).toBe(19);
    expect(countedValue(count, 5 * 80)).toBe(20);
    expect(countedValue(count, 10_000)).toBe(20);
    expect(countDuration(count)).toBe(400);
  });

  it('never counts down', () => {
    expect(countPoints({ from: 20, to: 15 })).toBe(0);
    expect(countedValue({ from: 20, to: 15 }, 1000)).toBe(20);
  });

  it('stays open the longer of count time + 1.5 s and 4 s', () => {
    expect(dialogDuration(count)).toBe(4000);
    expect(dialogDuration({ from: 0, to: 50 })).toBe(50 * 80 + 1500);
    expect(dialogDuration({ from: 0, to: 31 })).toBe(4000);
    expect(dialogDuration({ from: 0, to: 32 })).toBe(4060);
  });
});

describe('the sound cooldown', () => {
  it('lets one sound through per 150 ms', () => {
    const allow = createCooldown(REWARD_TIMINGS.soundCooldownMs);
    const played = [0, 80, 160, 240, 320, 400].filter((at) => allow(at));
    expect(played).toEqual([0, 160, 320]);
  });
});
