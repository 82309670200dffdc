// Products and the catalogue: what the school sells, and the ways into its courses.
import fp from 'fastify-plugin';
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
      userExists: app.tonic.owners.userExists,
      owners: app.tonic.owners,
      customerOf: (userId) => app.customers.ofUser(userId),
    });
    app.decorate('products', products);
    registerProductsCalls(registry, products);
  },
  { name: 'products', dependencies: ['core', 'courses', 'customers'] },
);
