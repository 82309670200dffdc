// The XP and certificate calls this feature makes (see api/contract.ts for why addresses, not
// contracts).
import * as privacyAddresses from '../../../shared/calls/addresses/privacy';
import * as rewardsAddresses from '../../../shared/calls/addresses/rewards';
import type * as privacy from '../../../shared/calls/privacy';
import type * as rewards from '../../../shared/calls/rewards';
import { callRef, callRefs } from '../../api/contract';

export const rewardCalls = {
  saveReward: callRef<typeof rewards.saveReward>(rewardsAddresses.saveReward),
  getClaimedRewards: callRef<typeof rewards.getClaimedRewards>(rewardsAddresses.getClaimedRewards),
  getAchievements: callRef<typeof rewards.getAchievements>(rewardsAddresses.getAchievements),
  getAchievement: callRef<typeof rewards.getAchievement>(rewardsAddresses.getAchievement),
  saveAchievement: callRef<typeof rewards.saveAchievement>(rewardsAddresses.saveAchievement),
  deleteAchievement: callRef<typeof rewards.deleteAchievement>(rewardsAddresses.deleteAchievement),
  getMyCertificates: callRef<typeof rewards.getMyCertificates>(rewardsAddresses.getMyCertificates),
  verifyCertificate: callRef<typeof rewards.verifyCertificate>(rewardsAddresses.verifyCertificate),
  ...callRefs<typeof privacy>(privacyAddresses),
} as const;
