// The two servers the journeys run against: the default `academy` site and the `teams` variant.
// npm test picks two free ports, so that two runs on one machine never meet.
import path from 'node:path';

export const ACADEMY_PORT = Number(process.env.TONIC_E2E_PORT ?? 4310);
export const TEAMS_PORT = Number(process.env.TONIC_E2E_TEAMS_PORT ?? ACADEMY_PORT + 1);
export const ACADEMY_URL = `http://127.0.0.1:${ACADEMY_PORT}`;
export const TEAMS_URL = `http://127.0.0.1:${TEAMS_PORT}`;
/** The analytics script the academy server is configured with in the journeys (it does not exist). */
export const E2E_ANALYTICS_PATH = '/e2e-analytics.js';

export type Site = 'academy' | 'teams';

export function siteUrl(site: Site): string {
  return site === 'teams' ? TEAMS_URL : ACADEMY_URL;
}

/** The site a base URL belongs to (the academy's unless it is the teams server's). */
export function siteOf(baseURL: string | undefined): Site {
  return baseURL && new URL(baseURL).port === String(TEAMS_PORT) ? 'teams' : 'academy';
}

/** The run's data folder (made in playwright.config.ts, removed by teardown.ts). */
function dataDir(): string {
  const dir = process.env.TONIC_E2E_DATA_DIR;
  if (!dir) throw new Error('TONIC_E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

/** Where a site's server writes its mail without SMTP (one .eml file per mail). */
export function mailDir(site: Site): string {
  return path.join(dataDir(), site, 'mail');
}

/** The browser state a demo account's sign-in left (e2e/auth.setup.ts writes it). */
export function sessionFile(site: Site, account: string): string {
  return path.join(dataDir(), 'sessions', `${site}-${account}.json`);
}
