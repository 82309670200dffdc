// The schedule calls, from their addresses in shared/calls/addresses/schedule.ts.
import * as scheduleAddresses from '../../../shared/calls/addresses/schedule';
import type * as schedule from '../../../shared/calls/schedule';
import { callRefs } from '../../api/contract';

export const scheduleCalls = {
  ...callRefs<typeof schedule>(scheduleAddresses),
} as const;
