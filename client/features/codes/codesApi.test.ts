// The code list and the course pickers follow the staff room: codes made, changed or redeemed in
// another session refetch the list; a new course and the company chip refetch the pickers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { makeStore } from '../../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../../realtime/realtimeSlice';
import { codesApi } from './codesApi';

let requests: string[];
let stores: ReturnType<typeof makeStore>[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const req = new URLSearchParams(String(init.body)).get('req') ?? '';
      requests.push(req);
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
  store.dispatch(codesApi.endpoints.getCodes.initiate());
  store.dispatch(codesApi.endpoints.getCodeCourses.initiate());
  await vi.waitFor(() => expect(requests.toSorted()).toEqual(['get_codes', 'get_courses']));
  await vi.waitFor(() => {
    const state = store.getState() as unknown as Parameters<
      ReturnType<typeof codesApi.endpoints.getCodes.select>
    >[0];
    expect(codesApi.endpoints.getCodes.select()(state).isSuccess).toBe(true);
    expect(codesApi.endpoints.getCodeCourses.select()(state).isSuccess).toBe(true);
  });
  requests = [];
  return store;
}

const at = { eventId: 1, at: '2026-01-01T00:00:00Z' };

describe('codes list and course picker', () => {
  it('refetch the list when codes are made or changed elsewhere', async () => {
    const store = await loadedStore();
    const made: RealtimeEvent = { type: 'code:changed', payload: { ...at, CodeIds: [7, 8] } };
    store.dispatch(receiveRealtimeEvent(made, false));
    await vi.waitFor(() => expect(requests).toEqual(['get_codes']));
  });

  it('refetch the picker, not the list, when a course changes', async () => {
    const store = await loadedStore();
    const changed: RealtimeEvent = {
      type: 'course:changed',
      payload: { ...at, CourseId: 3, CoursePartId: null },
    };
    store.dispatch(receiveRealtimeEvent(changed, false));
    await vi.waitFor(() => expect(requests).toEqual(['get_courses']));
  });

  it('refetch the picker when the company chip changes (its tag)', async () => {
    const store = await loadedStore();
    store.dispatch(api.util.invalidateTags(['ScopedCourses' as never]));
    await vi.waitFor(() => expect(requests).toEqual(['get_courses']));
  });
});
