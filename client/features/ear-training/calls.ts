// The ear-training calls: the public site's XP call for a visitor-era round, and the adaptive
// rounds of shared/calls/earTraining.ts.
import * as earAddresses from '../../../shared/calls/addresses/earTraining';
import * as siteAddresses from '../../../shared/calls/addresses/publicSite';
import type * as ear from '../../../shared/calls/earTraining';
import type * as site from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const earTrainingCalls = {
  completeRound: callRef<typeof site.completeEarTrainingRound>(siteAddresses.completeEarTrainingRound),
  getNextRound: callRef<typeof ear.getNextRound>(earAddresses.getNextRound),
  saveAnswers: callRef<typeof ear.saveAnswers>(earAddresses.saveAnswers),
  getItemStates: callRef<typeof ear.getItemStates>(earAddresses.getItemStates),
  getTrend: callRef<typeof ear.getTrend>(earAddresses.getTrend),
} as const;
