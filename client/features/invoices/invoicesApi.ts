// Invoices (invoices.php), injected into the one api. Open lists and invoices follow
// `invoice:changed` (a payment recorded elsewhere shows at once); sending, paying and crediting
// post journal entries, so the books refetch too. One's own invoices follow `course:access`,
// which a paid invoice brings.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as invoices from '../../../shared/calls/invoices';
import type {
  InvoiceDetail,
  InvoiceLine,
  InvoiceStatus,
  InvoiceSummary,
} from '../../../shared/calls/invoices';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { invoiceCalls } from './calls';

export type { InvoiceDetail, InvoiceLine, InvoiceStatus, InvoiceSummary };
export type InvoiceQuery = CallInput<typeof invoices.getInvoices>;
export type InvoicePage = Omit<CallReply<typeof invoices.getInvoices>, 'status' | 'datetime'>;
export type InvoiceInput = CallInput<typeof invoices.saveInvoice>;
export type PaymentInput = CallInput<typeof invoices.recordPayment>;
export type OrderInput = CallInput<typeof invoices.submitOrder>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Invoices', 'MyInvoices', 'Books', 'Customers'] });

const LIST = { type: 'Invoices', id: 'LIST' } as const;

/** What a change to one invoice makes stale: the lists, the invoice and the books. */
function changed(id: number | undefined) {
  return [LIST, 'Books' as const, 'Customers' as const, ...(id ? [{ type: 'Invoices' as const, id }] : [])];
}

export const invoicesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicePage, InvoiceQuery>({
      query: (input) => fromContract(invoiceCalls.getInvoices).query(input),
      transformResponse: (reply: CallReply<typeof invoices.getInvoices>) => ({
        data: reply.data,
        pagination: reply.pagination,
      }),
      providesTags: [LIST],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (Id) => fromContract(invoiceCalls.getInvoice).query({ Id }),
      transformResponse: (reply: CallReply<typeof invoices.getInvoice>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Invoices', id }],
    }),
    saveInvoice: build.mutation<InvoiceDetail, InvoiceInput>({
      query: (input) => fromContract(invoiceCalls.saveInvoice).query(input),
      transformResponse: (reply: CallReply<typeof invoices.saveInvoice>) => reply.data,
      invalidatesTags: (r) => changed(r?.Id),
    }),
    removeInvoice: build.mutation<{ Id: number }, number>({
      query: (Id) => fromContract(invoiceCalls.removeInvoice).query({ Id }),
      transformResponse: (reply: CallReply<typeof invoices.removeInvoice>) => reply.data,
      // The removed draft's own entry is not refetched: it no longer exists.
      invalidatesTags: [LIST, 'Customers'],
    }),
    sendInvoice: build.mutation<InvoiceDetail, number>({
      query: (Id) => fromContract(invoiceCalls.sendInvoice).query({ Id }),
      transformResponse: (reply: CallReply<typeof invoices.sendInvoice>) => reply.data,
      invalidatesTags: (r) => changed(r?.Id),
    }),
    recordPayment: build.mutation<InvoiceDetail, PaymentInput>({
      query: (input) => fromContract(invoiceCalls.recordPayment).query(input),
      transformResponse: (reply: CallReply<typeof invoices.recordPayment>) => reply.data,
      invalidatesTags: (r) => changed(r?.Id),
    }),
    creditInvoice: build.mutation<InvoiceDetail, number>({
      query: (Id) => fromContract(invoiceCalls.creditInvoice).query({ Id }),
      transformResponse: (reply: CallReply<typeof invoices.creditInvoice>) => reply.data,
      invalidatesTags: (r, _e, id) => [
        ...changed(id),
        ...(r ? [{ type: 'Invoices' as const, id: r.Id }] : []),
      ],
    }),
    submitOrder: build.mutation<InvoiceSummary, OrderInput>({
      query: (input) => fromContract(invoiceCalls.submitOrder).query(input),
      transformResponse: (reply: CallReply<typeof invoices.submitOrder>) => reply.data,
      invalidatesTags: ['MyInvoices'],
    }),
    getMyInvoices: build.query<InvoiceSummary[], void>({
      query: () => fromContract(invoiceCalls.getMyInvoices).query({}),
      transformResponse: (reply: CallReply<typeof invoices.getMyInvoices>) => reply.data,
      providesTags: ['MyInvoices'],
    }),
  }),
});

export type InvoicesApi = typeof invoicesApi;

// The events the invoices follow: `invoice:changed` refetches the list and open invoices (a credit
// note changes the invoice it credits too, so any change may concern an open one); the buyer's own
// invoices follow their changes and courses granted by a purchase.
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

startInvoicesRealtime(startAppListening, invoicesApi);

declareFreshness(invoicesApi, {
  getInvoices: ['invoice:changed'],
  getInvoice: ['invoice:changed'],
  getMyInvoices: ['invoice:changed', 'course:access'],
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useSaveInvoiceMutation,
  useRemoveInvoiceMutation,
  useSendInvoiceMutation,
  useRecordPaymentMutation,
  useCreditInvoiceMutation,
  useSubmitOrderMutation,
  useGetMyInvoicesQuery,
} = invoicesApi;
