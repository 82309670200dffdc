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

/** The two moments of an RTK Query cache entry's life a listener is tied to. */
export interface CacheEntryLife {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * For an endpoint's onCacheEntryAdded: calls `listener` with every applied event from when the
 * entry's first load succeeds until the entry is removed (never, if that load fails).
 */
export async function onRealtimeEventWhileCached(
  entry: CacheEntryLife,
  listener: RealtimeListener,
): Promise<void> {
  try {
    await entry.cacheDataLoaded;
  } catch {
    return;
  }
  const stop = onRealtimeEvent(listener);
  await entry.cacheEntryRemoved;
  stop();
}
