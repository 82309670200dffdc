// `npm run bench:first-load`: a signed-in person opening Tonic's main pages in a fresh Chromium
// tab, against the built client served by a real server with the demo data. For each page: the
// distinct requests it takes, and the time from navigation to the page's heading on screen
// (time to content), the median of several loads. Writes the "first-load" section of
// docs/performance.md (unless --no-write).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { freePort, REPO_ROOT, startChild, stopAllChildren } from './children';
import { loadAverage, machineLines, writePerformanceDoc } from './docs';
import { median } from './stats';

const PAGES = [
  { path: '/MyCourses', email: 'student@tonic.test' },
  { path: '/course/1', email: 'student@tonic.test' },
  { path: '/MyProfile', email: 'student@tonic.test' },
  { path: '/my-students', email: 'coach@tonic.test' },
] as const;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Load {
  requests: number;
  contentMs: number;
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/backend/login.php`, {
    method: 'POST',
    body: new URLSearchParams({
      req: 'sign_in',
      data: JSON.stringify({ Email: email, Password: DEMO_PASSWORD }),
    }),
  });
  const reply = (await res.json()) as { data?: { token: string } };
  if (!reply.data) throw new Error(`sign-in failed for ${email}`);
  return reply.data.token;
}

/** One load in a fresh profile that already holds the session, as after an earlier visit. */
async function loadOnce(browser: Browser, url: string, pagePath: string, token: string): Promise<Load> {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript((stored) => {
    localStorage.setItem('user-token', stored);
    localStorage.setItem('cookie_consent', 'declined');
  }, token);
  const page = await context.newPage();
  const requests = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'websocket')
      requests.add(
        `${request.method()} ${request.url().replace(/[?&]t=\d+$/, '')} ${request.postData() ?? ''}`,
      );
  });
  const started = performance.now();
  await page.goto(pagePath);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const contentMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { requests: requests.size, contentMs };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { reps: { type: 'string', default: '5' }, 'no-write': { type: 'boolean', default: false } },
  });
  const reps = Number(values.reps);
  if (!Number.isInteger(reps) || reps < 1 || reps > 20)
    throw new Error('--reps is a whole number from 1 to 20');
  const staticDir = path.join(REPO_ROOT, 'dist', 'client');
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error('No built client in dist/client: run `npm run build` first');
  const loadAtStart = loadAverage();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-first-load-'));
  const port = await freePort();
  const server = await startChild({
    name: 'Tonic',
    script: 'server/main.ts',
    port,
    readyPath: '/healthz',
    fileLimit: 4096,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      TONIC_SEED: 'demo',
      // A measurement on throwaway data, signed in as the demo accounts.
      TONIC_ALLOW_DEMO_ACCOUNTS: 'true',
      TONIC_DATA_DIR: dataDir,
      TONIC_STATIC_DIR: staticDir,
      TONIC_LOG_LEVEL: 'warn',
      TONIC_LOGIN_RATE_LIMIT: '1000',
      TONIC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: string[] = [];
  try {
    for (const { path: pagePath, email } of PAGES) {
      const token = await signIn(server.url, email);
      await loadOnce(browser, server.url, pagePath, token); // warm the server's caches, not measured
      const loads: Load[] = [];
      for (let rep = 0; rep < reps; rep++) loads.push(await loadOnce(browser, server.url, pagePath, token));
      const requests = Math.max(...loads.map((l) => l.requests));
      const content = median(loads.map((l) => l.contentMs));
      process.stderr.write(`${pagePath}: ${requests} requests, ${content.toFixed(0)} ms to content\n`);
      rows.push(
        `| ${pagePath} | ${requests} | ${content.toFixed(0)} ms | ≤ 30, ≤ 1,000 ms | ${requests <= 30 && content <= 1000 ? 'yes' : '**NO**'} |`,
      );
    }
  } finally {
    await browser.close();
    await stopAllChildren();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const table = [
    '| page | requests (most of the loads) | time to content (median) | target | met? |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(table);
  if (!values['no-write']) {
    const body = [
      ...machineLines(loadAtStart),
      `- Run: a signed-in student (the coach for /my-students), a fresh tab each load, ${reps} loads per page after one unmeasured; the built client from dist/client on 127.0.0.1`,
      '- Requests: distinct requests until the network is idle (documents, chunks, styles, calls; not the socket). Time to content: from navigation to the page heading on screen.',
      '',
      table,
    ].join('\n');
    process.stderr.write(`Wrote ${path.relative(process.cwd(), writePerformanceDoc('first-load', body))}\n`);
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await stopAllChildren();
    process.exit(1);
  },
);
