// The figures follow the books: an invoice sent, paid or credited in another session, or an entry
// posted, refetches the open statistics (their revenue).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { makeStore } from '../../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../../realtime/realtimeSlice';
import { statisticsApi } from './statisticsApi';

let requests: string[];
let stores: ReturnType<typeof makeStore>[] = [];
const period = { From: '2026-01-01', To: '2026-12-31', Bucket: 'month' } as const;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(new URLSearchParams(String(init.body)).get('req') ?? '');
      return new Response(JSON.stringify({ status: 'OK', datetime: '', data: { ActiveNow: 0, Rows: [] } }), {
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
  store.dispatch(statisticsApi.endpoints.getStatistics.initiate(period));
  await vi.waitFor(() => {
    const state = store.getState() as unknown as Parameters<
      ReturnType<typeof statisticsApi.endpoints.getStatistics.select>
    >[0];
    expect(statisticsApi.endpoints.getStatistics.select(period)(state).isSuccess).toBe(true);
  });
  requests = [];
  return store;
}

const at = { eventId: 1, at: '2026-01-01T00:00:00Z' };

describe('statistics', () => {
  it('refetch when an invoice changes or an entry is posted', async () => {
    const store = await loadedStore();
    const sent: RealtimeEvent = { type: 'invoice:changed', payload: { ...at, InvoiceId: 4, Status: 'sent' } };
    store.dispatch(receiveRealtimeEvent(sent, false));
    await vi.waitFor(() => expect(requests).toEqual(['get_statistics']));
    const posted: RealtimeEvent = {
      type: 'journal:posted',
      payload: { ...at, eventId: 2, EntryId: 9, Currency: 'EUR', Date: '2026-03-01' },
    };
    store.dispatch(receiveRealtimeEvent(posted, false));
    await vi.waitFor(() => expect(requests).toEqual(['get_statistics', 'get_statistics']));
  });
});
