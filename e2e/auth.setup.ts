// Before the journeys: each demo account signs in once per site through the real sign-in call (the
// one the form makes), and the browser state the app keeps after a sign-in (SPEC §3: user-token,
// user_type, avatar) is saved for the journeys to start from (support/test.ts, openAs). The
// journeys about signing in use the form themselves.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import * as auth from '../shared/calls/auth';
import { ACCOUNTS, type AccountName, PASSWORD } from './support/accounts';
import { call } from './support/api';
import { sessionStateAt } from './support/factories';
import { type Site, sessionFile, siteUrl } from './support/servers';

for (const site of ['academy', 'teams'] as const satisfies readonly Site[]) {
  setup(`the demo accounts sign in on the ${site} site`, async () => {
    for (const account of Object.keys(ACCOUNTS) as AccountName[]) {
      const { email, name } = ACCOUNTS[account];
      const { data: user } = await call(site, auth.signIn, { Email: email, Password: PASSWORD });
      expect(`${user.FirstName} ${user.LastName}`).toBe(name);
      const state = sessionStateAt(siteUrl(site), user.token, user.UserType, user.Avatar ?? null);
      const file = sessionFile(site, account);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(state));
    }
  });
}
