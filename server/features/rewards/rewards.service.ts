// XP pays for progress (SPEC §4): rewards claimed per part, XP for watched episodes in courses
// whose progress event is 2, achievements at XP thresholds and a certificate at 100 %.
import { randomInt } from 'node:crypto';
import type { Achievement } from '../../../shared/calls/rewards';
import { isExamPart } from '../../../shared/examStates';
import { DEFAULT_REWARD_XP } from '../../../shared/rewards';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { RequiredHook } from '../../requiredHook';
import type { OwnersRepo } from '../../scope/owners.repo';
import { aboutPersonInScope, certificateInScope } from '../../scope/reach';
import { taskOwners } from '../../scope/subjects';
import type { CourseRecord } from '../courses/courses.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { certificateStatus, presentAchievement, presentCertificate } from './rewards.presenter';
import type { AchievementRecord, RewardsRepo } from './rewards.repo';

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

export interface RewardsDeps {
  repo: RewardsRepo;
  work: RunWork;
  /** Throws unless the user may see this part of this course; answers the course. */
  openPart: (user: AuthedUser, courseId: number, partId: number) => Promise<CourseRecord>;
  /** The part's type (null: no such part); an exam part has no reward to claim. */
  partType: (partId: number) => Promise<number | null>;
  clock: () => number;
  /** Whether every exam the course's progress counts on is passed, as this unit of work sees it. */
  examsPassed: (w: Work, userId: number, courseId: number) => Promise<boolean>;
  owners: OwnersRepo;
  notifications: Pick<NotificationsService, 'notify'>;
  /** What a learner just did (XP, a day that counts), for the habit loop; habits provides it. */
  learning: RequiredHook<LearningHook>;
}

/** Reported inside the unit of work that awarded XP or finished a part or ear-training round. */
export type LearningHook = (w: Work, userId: number, what: { xp: number; day: boolean }) => Promise<void>;

export interface ProgressRewards {
  total_xp: number;
  achievement: Achievement | null;
  certificate_generated: boolean;
}

/** What one award is for: a claimed reward, a watched video, an ear-training round ... */
export interface AwardReason {
  reason: string;
  /** Unique per user: the same key never pays twice. */
  key: string;
  amount: number;
  courseId: number | null;
  partId: number | null;
  /** The award is for a finished part or ear-training round: the learner's day counts too. */
  day?: boolean;
}

function now(deps: RewardsDeps) {
  return new Date(deps.clock()).toISOString();
}

/**
 * The one award path for every XP source: books the award once per key inside the caller's
 * unit of work and logs xp:changed and achievement:earned with it.
 */
async function award(deps: RewardsDeps, w: Work, userId: number, why: AwardReason) {
  const result = await deps.repo.award(w.tx, {
    userId,
    amount: why.amount,
    reason: why.reason,
    awardKey: why.key,
    courseId: why.courseId,
    partId: why.partId,
    now: w.now,
  });
  if (!result.awarded) {
    if (why.day) await deps.learning.call(w, userId, { xp: 0, day: true });
    return result;
  }
  await deps.learning.call(w, userId, { xp: why.amount, day: why.day === true });
  w.log(
    newEvent({
      type: 'xp:changed',
      actorId: userId,
      about: { userId },
      payload: {
        TotalXp: result.totalXp,
        Delta: why.amount,
        CourseId: why.courseId,
        CoursePartId: why.partId,
      },
    }),
    ...result.earned.map((a: AchievementRecord) =>
      newEvent({
        type: 'achievement:earned',
        actorId: userId,
        about: { userId },
        payload: { achievement: presentAchievement(a) },
      }),
    ),
  );
  await deps.notifications.notify(
    w,
    ...result.earned.map((a: AchievementRecord) => ({
      userId,
      type: 'achievement' as const,
      actorId: userId,
      payload: { AchievementId: a.Id, Title: a.title, Title_sv: a.title_sv },
    })),
  );
  return result;
}

