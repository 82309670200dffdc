// The calls of the first bundle (see contract.ts for why addresses, not contracts). One reference
// each, not callRefs: a whole address module passed as a value would ship as a namespace object.
import * as authAddresses from '../../shared/calls/addresses/auth';
import * as eventsAddresses from '../../shared/calls/addresses/events';
import * as settingsAddresses from '../../shared/calls/addresses/settings';
import type * as auth from '../../shared/calls/auth';
import type * as events from '../../shared/calls/events';
import type * as settings from '../../shared/calls/settings';
import { callRef } from './contract';

export const calls = {
  getSettings: callRef<typeof settings.getSettings>(settingsAddresses.getSettings),
  signIn: callRef<typeof auth.signIn>(authAddresses.signIn),
  signOut: callRef<typeof auth.signOut>(authAddresses.signOut),
  authUser: callRef<typeof auth.authUser>(authAddresses.authUser),
  getEvents: callRef<typeof events.getEvents>(eventsAddresses.getEvents),
} as const;
