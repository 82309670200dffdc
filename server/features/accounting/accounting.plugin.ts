// Accounting: the journal every invoice, credit note, payment and manual entry posts to, the main
// book, the balance report and the sales and OSS reports.
import fp from 'fastify-plugin';
import { registerAccountingCalls } from './accounting.calls';
import { createAccountingRepo } from './accounting.repo';
import { type AccountingService, createAccountingService } from './accounting.service';

declare module 'fastify' {
  interface FastifyInstance {
    accounting: AccountingService;
  }
}

export const accountingPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const accounting = createAccountingService({
      repo: createAccountingRepo(database.read),
      work,
      assertSchoolStaff: (user) => app.companies.assertSchoolStaff(user),
    });
    app.decorate('accounting', accounting);
    registerAccountingCalls(registry, accounting);
  },
  { name: 'accounting', dependencies: ['core', 'companies'] },
);
