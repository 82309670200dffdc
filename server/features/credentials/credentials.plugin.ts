// Certificates as Open Badges 3.0 credentials anyone can verify (docs/architecture.md
// "Credentials"): the learner's call, the public routes and the signing keys.
import fp from 'fastify-plugin';
import { registerCredentialRoutes, registerCredentialsCalls } from './credentials.calls';
import { createCredentialsRepo } from './credentials.repo';
import { type CredentialsService, createCredentialsService } from './credentials.service';
import { encryptionKey } from './keyStore';

declare module 'fastify' {
  interface FastifyInstance {
    credentials: CredentialsService;
  }
}

export const credentialsPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock } = app.tonic;
    const credentials = createCredentialsService({
      repo: createCredentialsRepo(database.read),
      work,
      clock,
      publicUrl: config.publicUrl,
      // The school's name from its branding (TONIC_SELLER_NAME until the head sets one).
      schoolName: async () => (await app.settings.brand()).schoolName,
      encryptionKey: () => encryptionKey(config.dataDir),
    });
    app.decorate('credentials', credentials);
    registerCredentialsCalls(registry, credentials);
    registerCredentialRoutes(app, credentials);
  },
  { name: 'credentials', dependencies: ['core', 'settings'] },
);
