// The one way the client reacts to an event: RTK's listener middleware. Every pushed or caught-up
// event is one `realtimeEventReceived` action; the middleware runs its listeners after the
// reducers on that same action, so a listener sees exactly the events the reducers see, each once.
// Each feature lists the events its cached data follows in its api file (`start<F>Realtime` in
// `<f>Api.ts`, beside the endpoints it patches: one file, so no import cycle between the two), and
// the pushes its components react to in `realtime.ts`; lazy code registers them when it loads.
import {
  addListener,
  type ListenerEffectAPI,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { type RealtimeEvent, realtimeEventReceived } from '../realtime/realtimeSlice';
import { type AppDispatch, listenerMiddleware, type RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

/** Registers a listener for as long as the app runs (or until the returned function is called). */
export const startAppListening = listenerMiddleware.startListening as AppStartListening;

/** For components: `dispatch(addAppListener(...))` returns the function that removes it again. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

export type EventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;

const followed = new Set<string>();

/** Every event type some listener has been made for (client/app/freshness.test.ts checks it). */
export function followedEvents(): ReadonlySet<string> {
  return followed;
}

/**
 * A listener for the applied events of the given types; pass it to `startAppListening` or
 * `addAppListener`.
 */
export function onEvents<T extends RealtimeEvent['type']>(
  types: readonly T[],
  effect: (event: EventOf<T>, api: AppListenerApi) => void,
) {
  const handled: readonly string[] = types;
  for (const type of types) followed.add(type);
  return {
    predicate: (action: UnknownAction): action is ReturnType<typeof realtimeEventReceived> =>
      realtimeEventReceived.match(action) && handled.includes(action.payload.type),
    effect: (action: ReturnType<typeof realtimeEventReceived>, api: AppListenerApi) =>
      effect(action.payload as EventOf<T>, api),
  };
}

type ArgOf<E> = E extends { initiate: (arg: infer Arg, ...rest: never[]) => unknown }
  ? Exclude<Arg, SkipToken>
  : never;

/**
 * The args of an endpoint's cache entries whose first load has succeeded: the entries an event
 * may patch or refetch (an entry still loading, or whose first load failed, is left alone).
 */
export function loadedArgs<E, K extends keyof E & string>(
  _api: { endpoints: E },
  state: RootState,
  endpointName: K,
): ArgOf<E[K]>[] {
  const args: ArgOf<E[K]>[] = [];
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName === endpointName && entry.data !== undefined)
      args.push(entry.originalArgs as ArgOf<E[K]>);
  }
  return args;
}

/** Whether any cache entry of the endpoint has loaded (see loadedArgs). */
export function hasLoaded<E, K extends keyof E & string>(
  api: { endpoints: E },
  state: RootState,
  endpointName: K,
): boolean {
  return loadedArgs(api, state, endpointName).length > 0;
}
