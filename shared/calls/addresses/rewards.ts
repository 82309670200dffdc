// The addresses of the calls in ../rewards.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const saveReward = {
  file: 'course_progress.php',
  req: 'save_reward',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getClaimedRewards = {
  file: 'course_progress.php',
  req: 'get_claimed_rewards',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getAchievements = {
  file: 'xp.php',
  req: 'get_achievements',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const getAchievement = {
  file: 'xp.php',
  req: 'get_achievement',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const saveAchievement = {
  file: 'xp.php',
  req: 'save_achievement',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const deleteAchievement = {
  file: 'xp.php',
  req: 'delete_achievement',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getMyCertificates = {
  file: 'certificates.php',
  req: 'get_my_certificates',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const verifyCertificate = {
  file: 'certificates.php',
  req: 'verify_certificate',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const setCertificateStatus = {
  file: 'certificates.php',
  req: 'set_certificate_status',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;
