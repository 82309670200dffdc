import * as calls from '../../../shared/calls/users';
import type { CallRegistry } from '../../calls/registry';
import type { UsersService } from './users.service';

export function registerUsersCalls(registry: CallRegistry, service: UsersService): void {
  registry.add(calls.getUsers, async (input) =>
    service.list({
      search: input.Search,
      sortBy: input.SortBy,
      sortDir: input.SortDir,
      page: input.page,
      limit: input.limit,
    }),
  );
  registry.add(calls.anonymiseUser, async (input, ctx) => ({
    data: await service.anonymise(ctx.user, input.Id),
  }));
  registry.add(calls.saveUser, async (input, ctx) => {
    const { Id, ...changes } = input;
    return { data: await service.save(ctx.user, Id, changes) };
  });
}
