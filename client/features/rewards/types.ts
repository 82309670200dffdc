// The shapes this feature reads, taken from the call contracts (types only: no zod at runtime).
import type { getAchievement, getAchievements, verifyCertificate } from '../../../shared/calls/rewards';
import type { CallReply } from '../../api/contract';

export type { Achievement, Certificate } from '../../../shared/calls/rewards';
export type EarnedAchievement = CallReply<typeof getAchievements>['data'][number];
export type SharedAchievement = CallReply<typeof getAchievement>['data'];
export type VerifiedCertificate = CallReply<typeof verifyCertificate>['data'];
