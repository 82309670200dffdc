// A browser context that starts with a saved storage state (a demo account's or a person's session),
// as Playwright's `storageState` option would start it, at a fraction of the cost: that option
// opens a page of its own and loads every origin in it to write localStorage, about 0.4 s of
// Chromium's CPU per context (docs/decisions.md). Here the context gets the cookies directly and,
// for each origin, a marker cookie and an init script: the first document of that origin, before
// any of its own scripts, writes the origin's values and removes the marker, so the values are
// written once per context, as the option writes them; what the app or the test changes later
// (a sign-out, a new token, a second tab) is never undone.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The marker's name: cookies belong to a host, not a port, so each origin has its own. */
function markerOf(origin: string): string {
  return `tonic-e2e-seed-${new URL(origin).port || 'default'}`;
}

/** Puts a storage state (an object or its file) into a context before its first page opens. */
export async function seedStorage(
  context: BrowserContext,
  stateOrFile: StorageState | string,
): Promise<void> {
  const state: StorageState =
    typeof stateOrFile === 'string' ? JSON.parse(readFileSync(stateOrFile, 'utf8')) : stateOrFile;
  if (state.cookies.length) await context.addCookies(state.cookies);
  const origins = state.origins.filter((entry) => entry.localStorage.length);
  if (!origins.length) return;
  await context.addCookies(
    origins.map(({ origin }) => ({ name: markerOf(origin), value: '1', url: origin })),
  );
  await context.addInitScript(
    (seeds) => {
      // Opaque origins (about:blank, data:) never match, and their cookies are never read.
      const seed = seeds.find((entry) => entry.origin === location.origin);
      if (!seed || !document.cookie.split('; ').includes(`${seed.marker}=1`)) return;
      for (const { name, value } of seed.items) localStorage.setItem(name, value);
      // biome-ignore lint/suspicious/noDocumentCookie: removed at once; the Cookie Store API is asynchronous
      document.cookie = `${seed.marker}=; Max-Age=0; Path=/`;
    },
    origins.map(({ origin, localStorage }) => ({ origin, marker: markerOf(origin), items: localStorage })),
  );
}

/** A new context of `browser` with `options`, its `storageState` put in place by seedStorage. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { storageState, ...rest } = options;
  const context = await browser.newContext(rest);
  if (storageState) await seedStorage(context, storageState);
  return context;
}
