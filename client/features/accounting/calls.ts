// The accounting calls, from their addresses in shared/calls/addresses/accounting.ts.
import type * as accounting from '../../../shared/calls/accounting';
import * as accountingAddresses from '../../../shared/calls/addresses/accounting';
import { callRefs } from '../../api/contract';

export const accountingCalls = {
  ...callRefs<typeof accounting>(accountingAddresses),
} as const;
