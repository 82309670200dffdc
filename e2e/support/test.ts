// The journeys' `test`: Playwright's, with `openAs`, a page in a browser context of its own that
// starts signed in, for a demo account (the session e2e/auth.setup.ts saved) or for a person a
// factory made (their own session). The contexts close when the test ends, so nobody stays
// online into the next journey.
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import type { AccountName } from './accounts';
import { type Person, sessionState } from './factories';
import { sessionFile, siteOf, siteUrl } from './servers';

export type OpenAs = (who: AccountName | Person, options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ openAs: OpenAs }>({
  openAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who, options = {}) => {
      const context =
        typeof who === 'string'
          ? await browser.newContext({
              ...options,
              storageState: sessionFile(siteOf(options.baseURL ?? baseURL), who),
            })
          : await browser.newContext({
              ...options,
              baseURL: siteUrl(who.site),
              storageState: sessionState(who),
            });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from '@playwright/test';
