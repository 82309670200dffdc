// Editing courses: the course edit locks (SPEC §4: granted and released on the server, pushed
// live, swept when idle or when the holder has been gone past the grace period), and the course
// saves, each applied only for the holder of the lock.
import fp from 'fastify-plugin';
import { registerCourseEditCalls } from './courseEdits.calls';
import { createCourseEditsRepo } from './courseEdits.repo';
import { createCourseEditsService } from './courseEdits.service';
import { registerLockCalls, registerLockRealtime } from './locks.calls';
import { createLocksRepo } from './locks.repo';
import { createLocksService, type LocksService } from './locks.service';

const LOCK_SWEEP_EVERY_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    locks: LocksService;
  }
}

export const editingPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const { courses, realtime } = app;
    const locks = createLocksService({
      repo: createLocksRepo(database.read),
      work,
      idleMinutes: async () => (await app.settings.current()).courseEditIdleMinutes,
      targetExists: (user, courseId, partId) => courses.targetExists(user, courseId, partId),
    });
    app.decorate('locks', locks);
    registerLockCalls(registry, locks);
    registerLockRealtime(realtime.sockets, locks, realtime.presence, (user, courseId) =>
      courses.canOpen(user, courseId),
    );
    registerCourseEditCalls(
      registry,
      createCourseEditsService({
        repo: createCourseEditsRepo(database.read),
        courses,
        locks,
        companies: app.companies,
        work,
        owners: app.tonic.owners,
      }),
    );
    const sweeper = setInterval(() => {
      locks.sweep().catch((error: unknown) => app.log.error({ err: error }, 'lock sweep failed'));
    }, LOCK_SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('preClose', async () => clearInterval(sweeper));
  },
  { name: 'editing', dependencies: ['core', 'settings', 'courses', 'realtime', 'companies'] },
);
