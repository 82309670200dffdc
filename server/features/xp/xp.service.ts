// XP pays for progress (SPEC §4): rewards claimed per part, XP for watched episodes in courses
// whose progress event is 2, achievements at XP thresholds and a certificate at 100 %.
import { randomInt } from 'node:crypto';
import type { Achievement } from '../../../shared/calls/xp';
import { rooms } from '../../../shared/realtime';
import { DEFAULT_REWARD_XP } from '../../../shared/xp';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { newEvent } from '../../events/eventLog.repo';
import type { CourseRecord } from '../courses/courses.repo';
import { certificateStatus, presentAchievement, presentCertificate } from './xp.presenter';
import type { AchievementRecord, XpRepo } from './xp.repo';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function certificateCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `TNC-${pick()}-${pick()}`;
}

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

export interface XpDeps {
  repo: XpRepo;
  bus: EventBus;
  /** Throws unless the user may see this part of this course; answers the course. */
  openPart: (user: AuthedUser, courseId: number, partId: number) => CourseRecord;
  clock?: () => number;
}

export interface ProgressRewards {
  total_xp: number;
  achievement: Achievement | null;
  certificate_generated: boolean;
}

export function createXpService(deps: XpDeps) {
  const { repo, bus } = deps;
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();

  function award(user: AuthedUser, reason: string, courseId: number, partId: number) {
    const result = repo.award(
      {
        userId: user.Id,
        amount: DEFAULT_REWARD_XP,
        reason,
        awardKey: `${reason}:${partId}`,
        courseId,
        partId,
        now: now(),
      },
      ({ totalXp, earned }) => [
        newEvent({
          type: 'xp:changed',
          actorId: user.Id,
          rooms: [rooms.user(user.Id)],
          payload: { TotalXp: totalXp, Delta: DEFAULT_REWARD_XP, CourseId: courseId, CoursePartId: partId },
        }),
        ...earned.map((a: AchievementRecord) =>
          newEvent({
            type: 'achievement:earned',
            actorId: user.Id,
            rooms: [rooms.user(user.Id)],
            payload: { achievement: presentAchievement(a) },
          }),
        ),
      ],
    );
    bus.publish(result.events);
    return result;
  }

  return {
    saveReward(user: AuthedUser, payloadUserId: number | undefined, courseId: number, partId: number) {
      if (payloadUserId !== undefined && payloadUserId !== user.Id)
        throw new AppError('FORBIDDEN', { field: 'user_id' });
      deps.openPart(user, courseId, partId);
      const account = repo.account(user.Id);
      if (!account || account.CollectXp === 0) {
        return { TotalXp: account?.TotalXp ?? 0, achievement: null, awarded: false };
      }
      const result = award(user, 'reward', courseId, partId);
      const first = result.earned[0];
      return {
        TotalXp: result.totalXp,
        achievement: first ? presentAchievement(first) : null,
        awarded: result.awarded,
      };
    },

    claimedRewards(user: AuthedUser, courseId: number): number[] {
      return repo.claimedParts(user.Id, courseId);
    },

    /** After a progress change: XP for a newly watched episode (progress event 2) and the certificate at 100 %. */
    afterProgress(
      user: AuthedUser,
      course: CourseRecord,
      partId: number,
      newlyWatched: boolean,
      percent: number,
    ): ProgressRewards {
      let achievement: Achievement | null = null;
      let totalXp = repo.account(user.Id)?.TotalXp ?? 0;
      if (newlyWatched && course.CourseProgressEvent === 2 && repo.account(user.Id)?.CollectXp !== 0) {
        const result = award(user, 'video', course.Id, partId);
        totalXp = result.totalXp;
        achievement = result.earned[0] ? presentAchievement(result.earned[0]) : null;
      }
      let issued = false;
      if (percent >= 100 && course.CertificateTemplate) {
        const at = now();
        const expiresAt =
          course.CertificateExpires && course.CertificateValidityMonths
            ? addMonths(at, course.CertificateValidityMonths)
            : null;
        const result = repo.issueCertificate(
          {
            UserId: user.Id,
            CourseId: course.Id,
            Code: certificateCode(),
            IssuedAt: at,
            ExpiresAt: expiresAt,
          },
          (c) => [
            newEvent({
              type: 'certificate:issued',
              actorId: user.Id,
              rooms: [rooms.user(user.Id)],
              payload: { CertificateId: c.Id, CourseId: c.CourseId, Code: c.Code },
            }),
          ],
        );
        if (result) {
          bus.publish(result.events);
          issued = true;
        }
      }
      return { total_xp: totalXp, achievement, certificate_generated: issued };
    },

    achievements(user: AuthedUser) {
      return {
        data: repo
          .achievementsWithEarned(user.Id)
          .map((r) => ({ ...presentAchievement(r.achievement), EarnedAt: r.EarnedAt })),
        TotalXp: repo.account(user.Id)?.TotalXp ?? 0,
      };
    },

    achievement(id: number, courseName: (courseId: number) => string | null) {
      const a = repo.achievement(id);
      if (!a) throw new AppError('NOT_FOUND', { field: 'Id' });
      return { ...presentAchievement(a), CourseName: a.CourseId ? courseName(a.CourseId) : null };
    },

    myCertificates(user: AuthedUser) {
      const at = now();
      return repo.certificatesOf(user.Id).map((row) => presentCertificate(row, at));
    },

    verify(code: string) {
      const row = repo.certificateByCode(code.toUpperCase());
      if (!row) throw new AppError('CERTIFICATE_NOT_FOUND', { field: 'Code' });
      const { Id: _id, ...certificate } = presentCertificate(row, now());
      return certificate;
    },

    setStatus(id: number, active: boolean) {
      const row = repo.certificateById(id);
      if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
      repo.setRevoked(id, active ? null : now());
      return presentCertificate(repo.certificateById(id)!, now());
    },

    /** The certificate for the PDF: the holder's own, or any for staff. */
    certificateForDownload(user: AuthedUser, code: string, staff: boolean) {
      const row = repo.certificateByCode(code.toUpperCase());
      if (!row || (row.certificate.UserId !== user.Id && !staff)) throw new AppError('CERTIFICATE_NOT_FOUND');
      return { ...presentCertificate(row, now()), status: certificateStatus(row.certificate, now()) };
    },
  };
}

export type XpService = ReturnType<typeof createXpService>;
