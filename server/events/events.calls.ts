// events.php get_events: the caller's missed events, for reconnects and the poll fallback.
import { getEvents } from '../../shared/calls/events';
import { rooms } from '../../shared/realtime';
import { isStaff, type Principal } from '../../shared/users';
import type { CallRegistry } from '../calls/registry';
import type { EventLogRepo } from './eventLog.repo';

/** The logged rooms a user may read: their own, everyone's and, for staff, the staff room. */
export function readableRooms(user: Principal & { Id: number }): string[] {
  const list = [rooms.user(user.Id), rooms.everyone];
  if (isStaff(user)) list.push(rooms.staff);
  return list;
}

export function registerEventCalls(registry: CallRegistry, log: EventLogRepo): void {
  registry.add(getEvents, async (input, ctx) => {
    const lastEventId = await log.newestId();
    if (input.After === undefined) return { data: [], lastEventId, hasMore: false };
    const found = await log.listAfter(readableRooms(ctx.user), input.After, input.Limit + 1);
    const page = found.slice(0, input.Limit);
    return {
      data: await page.map(({ eventId, type, at, payload }) => ({ eventId, type, at, payload })),
      lastEventId,
      hasMore: found.length > input.Limit,
    };
  });
}
