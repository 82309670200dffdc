// The operations console's reads: the event log of every room, newest first, paged back by
// cursor and filtered by type (one, or every type of an area) and acting user. The live side is
// the ops room (server/realtime/opsTail.ts). The school's admins only: it spans every company.
import type { EventLogRow } from '../../../shared/calls/statistics';
import { serverEventSchemas } from '../../../shared/realtime';
import type { AuthedUser } from '../../calls/registry';
import type { EventLogRepo } from '../../events/eventLog.repo';

export interface EventLogFilter {
  Before?: number;
  Type?: string;
  UserId?: number;
  Limit: number;
}

/** The logged types a filter names: `area:*` is every known type of the area. */
export function typesOf(filter: string): string[] {
  if (!filter.endsWith(':*')) return [filter];
  const area = filter.slice(0, -1);
  return Object.keys(serverEventSchemas).filter((name) => name.startsWith(area));
}

export function createOperations(deps: {
  eventLog: EventLogRepo;
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
}) {
  return {
    async eventLog(
      user: AuthedUser,
      filter: EventLogFilter,
    ): Promise<{ data: EventLogRow[]; nextBefore: number | null }> {
      await deps.assertSchoolStaff(user);
      const rows = await deps.eventLog.page({
        before: filter.Before,
        types: filter.Type === undefined ? undefined : typesOf(filter.Type),
        actorId: filter.UserId,
        limit: filter.Limit + 1,
      });
      const page = rows.slice(0, filter.Limit);
      return {
        data: page,
        nextBefore: rows.length > filter.Limit ? (page.at(-1)?.eventId ?? null) : null,
      };
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
