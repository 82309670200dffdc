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

/**
 * `logId`: the event log's identity, which a restore from a backup changes (server/ops/backup.ts);
 * read once at start, since a restore is done with every server stopped.
 */
export function registerEventCalls(registry: CallRegistry, log: EventLogRepo, logId: string): void {
  registry.add(getEvents, async (input, ctx) => {
    const lastEventId = await log.newestId();
    const none = { data: [], lastEventId, hasMore: false, logId };
    if (input.After === undefined) return { ...none, resync: false };
    // Only a log restored from a backup stands behind a cursor it handed out, or under another
    // identity: the events the client saw past its head are gone, and their ids will be reused.
    if (input.After > lastEventId || (input.LogId !== undefined && input.LogId !== logId))
      return { ...none, resync: true };
    // Up to the same horizon as lastEventId: a client that reads to the end may move there.
    const found = await log.listAfter(readableRooms(ctx.user), input.After, input.Limit + 1, lastEventId);
    const page = found.slice(0, input.Limit);
    return {
      data: await page.map(({ eventId, type, at, payload }) => ({ eventId, type, at, payload })),
      lastEventId,
      hasMore: found.length > input.Limit,
      logId,
      resync: false,
    };
  });
}