function partAward(reason: string, courseId: number, partId: number): AwardReason {
  return { reason, key: `${reason}:${partId}`, amount: DEFAULT_REWARD_XP, courseId, partId };
}

/** A finished ear-training round that paid no XP still counts the learner's day. */
function roundFinished(deps: RewardsDeps, w: Work, userId: number): Promise<void> {
  return deps.learning.call(w, userId, { xp: 0, day: true });
}

/** The user's XP total and whether they collect XP, as this unit of work sees it. */
function account(deps: RewardsDeps, w: Work, userId: number) {
  return deps.repo.account(userId, w.tx);
}

async function saveReward(
  deps: RewardsDeps,
  user: AuthedUser,
  payloadUserId: number | undefined,
  courseId: number,
  partId: number,
) {
  if (payloadUserId !== undefined && payloadUserId !== user.Id)
    throw new AppError('FORBIDDEN', { field: 'user_id' });
  await deps.openPart(user, courseId, partId);
  const type = await deps.partType(partId);
  if (type !== null && isExamPart(type)) throw new AppError('EXAM_NO_REWARD', { field: 'course_part_id' });
  return deps.work(async (w) => {
    const account = await deps.repo.account(user.Id, w.tx);
    if (!account || account.CollectXp === 0) {
      return { TotalXp: account?.TotalXp ?? 0, achievement: null, awarded: false };
    }
    const result = await award(deps, w, user.Id, partAward('reward', courseId, partId));
    const first = result.earned[0];
    return {
      TotalXp: result.totalXp,
      achievement: first ? presentAchievement(first) : null,
      awarded: result.awarded,
    };
  });
}

function claimedRewards(deps: RewardsDeps, user: AuthedUser, courseId: number): Promise<number[]> {
  return deps.repo.claimedParts(user.Id, courseId);
}

/**
 * Inside the unit of work of a progress change: XP for a newly watched episode (progress
 * event 2) and the certificate at 100 %.
 */
async function afterProgress(
  deps: RewardsDeps,
  w: Work,
  user: Pick<AuthedUser, 'Id'>,
  course: CourseRecord,
  partId: number,
  newlyWatched: boolean,
  percent: number,
): Promise<ProgressRewards> {
  let achievement: Achievement | null = null;
  const account = await deps.repo.account(user.Id, w.tx);
  let totalXp = account?.TotalXp ?? 0;
  if (newlyWatched && course.CourseProgressEvent === 2 && account?.CollectXp !== 0) {
    const result = await award(deps, w, user.Id, { ...partAward('video', course.Id, partId), day: true });
    totalXp = result.totalXp;
    achievement = result.earned[0] ? presentAchievement(result.earned[0]) : null;
  } else if (newlyWatched) await deps.learning.call(w, user.Id, { xp: 0, day: true });
  let issued = false;
  // The certificate waits for the exams the course counts on, as well as for 100 %.
  if (percent >= 100 && course.CertificateTemplate && (await deps.examsPassed(w, user.Id, course.Id))) {
    const expiresAt =
      course.CertificateExpires && course.CertificateValidityMonths
        ? addMonths(w.now, course.CertificateValidityMonths)
        : null;
    const certificate = await deps.repo.issueCertificate(w.tx, {
      UserId: user.Id,
      CourseId: course.Id,
      Code: certificateCode(),
      IssuedAt: w.now,
      ExpiresAt: expiresAt,
    });
    if (certificate) {
      w.log(
        newEvent({
          type: 'certificate:issued',
          actorId: user.Id,
          about: { userId: user.Id },
          payload: {
            CertificateId: certificate.Id,
            CourseId: certificate.CourseId,
            Code: certificate.Code,
          },
        }),
      );
      await deps.notifications.notify(w, {
        userId: user.Id,
        type: 'certificate',
        actorId: user.Id,
        payload: { CertificateId: certificate.Id, CourseId: certificate.CourseId, Code: certificate.Code },
      });
      issued = true;
    }
  }
  return { total_xp: totalXp, achievement, certificate_generated: issued };
}

