// Accounts and sessions: sign-in, registration, recovery. The service authenticates every call
// and socket handshake.
import fp from 'fastify-plugin';
import { registerAuthCalls } from './auth.calls';
import { createAuthRepo } from './auth.repo';
import { type AuthService, createAuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock, outbox, security, sockets } = app.tonic;
    const auth = createAuthService({
      repo: createAuthRepo(database.read),
      config,
      outbox,
      security,
      work,
      sockets,
      registrationEnabled: async () => (await app.settings.current()).registrationEnabled,
      clock,
    });
    app.decorate('auth', auth);
    registerAuthCalls(registry, auth, config, (user, courseId) => app.courses.canOpen(user, courseId));
  },
  { name: 'auth', dependencies: ['core', 'settings', 'courses'] },
);
