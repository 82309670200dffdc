// events.php get_events: the caller's missed events, for reconnects and the poll fallback.
import { getEvents } from '../../shared/calls/events';
import { rooms } from '../../shared/realtime';
import type { CallRegistry } from '../calls/registry';
import { type ScopedActor, staffRoomsOf } from '../scope/policy';
import type { EventLogRepo } from './eventLog.repo';

/**
 * The logged rooms a user may read: their own, everyone's and, for staff, their staff rooms
 * (the school's, or their companies'), exactly the rooms their sockets are in.
 */
export function readableRooms(user: ScopedActor): string[] {
  return [rooms.user(user.Id), rooms.everyone, ...staffRoomsOf(user)];
}

export function registerEventCalls(registry: CallRegistry, log: EventLogRepo): void {
  registry.add(getEvents, async (input, ctx) => {
    const lastEventId = await log.newestId();
    if (input.After === undefined) return { data: [], lastEventId, hasMore: false, resync: false };
    // Only a log restored from a backup stands behind a cursor it handed out: the events the client
    // saw past it are gone, and the ids after it will be reused by new ones.
    if (input.After > lastEventId) return { data: [], lastEventId, hasMore: false, resync: true };
    const found = await log.listAfter(readableRooms(ctx.user), input.After, input.Limit + 1);
    const page = found.slice(0, input.Limit);
    return {
      data: await page.map(({ eventId, type, at, payload }) => ({ eventId, type, at, payload })),
      lastEventId,
      hasMore: found.length > input.Limit,
      resync: false,
    };
  });
}
