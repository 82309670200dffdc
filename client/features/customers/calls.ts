// The customer calls, from their addresses in shared/calls/addresses/customers.ts.
import * as customersAddresses from '../../../shared/calls/addresses/customers';
import type * as customers from '../../../shared/calls/customers';
import { callRefs } from '../../api/contract';

export const customerCalls = {
  ...callRefs<typeof customers>(customersAddresses),
} as const;
