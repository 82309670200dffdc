// The statistics and operations console calls, from shared/calls/addresses/statistics.ts.
import * as statisticsAddresses from '../../../shared/calls/addresses/statistics';
import type * as statistics from '../../../shared/calls/statistics';
import { callRefs } from '../../api/contract';

export const statisticsCalls = {
  ...callRefs<typeof statistics>(statisticsAddresses),
} as const;
