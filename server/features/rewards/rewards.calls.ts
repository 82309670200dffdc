// course_progress.php save_reward, xp.php, certificates.php and the certificate PDF download.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../shared/calls/rewards';
import { AppError } from '../../calls/appError';
import { type Authenticator, bearerToken, sendFailure } from '../../calls/dispatcher';
import type { CallRegistry } from '../../calls/registry';
import { bindRequest } from '../../http/requestLog';
import { certificatePdf } from './certificatePdf';
import type { RewardsService } from './rewards.service';

export function registerRewardsCalls(
  registry: CallRegistry,
  rewards: RewardsService,
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
    auth: Authenticator;
    publicUrl: string;
    template: (courseId: number) => Promise<string | null>;
  },
): void {
  app.get<{ Params: { file: string } }>('/api/certificates/:file', async (request, reply) => {
    try {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await deps.auth.authenticate(token) : null;
      bindRequest(request, reply, { call: 'certificates download', userId: session?.user.Id ?? null });
      if (!session) throw new AppError(token ? 'INVALID_TOKEN' : 'NO_TOKEN');
      const code = request.params.file.replace(/\.pdf$/i, '');
      const certificate = await deps.rewards.certificateForDownload(session.user, code);
      const pdf = await certificatePdf(
        certificate,
        `${deps.publicUrl}/verify/${certificate.Code}`,
        await deps.template(certificate.CourseId),
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
