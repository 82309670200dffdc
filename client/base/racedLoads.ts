// An event can arrive while a query's load is in flight, and the reply may come from before it:
// the listener that patches the entry finds no data yet (loadedArgs leaves it alone), or the
// reply overwrites its patch. So an entry still loading when one of the events its endpoint
// follows (declareFreshness) arrives is loaded again once that load settles, and the page ends
// with the event in it. Outside that window nothing is loaded twice.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { realtimeEventReceived } from '../realtime/realtimeSlice';
import { declaredFreshness } from './freshness';
import { startAppListening } from './listeners';
import type { AppDispatch, RootState } from './store';

type Entry = NonNullable<RootState['api']['queries'][string]>;
type Reload = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppDispatch>[0];

/** Whether the endpoint's declared freshness lists this event. */
function follows(endpointName: string, eventType: string): boolean {
  const fresh = declaredFreshness().get(endpointName);
  return Array.isArray(fresh) && fresh.includes(eventType);
}

const loading = (state: RootState, key: string) => state.api.queries[key]?.status === 'pending';

export function startReloadingRacedLoads() {
  return startAppListening({
    actionCreator: realtimeEventReceived,
    effect: async (action, { getState, condition, dispatch }) => {
      // The cache key is the entry's key in the state, not a field of the entry.
      const raced = Object.entries(getState().api.queries).filter(
        (pair): pair is [string, Entry] =>
          pair[1] !== undefined &&
          pair[1].status === 'pending' &&
          pair[1].endpointName !== undefined &&
          follows(pair[1].endpointName, action.payload.type),
      );
      await Promise.all(
        raced.map(async ([key, entry]) => {
          if (loading(getState(), key))
            await condition((_: UnknownAction, state: RootState) => !loading(state, key));
          // Gone (unsubscribed and removed) or failed: nothing to bring up to date. A load begun
          // after the event (another listener's refetch) already answers with it.
          const settled = getState().api.queries[key];
          if (settled?.status !== 'fulfilled' || settled.requestId !== entry.requestId) return;
          const endpoint = (api.endpoints as Record<string, { initiate: Reload } | undefined>)[
            entry.endpointName ?? ''
          ];
          if (endpoint)
            dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
        }),
      );
    },
  });
}

startReloadingRacedLoads();
