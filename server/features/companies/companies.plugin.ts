// Companies and plans: the scope every staff list is cut to, and the limits of each company's plan.
import fp from 'fastify-plugin';
import { hashPassword, randomToken } from '../../security/secrets';
import { registerCompaniesCalls } from './companies.calls';
import { createCompaniesRepo } from './companies.repo';
import { type CompaniesService, createCompaniesService } from './companies.service';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesService;
  }
}

export const companiesPlugin = fp(
  async (app) => {
    const { database, work, registry, security } = app.tonic;
    const companies = createCompaniesService({
      repo: createCompaniesRepo(database.read),
      work,
      auth: app.auth,
      hashPassword,
      randomSecret: randomToken,
      registrationEnabled: async () => (await app.settings.current()).registrationEnabled,
      onTrialStarted: (companyId, userId) => security.write('trial_started', { companyId, userId }),
      owners: app.tonic.owners,
      sockets: app.tonic.sockets,
    });
    app.decorate('companies', companies);
    registerCompaniesCalls(registry, companies);
  },
  { name: 'companies', dependencies: ['core', 'auth', 'settings'] },
);
