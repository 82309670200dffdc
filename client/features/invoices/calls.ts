// The invoice calls, from their addresses in shared/calls/addresses/invoices.ts.
import * as invoicesAddresses from '../../../shared/calls/addresses/invoices';
import type * as invoices from '../../../shared/calls/invoices';
import { callRefs } from '../../api/contract';

export const invoiceCalls = {
  ...callRefs<typeof invoices>(invoicesAddresses),
} as const;
