// Products and the catalogue: what the school sells, and the ways into its courses.
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/tables';
import { registerProductsCalls } from './products.calls';
import { createProductsRepo } from './products.repo';
import { createProductsService, type ProductsService } from './products.service';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
  }
}

export const productsPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const products = createProductsService({
      repo: createProductsRepo(database.read),
      work,
      courses: app.courses,
      userExists: async (userId, w) =>
        (await w.tx.select({ Id: users.Id }).from(users).where(eq(users.Id, userId))).length > 0,
      owners: app.tonic.owners,
      customerOf: (userId) => app.customers.ofUser(userId),
    });
    app.decorate('products', products);
    registerProductsCalls(registry, products);
  },
  { name: 'products', dependencies: ['core', 'courses', 'customers'] },
);
