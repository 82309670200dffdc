// Browser journeys against the real server's production bundle serving the built client (npm test
// builds dist/client and dist/server first). Each run gets fresh data folders seeded with the demo
// accounts: one server for the default `academy` site, one for the `teams` variant. The `setup`
// project signs the demo accounts in once (e2e/auth.setup.ts); the journeys then run on three
// workers, each making the people and courses it changes (e2e/support/factories.ts), so none waits
// on or disturbs another.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ACADEMY_PORT, ACADEMY_URL, E2E_ANALYTICS_PATH, TEAMS_PORT, TEAMS_URL } from './e2e/support/servers';

// The config is loaded again in each worker; the env var makes them all share the first folder.
process.env.TONIC_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tonic-e2e-'));
const DATA_DIR = process.env.TONIC_E2E_DATA_DIR;

function server(site: 'academy' | 'teams', port: number, url: string) {
  return {
    // The production bundle `npm run build` made (as an operator runs it), not TypeScript via tsx.
    command: 'node --enable-source-maps dist/server/main.mjs',
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TONIC_SITE: site,
      TONIC_DATA_DIR: join(DATA_DIR, site),
      TONIC_SEED: 'demo',
      // A separate build folder lets parallel work build and test without touching each other.
      TONIC_STATIC_DIR: process.env.TONIC_BUILD_DIR ?? 'dist/client',
      TONIC_ORIGINS: url,
      TONIC_PUBLIC_URL: url,
      TONIC_LOGIN_RATE_LIMIT: '1000',
      // The factories' calls say through X-Forwarded-For which person's machine they come from,
      // so the per-address limits (registration: 10 a minute) count each person apart.
      TONIC_TRUST_PROXY: 'loopback',
      TONIC_LOG_LEVEL: 'warn',
      // A same-origin address that answers 404: the cookie journey watches whether it is requested.
      ...(site === 'academy' ? { TONIC_ANALYTICS_URL: `${url}${E2E_ANALYTICS_PATH}` } : {}),
      // An external store configured by the operator (no default since the head may set one).
      ...(site === 'academy' ? { TONIC_WEBSHOP_URL: 'https://shop.tonic.test' } : {}),
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Three: on two cores the journeys' waits (round trips, pushes, a page's idle moments) left
  // about a third of the CPU idle with two (docs/decisions.md).
  workers: 3,
  retries: 0,
  // Tests of one file run side by side too; a file whose tests must follow each other says so.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Upper bounds, not waits: every step waits for a state. They are wide enough for the longest
  // journeys (two people, two sign-ins, a course) while another full run shares the two cores.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalTeardown: './e2e/support/teardown.ts',
  use: {
    baseURL: ACADEMY_URL,
    browserName: 'chromium',
    locale: 'en-US',
    colorScheme: 'light',
    // A failed test keeps its trace: every action with its call log and timing, console and errors
    // (and Playwright's error-context.md holds the page's accessibility tree at the failure); the
    // network is recorded only with DOM snapshots.
    // Without the screencast: capturing and encoding every painted frame cost more CPU than the
    // journeys' pages. Without the DOM snapshot of every action: taken in every test and thrown
    // away on success, it was 5 to 7 % of the journeys' CPU (docs/decisions.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      // $CHROMIUM_PATH or /usr/bin/chromium, with Playwright's --disable-features and ours merged.
      executablePath: fileURLToPath(new URL('e2e/support/chromium.sh', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Each context is a window of its own, and each window loaded the address bar's two popups
        // (pages of Chromium's own UI, in a renderer of their own) that no journey opens: about a
        // fifth of the journeys' Chromium CPU (docs/decisions.md).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: 'auth.setup.ts' },
    // *.e2e.ts, not *.spec.ts: vitest would otherwise pick the journeys up as unit tests.
    { name: 'journeys', testMatch: '**/*.e2e.ts', dependencies: ['setup'] },
  ],
  webServer: [server('academy', ACADEMY_PORT, ACADEMY_URL), server('teams', TEAMS_PORT, TEAMS_URL)],
});
