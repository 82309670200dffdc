// The XP and certificate calls this feature makes (see api/contract.ts for why addresses, not
// contracts).
import * as privacyAddresses from '../../../shared/calls/addresses/privacy';
import * as xpAddresses from '../../../shared/calls/addresses/xp';
import type * as privacy from '../../../shared/calls/privacy';
import type * as xp from '../../../shared/calls/xp';
import { callRef, callRefs } from '../../api/contract';

export const rewardCalls = {
  saveReward: callRef<typeof xp.saveReward>(xpAddresses.saveReward),
  getClaimedRewards: callRef<typeof xp.getClaimedRewards>(xpAddresses.getClaimedRewards),
  getAchievements: callRef<typeof xp.getAchievements>(xpAddresses.getAchievements),
  getAchievement: callRef<typeof xp.getAchievement>(xpAddresses.getAchievement),
  getMyCertificates: callRef<typeof xp.getMyCertificates>(xpAddresses.getMyCertificates),
  verifyCertificate: callRef<typeof xp.verifyCertificate>(xpAddresses.verifyCertificate),
  ...callRefs<typeof privacy>(privacyAddresses),
} as const;
