// Each rewards call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as privacy from '../../../shared/calls/privacy';
import * as xp from '../../../shared/calls/xp';
import { rewardCalls } from './calls';

const contracts = {
  saveReward: xp.saveReward,
  getClaimedRewards: xp.getClaimedRewards,
  getAchievements: xp.getAchievements,
  getAchievement: xp.getAchievement,
  getMyCertificates: xp.getMyCertificates,
  verifyCertificate: xp.verifyCertificate,
  getMyData: privacy.getMyData,
} as const;

describe('rewards call references', () => {
  for (const [name, ref] of Object.entries(rewardCalls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
