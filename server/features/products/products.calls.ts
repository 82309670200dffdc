import * as calls from '../../../shared/calls/products';
import type { CallRegistry } from '../../calls/registry';
import type { ProductsService } from './products.service';

export function registerProductsCalls(registry: CallRegistry, products: ProductsService): void {
  registry.add(calls.getProducts, async () => ({ data: await products.all() }));
  registry.add(calls.getProduct, async (input) => ({ data: await products.get(input.Id) }));
  registry.add(calls.saveProduct, async (input, ctx) => ({ data: await products.save(ctx.user, input) }));
  registry.add(calls.getCatalogue, async (input, ctx) => ({
    data: await products.catalogue(ctx.user, input.Search, input.Kind, input.Country),
  }));
  registry.add(calls.getCatalogueProduct, async (input, ctx) => ({
    data: await products.catalogueProduct(ctx.user, input.Slug, input.Country),
  }));
  registry.add(calls.joinFreeProduct, async (input, ctx) => ({
    data: { CourseIds: await products.joinFree(ctx.user, input.Slug) },
  }));
  registry.add(calls.recordPurchase, async (input, ctx) => ({
    data: { CourseIds: await products.recordPurchase(ctx.user, input.ProductId, input.UserId) },
  }));
}
