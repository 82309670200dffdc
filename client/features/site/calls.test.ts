// Each public-site call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as site from '../../../shared/calls/publicSite';
import { siteCalls } from './calls';

const contracts = {
  requestCoachingSession: site.requestCoachingSession,
  sendContact: site.sendContact,
  getFreeLessons: site.getFreeLessons,
  getFreeLesson: site.getFreeLesson,
  getResources: site.getResources,
  saveResource: site.saveResource,
  removeResource: site.removeResource,
} as const;

describe('public site call references', () => {
  it.each(Object.entries(siteCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
