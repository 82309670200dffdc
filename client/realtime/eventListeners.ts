// Side effects of realtime events. Reducers see every event as `realtimeEventReceived`; a feature
// that must do more than reduce (patch or refetch its RTK Query cache entries, usually from an
// endpoint's onCacheEntryAdded) listens here. receiveRealtimeEvent calls the listeners right after
// that action, so they see exactly the events the reducers see: each once, pushed or caught up.
import type { RealtimeEvent } from './realtimeSlice';

export type RealtimeListener = (event: RealtimeEvent) => void;

const listeners = new Set<RealtimeListener>();

/** Calls `listener` with every applied event until the returned function is called. */
export function onRealtimeEvent(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyRealtimeListeners(event: RealtimeEvent): void {
  for (const listener of [...listeners]) listener(event);
}
