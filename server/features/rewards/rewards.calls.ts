// course_progress.php save_reward, xp.php, certificates.php and the certificate PDF download.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../shared/calls/rewards';
import { sendFailure } from '../../calls/envelope';
import type { CallRegistry } from '../../calls/registry';
import type { AchievementsService } from './achievements.service';
import type { CertificateSchool } from './certificatePdf';
import type { RewardsService } from './rewards.service';

export function registerRewardsCalls(
  registry: CallRegistry,
  { rewards, achievements }: { rewards: RewardsService; achievements: AchievementsService },
  courseName: (courseId: number) => Promise<string | null>,
): void {
  registry.add(calls.saveReward, async (input, ctx) => ({
    data: [await rewards.saveReward(ctx.user, input.user_id, input.course_id, input.course_part_id)],
  }));
  registry.add(calls.getClaimedRewards, async (input, ctx) => ({
    data: await rewards.claimedRewards(ctx.user, input.CourseId),
  }));
  registry.add(calls.getAchievements, async (_input, ctx) => rewards.achievements(ctx.user));
  registry.add(calls.getAchievement, async (input) => ({
    data: await rewards.achievement(input.Id, courseName),
  }));
  registry.add(calls.saveAchievement, async (input, ctx) => ({
    data: await achievements.save(ctx.user, input),
  }));
  registry.add(calls.deleteAchievement, async (input, ctx) => ({
    data: await achievements.remove(ctx.user, input.Id),
  }));
  registry.add(calls.getMyCertificates, async (_input, ctx) => ({
    data: await rewards.myCertificates(ctx.user),
  }));
  registry.add(calls.verifyCertificate, async (input) => ({ data: await rewards.verify(input.Code) }), {
    rateLimit: { points: 60, windowSec: 60, by: 'ip' },
  });
  registry.add(calls.setCertificateStatus, async (input, ctx) => ({
    data: await rewards.setStatus(ctx.user, input.Id, input.Active),
  }));
}

/** GET /api/certificates/:code.pdf with the session token in Authorization (never in the URL). */
export function registerCertificateDownload(
  app: FastifyInstance,
  deps: {
    rewards: RewardsService;
    publicUrl: string;
    template: (courseId: number) => Promise<string | null>;
    /** The school's name and signature line as its branding says now. */
    school: () => Promise<CertificateSchool>;
  },
): void {
  const preHandler = app.signedIn('certificates download');
  app.get<{ Params: { file: string } }>('/api/certificates/:file', { preHandler }, async (request, reply) => {
    try {
      const session = request.signedIn!;
      const code = request.params.file.replace(/\.pdf$/i, '');
      const certificate = await deps.rewards.certificateForDownload(session.user, code);
      // pdf-lib and its font engine cost about 0.45 s of CPU to load: a process loads them with
      // its first PDF, not at every start.
      const { certificatePdf } = await import('./certificatePdf');
      const pdf = await certificatePdf(
        certificate,
        `${deps.publicUrl}/verify/${certificate.Code}`,
        await deps.template(certificate.CourseId),
        await deps.school(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${certificate.Code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });
}
