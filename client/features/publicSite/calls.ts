// The public site's calls (booking, contact, free lessons, resources), contracts in
// shared/calls/publicSite.ts.
import * as publicSiteAddresses from '../../../shared/calls/addresses/publicSite';
import type * as publicSite from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const publicSiteCalls = {
  requestCoachingSession: callRef<typeof publicSite.requestCoachingSession>(
    publicSiteAddresses.requestCoachingSession,
  ),
  sendContact: callRef<typeof publicSite.sendContact>(publicSiteAddresses.sendContact),
  getFreeLessons: callRef<typeof publicSite.getFreeLessons>(publicSiteAddresses.getFreeLessons),
  getFreeLesson: callRef<typeof publicSite.getFreeLesson>(publicSiteAddresses.getFreeLesson),
  getResources: callRef<typeof publicSite.getResources>(publicSiteAddresses.getResources),
  saveResource: callRef<typeof publicSite.saveResource>(publicSiteAddresses.saveResource),
  removeResource: callRef<typeof publicSite.removeResource>(publicSiteAddresses.removeResource),
} as const;
