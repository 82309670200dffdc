// The ear-training call (a public-site contract, shared/calls/publicSite.ts).
import * as siteAddresses from '../../../shared/calls/addresses/publicSite';
import type * as site from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const earTrainingCalls = {
  completeRound: callRef<typeof site.completeEarTrainingRound>(siteAddresses.completeEarTrainingRound),
} as const;
