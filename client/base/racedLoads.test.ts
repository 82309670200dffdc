// A query whose load is in flight when an event it follows arrives is loaded again after that
// load, so the reply from before the event does not stay; without such an event it loads once.
import { describe, expect, it } from 'vitest';
import { api } from '../api/api';
import { type RealtimeEvent, receiveRealtimeEvent } from '../realtime/realtimeSlice';
import { declareFreshness } from './freshness';
import './racedLoads';
import { makeStore } from './store';

/** A query whose replies the test hands out one by one. */
const replies: Array<(value: string) => void> = [];
const probeApi = api.enhanceEndpoints({ addTagTypes: ['RacedLoadProbe'] }).injectEndpoints({
  endpoints: (build) => ({
    racedLoadProbe: build.query<string, number>({
      providesTags: ['RacedLoadProbe'],
      queryFn: () => new Promise((resolve) => replies.push((value) => resolve({ data: value }))),
    }),
  }),
});
declareFreshness(probeApi, { racedLoadProbe: ['content:changed'] });

/** The store's state as the probe's selectors type it (its tag type is added by the test). */
type ProbeState = Parameters<ReturnType<typeof probeApi.endpoints.racedLoadProbe.select>>[0];
const probeState = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as ProbeState;

const changed = (eventId: number): RealtimeEvent => ({
  type: 'content:changed',
  payload: { eventId, at: '2026-01-01T00:00:00Z', Key: 'faq', Locale: 'en' },
});

/** Waits for the store to reach a state (the listener's reload runs after a microtask or two). */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !check(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

describe('a load raced by an event it follows', () => {
  it('is loaded again once it settles, and ends with the newer reply', async () => {
    replies.length = 0;
    const store = makeStore();
    const select = probeApi.endpoints.racedLoadProbe.select(1);
    const subscription = store.dispatch(probeApi.endpoints.racedLoadProbe.initiate(1));
    await until(() => replies.length === 1);
    store.dispatch(receiveRealtimeEvent(changed(7)));
    replies[0]?.('from before the event');
    await until(() => replies.length === 2);
    expect(select(probeState(store)).data).toBe('from before the event');
    replies[1]?.('with the event');
    await until(() => select(probeState(store)).data === 'with the event');
    subscription.unsubscribe();
  });

  it('is not loaded a third time when another load began after the event', async () => {
    replies.length = 0;
    const store = makeStore();
    const select = probeApi.endpoints.racedLoadProbe.select(3);
    const subscription = store.dispatch(probeApi.endpoints.racedLoadProbe.initiate(3));
    await until(() => replies.length === 1);
    store.dispatch(receiveRealtimeEvent(changed(10)));
    // A listener of the feature's own invalidates on that event, while the first load runs: RTK
    // Query refetches once that load settles.
    store.dispatch(probeApi.util.invalidateTags(['RacedLoadProbe']));
    replies[0]?.('from before the event');
    await until(() => replies.length === 2);
    replies[1]?.('with the event');
    await until(() => select(probeState(store)).data === 'with the event');
    expect(replies).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('loads once when no event it follows arrives during the load', async () => {
    replies.length = 0;
    const store = makeStore();
    const subscription = store.dispatch(probeApi.endpoints.racedLoadProbe.initiate(2));
    await until(() => replies.length === 1);
    store.dispatch(
      receiveRealtimeEvent({
        type: 'settings:changed',
        payload: { eventId: 8, at: '2026-01-01T00:00:00Z', Keys: [] },
      }),
    );
    replies[0]?.('only reply');
    await until(() => probeApi.endpoints.racedLoadProbe.select(2)(probeState(store)).data === 'only reply');
    // The event after the load is the patching listeners' to apply: no second load (the listener
    // decides that as the event is applied, before any await).
    store.dispatch(receiveRealtimeEvent(changed(9)));
    expect(replies).toHaveLength(1);
    expect(store.getState().api.queries['racedLoadProbe(2)']?.status).toBe('fulfilled');
    subscription.unsubscribe();
  });
});
