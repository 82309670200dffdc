// The server event names, as a value: the compiler checks this list against shared/realtime.ts
// (a Record needs every name and no other), without loading that module's zod schemas.
import type { LoggedEvent } from '../../shared/calls/events';
import type { ServerEventName } from '../../shared/realtime';
import type { RealtimeEvent } from './realtimeSlice';

const SERVER_EVENT_NAMES: Record<ServerEventName, true> = {
  'message:new': true,
  'message:opened': true,
  'message:removed': true,
  'presence:changed': true,
  'presence:online': true,
  'typing:changed': true,
  'lock:changed': true,
  'progress:changed': true,
  'xp:changed': true,
  'achievement:earned': true,
  'achievement:changed': true,
  'certificate:issued': true,
  'certificate:revoked': true,
  'task:changed': true,
  'news:published': true,
  'content:changed': true,
  'settings:changed': true,
  'version:available': true,
  'user:changed': true,
  'course:changed': true,
  'course:access': true,
  'code:redeemed': true,
  'code:changed': true,
  'company:changed': true,
  'product:changed': true,
  'customer:changed': true,
  'invoice:changed': true,
  'journal:posted': true,
  'plan:changed': true,
  'survey:answered': true,
  'survey:changed': true,
  'slot:changed': true,
  'exam:changed': true,
  'ear:states': true,
  'notification:new': true,
  'notification:read': true,
  'webhook:changed': true,
  'habit:changed': true,
  'event:logged': true,
  'events:head': true,
};

export function isServerEventName(name: string): name is ServerEventName {
  return Object.hasOwn(SERVER_EVENT_NAMES, name);
}

/**
 * A socket push as a realtime event. Payloads come from our own server, which builds them from
 * the schemas in shared/realtime.ts; they are not parsed again here.
 */
export function pushedEvent(name: string, payload: unknown): RealtimeEvent | null {
  if (!isServerEventName(name) || typeof payload !== 'object' || payload === null) return null;
  // Where the log stands, for the connect's catch-up (connection.ts), not an event to apply.
  if (name === 'events:head') return null;
  return { type: name, payload } as RealtimeEvent;
}

/** An event-log row from get_events in the shape the socket would have pushed it. */
export function loggedEvent(row: LoggedEvent): RealtimeEvent | null {
  return pushedEvent(row.type, { ...row.payload, eventId: row.eventId, at: row.at });
}
