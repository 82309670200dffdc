// The journeys' `test`: Playwright's, with pages in browser contexts of their own that close when
// the test ends, so that nobody stays online, and no page keeps working, into later journeys.
// `openAs` starts signed in, for a demo account (the session e2e/auth.setup.ts saved) or for a
// person a factory made (their own session); `openPage` is anyone else's browser (a visitor's, or
// one whose options carry a session). A session in the options is put in place by init script
// (support/storage.ts), as Playwright's storageState option would put it, without its extra page.
import { type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import type { AccountName } from './accounts';
import { type Person, sessionState } from './factories';
import { sessionFile, siteOf, siteUrl } from './servers';
import { newContext } from './storage';

export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;
export type OpenAs = (who: AccountName | Person, options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ openPage: OpenPage; openAs: OpenAs }>({
  openPage: async ({ browser }, use) => {
    const opened: Page[] = [];
    await use(async (options = {}) => {
      const page = await (await newContext(browser, options)).newPage();
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
  openAs: async ({ openPage, baseURL }, use) => {
    await use((who, options = {}) =>
      typeof who === 'string'
        ? openPage({ ...options, storageState: sessionFile(siteOf(options.baseURL ?? baseURL), who) })
        : openPage({ ...options, baseURL: siteUrl(who.site), storageState: sessionState(who) }),
    );
  },
});

export { expect } from '@playwright/test';
