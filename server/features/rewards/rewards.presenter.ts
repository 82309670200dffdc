import type { Achievement, Certificate } from '../../../shared/calls/rewards';
import { ACHIEVEMENT_ICONS, type AchievementIcon, type CertificateStatus } from '../../../shared/rewards';

const isAchievementIcon = (icon: string): icon is AchievementIcon =>
  (ACHIEVEMENT_ICONS as readonly string[]).includes(icon);

import type { AchievementRecord, RewardsRepo } from './rewards.repo';

export function presentAchievement(a: AchievementRecord): Achievement {
  return {
    Id: a.Id,
    title: a.title,
    description: a.description,
    title_sv: a.title_sv,
    description_sv: a.description_sv,
    required_xp: a.required_xp,
    Icon: isAchievementIcon(a.Icon) ? a.Icon : 'trophy',
    CourseId: a.CourseId,
  };
}

export function certificateStatus(
  c: { RevokedAt: string | null; ExpiresAt: string | null },
  now: string,
): CertificateStatus {
  if (c.RevokedAt) return 'inactive';
  if (c.ExpiresAt && c.ExpiresAt <= now) return 'expired';
  return 'active';
}

type CertificateRow = Awaited<ReturnType<RewardsRepo['certificatesOf']>>[number];

export function presentCertificate(row: CertificateRow, now: string): Certificate {
  const c = row.certificate;
  return {
    Id: c.Id,
    Code: c.Code,
    CourseId: c.CourseId,
    CourseName: row.CourseName,
    HolderName: `${row.FirstName} ${row.LastName}`.trim(),
    IssuedAt: c.IssuedAt,
    ExpiresAt: c.ExpiresAt,
    Status: certificateStatus(c, now),
  };
}
