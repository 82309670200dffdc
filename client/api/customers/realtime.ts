// The events the customer lists follow: a changed customer or invoice refetches them.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { CustomersApi } from './customersApi';

export function startCustomersRealtime(
  startListening: AppStartListening,
  customersApi: CustomersApi,
): Unsubscribe {
  return startListening(
    onEvents(['customer:changed', 'invoice:changed'], (_event, { dispatch, getState }) => {
      if (hasLoaded(customersApi, getState(), 'getCustomers'))
        dispatch(customersApi.util.invalidateTags(['Customers']));
    }),
  );
}