async function achievements(deps: RewardsDeps, user: AuthedUser) {
  const rows = await deps.repo.achievementsWithEarned(user.Id);
  return {
    data: rows.map((r) => ({ ...presentAchievement(r.achievement), EarnedAt: r.EarnedAt })),
    TotalXp: (await deps.repo.account(user.Id))?.TotalXp ?? 0,
  };
}

async function achievement(
  deps: RewardsDeps,
  id: number,
  courseName: (courseId: number) => Promise<string | null>,
) {
  const a = await deps.repo.achievement(id);
  if (!a) throw new AppError('NOT_FOUND', { field: 'Id' });
  return { ...presentAchievement(a), CourseName: a.CourseId ? await courseName(a.CourseId) : null };
}

async function myCertificates(deps: RewardsDeps, user: AuthedUser) {
  const at = now(deps);
  return (await deps.repo.certificatesOf(user.Id)).map((row) => presentCertificate(row, at));
}

async function verify(deps: RewardsDeps, code: string) {
  const row = await deps.repo.certificateByCode(code.toUpperCase());
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND', { field: 'Code' });
  const { Id: _id, ...certificate } = presentCertificate(row, now(deps));
  return certificate;
}

/** Revokes or restores a certificate of a course the staff member reaches; else as missing. */
function setStatus(deps: RewardsDeps, user: AuthedUser, id: number, active: boolean) {
  return deps.work(async (w) => {
    if (!(await certificateInScope(deps.owners, user, id, w.tx)))
      throw new AppError('NOT_FOUND', { field: 'Id' });
    const row = await deps.repo.certificateById(id, w.tx);
    if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
    await deps.repo.setRevoked(w.tx, id, active ? null : w.now);
    const updated = await deps.repo.certificateById(id, w.tx);
    if (!updated) throw new AppError('NOT_FOUND', { field: 'Id' });
    // Told once, when it stops standing (a second revoke changes nothing); published after the
    // commit, so webhooks and open pages hear it exactly when the status list can show it.
    const c = updated.certificate;
    if (!active && row.certificate.RevokedAt === null && c.RevokedAt !== null)
      w.log(
        newEvent({
          type: 'certificate:revoked',
          actorId: user.Id,
          about: { userId: c.UserId, owners: await taskOwners(deps.owners, w.tx, c) },
          payload: {
            CertificateId: c.Id,
            UserId: c.UserId,
            CourseId: c.CourseId,
            Code: c.Code,
            RevokedAt: c.RevokedAt,
          },
        }),
      );
    return presentCertificate(updated, w.now);
  });
}

/**
 * The certificate for the PDF: the holder's own, or one staff reach (the holder's or the
 * course's company; the school's staff every one). Any other answers like an unknown code.
 */
async function certificateForDownload(deps: RewardsDeps, user: AuthedUser, code: string) {
  const row = await deps.repo.certificateByCode(code.toUpperCase());
  const mine = row?.certificate.UserId === user.Id;
  if (!row || (!mine && !(await aboutPersonInScope(deps.owners, user, row.certificate))))
    throw new AppError('CERTIFICATE_NOT_FOUND');
  return { ...presentCertificate(row, now(deps)), status: certificateStatus(row.certificate, now(deps)) };
}

export function createRewardsService(deps: RewardsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: RewardsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    award: bound(award),

    account: bound(account),

    roundFinished: bound(roundFinished),

    /** Registers the habit loop's handler of what a learner just did; the habits feature does, once. */
    onLearning: (hook: LearningHook) => deps.learning.provide(hook),

    saveReward: bound(saveReward),

    claimedRewards: bound(claimedRewards),

    afterProgress: bound(afterProgress),

    achievements: bound(achievements),

    achievement: bound(achievement),

    myCertificates: bound(myCertificates),

    verify: bound(verify),

    setStatus: bound(setStatus),

    certificateForDownload: bound(certificateForDownload),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
