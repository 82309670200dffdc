// The events the code list follows: a redeemed code refetches it.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { CodesApi } from './codesApi';

export function startCodesRealtime(startListening: AppStartListening, codesApi: CodesApi): Unsubscribe {
  return startListening(
    onEvents(['code:redeemed'], (_event, { dispatch, getState }) => {
      if (hasLoaded(codesApi, getState(), 'getCodes')) dispatch(codesApi.util.invalidateTags(['Codes']));
    }),
  );
}
