// XP, achievements and certificates: the one award path for every XP source, and what progress
// earns (registered on the courses feature, inside the same unit of work).
import fp from 'fastify-plugin';
import { requiredHook } from '../../requiredHook';
import { createAchievementsRepo } from './achievements.repo';
import { type AchievementsService, createAchievementsService } from './achievements.service';
import { registerCertificateDownload, registerRewardsCalls } from './rewards.calls';
import { createRewardsRepo } from './rewards.repo';
import { createRewardsService, type LearningHook, type RewardsService } from './rewards.service';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
    achievements: AchievementsService;
  }
}

export const rewardsPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock } = app.tonic;
    const { courses } = app;
    const rewards = createRewardsService({
      repo: createRewardsRepo(database.read),
      work,
      openPart: (user, courseId, partId) => courses.assertPart(user, courseId, partId),
      partType: async (partId) => (await courses.findPart(partId))?.PostType ?? null,
      clock,
      examsPassed: (w, userId, courseId) => courses.examsPassed(userId, courseId, w.tx),
      owners: app.tonic.owners,
      notifications: app.notifications,
      learning: requiredHook<LearningHook>(app, { name: 'rewards.onLearning', providedBy: 'habits' }),
    });
    app.decorate('rewards', rewards);
    const achievements = createAchievementsService({ repo: createAchievementsRepo(database.read), work });
    app.decorate('achievements', achievements);
    courses.onProgress((...args) => rewards.afterProgress(...args));
    const course = async (courseId: number) => courses.findCourse(courseId);
    registerRewardsCalls(
      registry,
      { rewards, achievements },
      async (courseId) => (await course(courseId))?.Name ?? null,
    );
    registerCertificateDownload(app, {
      rewards,
      publicUrl: config.publicUrl,
      template: async (courseId) => (await course(courseId))?.CertificateTemplate ?? null,
      school: async () => {
        const [brand, logo] = await Promise.all([app.settings.brand(), app.settings.logoImage()]);
        return { name: brand.schoolName, signature: brand.certificateSignature, logo };
      },
    });
  },
  // Provided by habits (onLearning), checked at start.
  { name: 'rewards', dependencies: ['core', 'settings', 'courses', 'auth', 'notifications'] },
);
