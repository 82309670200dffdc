// The XP and certificate calls this feature makes, one reference each (see api/contract.ts for why
// not the contracts themselves). calls.test.ts checks them against shared/calls/xp.ts.
import type * as privacy from '../../../shared/calls/privacy';
import type * as xp from '../../../shared/calls/xp';
import { callRef } from '../../api/contract';

export const rewardCalls = {
  saveReward: callRef<typeof xp.saveReward>('course_progress.php', 'save_reward'),
  getClaimedRewards: callRef<typeof xp.getClaimedRewards>('course_progress.php', 'get_claimed_rewards'),
  getAchievements: callRef<typeof xp.getAchievements>('xp.php', 'get_achievements'),
  getAchievement: callRef<typeof xp.getAchievement>('xp.php', 'get_achievement'),
  getMyCertificates: callRef<typeof xp.getMyCertificates>('certificates.php', 'get_my_certificates'),
  verifyCertificate: callRef<typeof xp.verifyCertificate>('certificates.php', 'verify_certificate'),
  getMyData: callRef<typeof privacy.getMyData>('users.php', 'get_my_data'),
} as const;
