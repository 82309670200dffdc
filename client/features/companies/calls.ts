// The company and plan calls, from their addresses in shared/calls/addresses/companies.ts.
import * as companiesAddresses from '../../../shared/calls/addresses/companies';
import type * as companies from '../../../shared/calls/companies';
import { callRefs } from '../../api/contract';

export const companyCalls = {
  ...callRefs<typeof companies>(companiesAddresses),
} as const;
