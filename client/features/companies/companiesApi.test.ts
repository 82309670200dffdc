// The company chip narrows every staff list it scopes: choosing a company refetches them, the
// course pickers (`ScopedCourses`) among them, without a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { fromContract } from '../../api/contract';
import { makeStore } from '../../base/store';
import { companyCalls } from './calls';
import { companiesApi } from './companiesApi';

let requests: string[];
let stores: ReturnType<typeof makeStore>[] = [];

// A stand-in for a feature's course picker: a query (any call will do) that provides its tag.
const pickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    scopedCoursesProbe: build.query<unknown, void>({
      query: () => fromContract(companyCalls.getPlans).query({}),
      providesTags: ['ScopedCourses' as never],
    }),
  }),
});

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const req = new URLSearchParams(String(init.body)).get('req') ?? '';
      requests.push(req);
      const data =
        req === 'set_active_company'
          ? { ActiveCompanyId: 2, MaySeeAll: true, Companies: [], Meters: [] }
          : [];
      return new Response(JSON.stringify({ status: 'OK', datetime: '', data }), {
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

describe('the company chip', () => {
  it('refetches the course pickers when a company is chosen', async () => {
    const store = makeStore();
    stores.push(store);
    store.dispatch(pickerApi.endpoints.scopedCoursesProbe.initiate());
    await vi.waitFor(() => expect(requests).toEqual(['get_plans']));
    await vi.waitFor(() => {
      const state = store.getState() as unknown as Parameters<
        ReturnType<typeof pickerApi.endpoints.scopedCoursesProbe.select>
      >[0];
      expect(pickerApi.endpoints.scopedCoursesProbe.select()(state).isSuccess).toBe(true);
    });
    await store.dispatch(companiesApi.endpoints.setActiveCompany.initiate(2));
    await vi.waitFor(() => expect(requests).toEqual(['get_plans', 'set_active_company', 'get_plans']));
  });
});
