// The operations console's filter, applied to live events the way the server applies it to pages.
import type { EventLogRow } from '../../../shared/calls/statistics';

export interface EventFilter {
  /** One type (`message:new`) or an area (`message:*`); empty: every type. */
  Type: string;
  UserId: number | null;
}

export const TYPE_FILTER = /^[a-z]+(:[a-z]+|:\*)$/;

export function matches(event: EventLogRow, filter: EventFilter): boolean {
  if (filter.UserId !== null && event.actorId !== filter.UserId) return false;
  if (filter.Type === '') return true;
  return filter.Type.endsWith(':*')
    ? event.type.startsWith(filter.Type.slice(0, -1))
    : event.type === filter.Type;
}

/** Newer events in front of the list, each once (a live event may also come in a page). */
export function mergeNewest(list: readonly EventLogRow[], newer: readonly EventLogRow[]): EventLogRow[] {
  const seen = new Set(list.map((e) => e.eventId));
  const fresh = newer.filter((e) => !seen.has(e.eventId)).sort((a, b) => b.eventId - a.eventId);
  return [...fresh, ...list];
}
