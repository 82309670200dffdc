// Registration codes: staff make them, signed-in people redeem them for their courses.
import fp from 'fastify-plugin';
import { registerCodesCalls } from './codes.calls';
import { createCodesRepo } from './codes.repo';
import { type CodesService, createCodesService } from './codes.service';

declare module 'fastify' {
  interface FastifyInstance {
    codes: CodesService;
  }
}

export const codesPlugin = fp(
  async (app) => {
    const { database, work, registry, clock } = app.tonic;
    const codes = createCodesService({
      repo: createCodesRepo(database.read),
      work,
      courses: app.courses,
      clock,
      scopeOf: (user) => app.companies.scopeOf(user),
      owners: app.tonic.owners,
    });
    app.decorate('codes', codes);
    registerCodesCalls(registry, codes);
    // Registration with a code (SPEC §5) grants it in the new account's unit of work.
    app.auth.onRegistrationCode((w, userId, code) => codes.redeemForNewAccount(w, userId, code));
  },
  { name: 'codes', dependencies: ['core', 'courses', 'auth', 'companies'] },
);
