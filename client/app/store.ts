// The Redux store. Server data lives in the RTK Query cache; slices hold only client state.
// Feature slices added later can be injected into `rootReducer` with `rootReducer.inject`.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { callContextSlice } from '../api/callContext';
import { realtimeSlice } from '../realtime/realtimeSlice';
import { sessionSlice } from '../session/sessionSlice';
import { listenerMiddleware } from './listeners';

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
