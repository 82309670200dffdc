// A feature's listener sees exactly the events the reducers apply, each once, pushed or caught
// up, and after the reducers; one added by a component stops when removed.
import { describe, expect, it } from 'vitest';
import { type RealtimeEvent, receiveRealtimeEvent } from '../realtime/realtimeSlice';
import { addAppListener, onEvents } from './listeners';
import { makeStore } from './store';

const event = (eventId: number): RealtimeEvent => ({
  type: 'content:changed',
  payload: { eventId, at: '2026-01-01T00:00:00Z', Key: 'faq', Locale: 'en' },
});

describe('realtime listeners', () => {
  it('see each applied event once, after the reducers, until removed', () => {
    const store = makeStore();
    const seen: Array<[number, number | null]> = [];
    const stop = store.dispatch(
      addAppListener(
        onEvents(['content:changed'], (e, api) =>
          seen.push([e.payload.eventId, api.getState().realtime.lastEventId]),
        ),
      ),
    );
    store.dispatch(receiveRealtimeEvent(event(4), false));
    store.dispatch(receiveRealtimeEvent(event(4)));
    store.dispatch(receiveRealtimeEvent(event(5), false));
    stop();
    store.dispatch(receiveRealtimeEvent(event(6), false));
    expect(seen).toEqual([
      [4, 4],
      [5, 5],
    ]);
  });

  it('ignore events of other types', () => {
    const store = makeStore();
    const seen: number[] = [];
    store.dispatch(addAppListener(onEvents(['news:published'], (e) => seen.push(e.payload.eventId))));
    store.dispatch(receiveRealtimeEvent(event(1), false));
    expect(seen).toEqual([]);
  });
});
