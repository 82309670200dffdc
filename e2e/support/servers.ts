// The two servers the journeys run against: the default `academy` site and the `teams` variant.
// npm test picks two free ports, so that two runs on one machine never meet.
export const ACADEMY_PORT = Number(process.env.TONIC_E2E_PORT ?? 4310);
export const TEAMS_PORT = Number(process.env.TONIC_E2E_TEAMS_PORT ?? ACADEMY_PORT + 1);
export const ACADEMY_URL = `http://127.0.0.1:${ACADEMY_PORT}`;
export const TEAMS_URL = `http://127.0.0.1:${TEAMS_PORT}`;
/** The analytics script the academy server is configured with in the journeys (it does not exist). */
export const E2E_ANALYTICS_PATH = '/e2e-analytics.js';
