// The calls of the first bundle (see contract.ts for why addresses, not contracts).
import * as authAddresses from '../../shared/calls/addresses/auth';
import * as eventsAddresses from '../../shared/calls/addresses/events';
import * as settingsAddresses from '../../shared/calls/addresses/settings';
import type * as auth from '../../shared/calls/auth';
import type * as events from '../../shared/calls/events';
import type * as settings from '../../shared/calls/settings';
import { callRef, callRefs } from './contract';

export const calls = {
  getSettings: callRef<typeof settings.getSettings>(settingsAddresses.getSettings),
  ...callRefs<typeof auth>(authAddresses),
  ...callRefs<typeof events>(eventsAddresses),
} as const;
