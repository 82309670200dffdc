import * as calls from '../../../shared/calls/customers';
import type { CallRegistry } from '../../calls/registry';
import type { CustomersService } from './customers.service';

export function registerCustomersCalls(registry: CallRegistry, customers: CustomersService): void {
  registry.add(calls.getCustomers, async (input, ctx) => ({
    data: await customers.list(ctx.user, input.Search),
  }));
  registry.add(calls.getCustomer, async (input, ctx) => ({ data: await customers.get(ctx.user, input.Id) }));
  registry.add(calls.saveCustomer, async (input, ctx) => ({ data: await customers.save(ctx.user, input) }));
  registry.add(calls.removeCustomer, async (input, ctx) => ({
    data: { Id: await customers.remove(ctx.user, input.Id) },
  }));
}
