// `npm run bench:first-load`: a signed-in person opening Tonic's main pages in a fresh Chromium
// tab, against the built client served by a real server with the demo data. For each page: the
// distinct requests it takes, and the time from navigation to the page's heading on screen
// (time to content), the median of several loads. Writes the "first-load" section of
// docs/performance.md (unless --no-write).
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { REPO_ROOT, stopAllChildren } from './children';
import { launchChromium, signInDemo, startDemoSite } from './demoSite';
import { loadAverage, machineLines, writePerformanceDoc } from './docs';
import { median } from './stats';

const PAGES = [
  { path: '/MyCourses', email: 'student@tonic.test' },
  { path: '/course/1', email: 'student@tonic.test' },
  { path: '/MyProfile', email: 'student@tonic.test' },
  { path: '/my-students', email: 'coach@tonic.test' },
] as const;
interface Load {
  requests: number;
  contentMs: number;
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
  const loadAtStart = loadAverage();
  const site = await startDemoSite(path.join(REPO_ROOT, 'dist', 'client'));
  const server = site.server;
  const browser = await launchChromium();
  const rows: string[] = [];
  try {
    for (const { path: pagePath, email } of PAGES) {
      const token = await signInDemo(server.url, email);
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
    site.removeData();
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
