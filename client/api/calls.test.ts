// Each client call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as auth from '../../shared/calls/auth';
import * as events from '../../shared/calls/events';
import * as settings from '../../shared/calls/settings';
import { calls } from './calls';

const contracts = {
  getSettings: settings.getSettings,
  signIn: auth.signIn,
  signOut: auth.signOut,
  authUser: auth.authUser,
  register: auth.register,
  verifyEmail: auth.verifyEmail,
  requestReset: auth.requestReset,
  resetPassword: auth.resetPassword,
  getEvents: events.getEvents,
} as const;

describe('call references', () => {
  for (const [name, ref] of Object.entries(calls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
