// The habit calls this feature makes (see api/contract.ts for why addresses, not contracts).
import * as habitAddresses from '../../../shared/calls/addresses/habits';
import type * as habits from '../../../shared/calls/habits';
import { callRefs } from '../../api/contract';

export const habitCalls = callRefs<typeof habits>(habitAddresses);
