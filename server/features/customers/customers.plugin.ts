// Customers: the companies and persons the school invoices.
import fp from 'fastify-plugin';
import { registerCustomersCalls } from './customers.calls';
import { createCustomersRepo } from './customers.repo';
import { type CustomersService, createCustomersService } from './customers.service';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersService;
  }
}

export const customersPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const customers = createCustomersService({
      repo: createCustomersRepo(database.read),
      work,
      assertSchoolStaff: (user) => app.companies.assertSchoolStaff(user),
      userExists: app.tonic.owners.userExists,
    });
    app.decorate('customers', customers);
    registerCustomersCalls(registry, customers);
  },
  { name: 'customers', dependencies: ['core', 'companies'] },
);
