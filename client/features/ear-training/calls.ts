// The ear-training call (ear_training.php); calls.test.ts checks it against shared/calls/publicSite.ts.
import type * as site from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const earTrainingCalls = {
  completeRound: callRef<typeof site.completeEarTrainingRound>('ear_training.php', 'complete_round'),
} as const;
