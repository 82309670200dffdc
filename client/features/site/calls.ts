// The public site's calls (booking, contact, free lessons, resources), contracts in
// shared/calls/publicSite.ts.
import * as siteAddresses from '../../../shared/calls/addresses/publicSite';
import type * as site from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const siteCalls = {
  requestCoachingSession: callRef<typeof site.requestCoachingSession>(siteAddresses.requestCoachingSession),
  sendContact: callRef<typeof site.sendContact>(siteAddresses.sendContact),
  getFreeLessons: callRef<typeof site.getFreeLessons>(siteAddresses.getFreeLessons),
  getFreeLesson: callRef<typeof site.getFreeLesson>(siteAddresses.getFreeLesson),
  getResources: callRef<typeof site.getResources>(siteAddresses.getResources),
  saveResource: callRef<typeof site.saveResource>(siteAddresses.saveResource),
  removeResource: callRef<typeof site.removeResource>(siteAddresses.removeResource),
} as const;
