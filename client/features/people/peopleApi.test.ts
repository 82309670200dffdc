// The "Grant a course" picker of a person's page follows what changes it: the company chip's
// choice (the `ScopedCourses` tag the chip invalidates, client/features/companies) and a new or
// renamed course (`course:changed`).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { makeStore } from '../../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../../realtime/realtimeSlice';
import { peopleApi } from './peopleApi';

let requests: string[];
let stores: ReturnType<typeof makeStore>[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(new URLSearchParams(String(init.body)).get('req') ?? '');
      return new Response(JSON.stringify({ status: 'OK', datetime: '', data: [] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  for (const store of stores) store.dispatch(api.util.resetApiState());
  stores = [];
  vi.unstubAllGlobals();
});

async function loadedStore() {
  const store = makeStore();
  stores.push(store);
  store.dispatch(peopleApi.endpoints.getGrantableCourses.initiate());
  await vi.waitFor(() => {
    const state = store.getState() as unknown as Parameters<
      ReturnType<typeof peopleApi.endpoints.getGrantableCourses.select>
    >[0];
    expect(peopleApi.endpoints.getGrantableCourses.select()(state).isSuccess).toBe(true);
  });
  requests = [];
  return store;
}

describe('the Grant a course picker', () => {
  it('refetches when the company chip narrows the lists', async () => {
    const store = await loadedStore();
    store.dispatch(api.util.invalidateTags(['ScopedCourses' as never]));
    await vi.waitFor(() => expect(requests).toEqual(['get_courses']));
  });

  it('refetches when a course changes', async () => {
    const store = await loadedStore();
    const changed: RealtimeEvent = {
      type: 'course:changed',
      payload: { eventId: 1, at: '2026-01-01T00:00:00Z', CourseId: 5, CoursePartId: null },
    };
    store.dispatch(receiveRealtimeEvent(changed, false));
    await vi.waitFor(() => expect(requests).toEqual(['get_courses']));
  });
});
