// XP, achievements and certificates: the one award path for every XP source, and what progress
// earns (registered on the courses feature, inside the same unit of work).
import fp from 'fastify-plugin';
import { registerCertificateDownload, registerXpCalls } from './xp.calls';
import { createXpRepo } from './xp.repo';
import { createXpService, type XpService } from './xp.service';

declare module 'fastify' {
  interface FastifyInstance {
    xp: XpService;
  }
}

export const xpPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock } = app.tonic;
    const { courses } = app;
    const xp = createXpService({
      repo: createXpRepo(database.read),
      work,
      openPart: (user, courseId, partId) => courses.assertPart(user, courseId, partId),
      clock,
      examsPassed: (w, userId, courseId) => courses.examsPassed(userId, courseId, w.tx),
    });
    app.decorate('xp', xp);
    courses.onProgress((...args) => xp.afterProgress(...args));
    const course = async (courseId: number) => courses.findCourse(courseId);
    registerXpCalls(registry, xp, async (courseId) => (await course(courseId))?.Name ?? null);
    registerCertificateDownload(app, {
      xp,
      auth: app.auth,
      publicUrl: config.publicUrl,
      template: async (courseId) => (await course(courseId))?.CertificateTemplate ?? null,
    });
  },
  { name: 'xp', dependencies: ['core', 'courses', 'auth'] },
);
