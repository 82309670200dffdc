import { describe, expect, it } from 'vitest';
import { notifyRealtimeListeners, onRealtimeEventWhileCached } from './eventListeners';
import type { RealtimeEvent } from './realtimeSlice';

const event: RealtimeEvent = {
  type: 'content:changed',
  payload: { eventId: 1, at: '2026-01-01T00:00:00Z', Key: 'faq', Locale: 'en' },
};

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('onRealtimeEventWhileCached', () => {
  it('listens from the first load until the cache entry is removed', async () => {
    const loaded = deferred();
    const removed = deferred();
    const seen: RealtimeEvent[] = [];
    const done = onRealtimeEventWhileCached(
      { cacheDataLoaded: loaded.promise, cacheEntryRemoved: removed.promise },
      (each) => seen.push(each),
    );
    notifyRealtimeListeners(event);
    expect(seen).toEqual([]);
    loaded.resolve();
    await Promise.resolve();
    await Promise.resolve();
    notifyRealtimeListeners(event);
    expect(seen).toEqual([event]);
    removed.resolve();
    await done;
    notifyRealtimeListeners(event);
    expect(seen).toEqual([event]);
  });

  it('never listens when the first load fails', async () => {
    const loaded = deferred();
    const seen: RealtimeEvent[] = [];
    const done = onRealtimeEventWhileCached(
      { cacheDataLoaded: loaded.promise, cacheEntryRemoved: new Promise(() => {}) },
      (each) => seen.push(each),
    );
    loaded.reject(new Error('removed before load'));
    await done;
    notifyRealtimeListeners(event);
    expect(seen).toEqual([]);
  });
});
