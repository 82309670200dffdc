// The events the invoices follow: `invoice:changed` refetches the list and open invoices (a credit
// note changes the invoice it credits too, so any change may concern an open one); the buyer's own
// invoices follow their changes and courses granted by a purchase.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { InvoicesApi } from './invoicesApi';

export function startInvoicesRealtime(
  startListening: AppStartListening,
  invoicesApi: InvoicesApi,
): Unsubscribe {
  return startListening(
    onEvents(['invoice:changed', 'course:access'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = invoicesApi.util;
      if (hasLoaded(invoicesApi, state, 'getMyInvoices')) dispatch(invalidateTags(['MyInvoices']));
      if (event.type !== 'invoice:changed') return;
      if (hasLoaded(invoicesApi, state, 'getInvoices'))
        dispatch(invalidateTags([{ type: 'Invoices', id: 'LIST' }]));
      if (event.payload.Status === 'removed') return;
      const open = loadedArgs(invoicesApi, state, 'getInvoice');
      if (open.length > 0) dispatch(invalidateTags(open.map((id) => ({ type: 'Invoices' as const, id }))));
    }),
  );
}
