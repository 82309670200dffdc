// Course edit locks (SPEC §4): granted and released on the server, pushed live, swept when idle
// or when the holder has been gone past the grace period.
import fp from 'fastify-plugin';
import { registerLockCalls, registerLockRealtime } from './locks.calls';
import { createLocksRepo } from './locks.repo';
import { createLocksService, type LocksService } from './locks.service';

const LOCK_SWEEP_EVERY_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    locks: LocksService;
  }
}

export const locksPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const { courses, realtime } = app;
    const locks = createLocksService({
      repo: createLocksRepo(database.read),
      work,
      idleMinutes: async () => (await app.settings.current()).courseEditIdleMinutes,
      targetExists: (courseId, partId) => courses.targetExists(courseId, partId),
    });
    app.decorate('locks', locks);
    registerLockCalls(registry, locks);
    registerLockRealtime(realtime.sockets, locks, realtime.presence, (user, courseId) =>
      courses.canOpen(user, courseId),
    );
    const sweeper = setInterval(() => {
      locks.sweep().catch((error: unknown) => app.log.error({ err: error }, 'lock sweep failed'));
    }, LOCK_SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('preClose', async () => clearInterval(sweeper));
  },
  { name: 'locks', dependencies: ['core', 'settings', 'courses', 'realtime'] },
);
