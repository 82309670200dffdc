// The Redux store's shape, which features type against; client/app/Providers.tsx makes the one
// store at start-up. Server data lives in the RTK Query cache; slices hold only client state. A
// feature's slice is injected into `rootReducer` by the feature (`slice.injectInto(rootReducer)`).
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { callContextSlice } from '../api/callContext';
import { realtimeSlice } from '../realtime/realtimeSlice';
import { sessionSlice } from '../session/sessionSlice';

/** The one listener middleware; its typed helpers are in listeners.ts. */
export const listenerMiddleware = createListenerMiddleware();

export const rootReducer = combineSlices(api, callContextSlice, sessionSlice, realtimeSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
