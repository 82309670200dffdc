// The survey calls, from their addresses in shared/calls/addresses/surveys.ts.
import * as surveysAddresses from '../../../shared/calls/addresses/surveys';
import type * as surveys from '../../../shared/calls/surveys';
import { callRefs } from '../../api/contract';

export const surveyCalls = {
  ...callRefs<typeof surveys>(surveysAddresses),
} as const;
