// Customers (customers.php), injected into the one api. Lists follow `customer:changed`, so a
// customer another admin saves or removes shows at once.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as customers from '../../../shared/calls/customers';
import type { CustomerRow } from '../../../shared/calls/customers';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { customerCalls } from './calls';

export type { CustomerRow };
export type CustomerInput = CallInput<typeof customers.saveCustomer>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Customers'] });

export const customersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerRow[], string | undefined>({
      query: (Search) => fromContract(customerCalls.getCustomers).query(Search ? { Search } : {}),
      transformResponse: (reply: CallReply<typeof customers.getCustomers>) => reply.data,
      providesTags: ['Customers'],
    }),
    getCustomer: build.query<CustomerRow, number>({
      query: (Id) => fromContract(customerCalls.getCustomer).query({ Id }),
      transformResponse: (reply: CallReply<typeof customers.getCustomer>) => reply.data,
      providesTags: ['Customers'],
    }),
    saveCustomer: build.mutation<CustomerRow, CustomerInput>({
      query: (input) => fromContract(customerCalls.saveCustomer).query(input),
      transformResponse: (reply: CallReply<typeof customers.saveCustomer>) => reply.data,
      invalidatesTags: ['Customers'],
    }),
    removeCustomer: build.mutation<{ Id: number }, number>({
      query: (Id) => fromContract(customerCalls.removeCustomer).query({ Id }),
      transformResponse: (reply: CallReply<typeof customers.removeCustomer>) => reply.data,
      invalidatesTags: ['Customers'],
    }),
  }),
});

export type CustomersApi = typeof customersApi;

// The events the customer lists follow: a changed customer or invoice refetches them.
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

startCustomersRealtime(startAppListening, customersApi);

declareFreshness(customersApi, {
  getCustomers: ['customer:changed', 'invoice:changed'],
  getCustomer: ['customer:changed', 'invoice:changed'],
});

export const {
  useGetCustomersQuery,
  useGetCustomerQuery,
  useSaveCustomerMutation,
  useRemoveCustomerMutation,
} = customersApi;
