import { describe, expect, it } from 'vitest';
import { levelFor, levelThreshold, rewardDialogDuration } from './rewards';

describe('level curve', () => {
  it('starts at 28 XP and asks a little more each level', () => {
    expect(levelThreshold(1)).toBe(28);
    expect(levelThreshold(2)).toBe(84);
    expect(levelFor(0)).toEqual({ level: 0, floor: 0, next: 28 });
    expect(levelFor(28)).toEqual({ level: 1, floor: 28, next: 84 });
    expect(levelFor(100).level).toBe(2);
  });
});

describe('reward dialog', () => {
  it('stays open the longer of count time + 1.5 s and 4 s', () => {
    expect(rewardDialogDuration(5)).toBe(4000);
    expect(rewardDialogDuration(50)).toBe(5500);
  });
});
