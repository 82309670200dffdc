// Accounts and sessions: sign-in, registration, recovery. The service authenticates every call
// and socket handshake.
import fp from 'fastify-plugin';
import { signedInHook } from '../../calls/bearer';
import { requiredHook } from '../../requiredHook';
import { registerAuthCalls } from './auth.calls';
import { createAuthRepo } from './auth.repo';
import { type AuthService, createAuthService, type RegistrationCodeRedeemer } from './auth.service';
import { sessionCacheMaxAgeMs } from './sessionCache';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock, outbox, security, sockets } = app.tonic;
    const registrationCode = requiredHook<RegistrationCodeRedeemer>(app, {
      name: 'auth.onRegistrationCode',
      providedBy: 'codes',
    });
    const auth = createAuthService({
      repo: createAuthRepo(database.read),
      config,
      outbox,
      security,
      work,
      sockets,
      registrationEnabled: async () => (await app.settings.current()).registrationEnabled,
      clock,
      sessionCacheMaxAgeMs: sessionCacheMaxAgeMs(config),
      // PostgreSQL: on once this node has joined the others (server/realtime).
      sessionCacheOn: !config.databaseUrl,
      registrationCode,
    });
    // Every committed change of sign-in rows drops its users' sessions here first.
    app.tonic.userRows.listen((changes) => auth.sessionCache.drop(changes));
    app.decorate('auth', auth);
    app.decorateRequest('signedIn', null);
    app.decorate('signedIn', (call: string) => signedInHook(auth, call));
    registerAuthCalls(registry, auth, config, (user, courseId) => app.courses.canOpen(user, courseId));
  },
  // Provided by codes (onRegistrationCode), checked at start.
  { name: 'auth', dependencies: ['core', 'settings', 'courses'] },
);
