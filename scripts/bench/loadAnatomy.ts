// Where a signed-in first load's time goes, in a fresh Chromium context as each journey opens one:
// the main thread's self time by trace event (Chromium's own tracing: script, compile, style,
// layout, IPC), averaged over several loads, and the React commits of one load (how many, the
// components each rendered, the top of each rendered subtree). --thread browser reads the
// browser process's main thread instead of the page's. Component names are minified in the
// production build: build one without minifying for them (`npx vite build --minify false
// --outDir /tmp/tonic-plain`) and pass --static /tmp/tonic-plain. Prints; writes nothing.
//   npx tsx scripts/bench/loadAnatomy.ts [--page /MyCourses] [--email admin@tonic.test] [--reps 4]
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { REPO_ROOT, stopAllChildren } from './children';
import { launchChromium, signInDemo, startDemoSite } from './demoSite';

const TRACE_CATEGORIES = [
  'toplevel',
  'blink',
  'loading',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
];
const THREADS = { renderer: 'CrRendererMain', browser: 'CrBrowserMain' } as const;
const TOP = 25;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; src_file?: string; src_func?: string };
}

interface Commit {
  atMs: number;
  rendered: number;
  byName: Record<string, number>;
  tops: string[];
}

/** Self time (ms) by event name, with where a task was posted from, on one thread's events. */
function selfTimes(events: TraceEvent[], threadName: string): Map<string, number> {
  const threads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === threadName)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.pid - b.pid || a.tid - b.tid || a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: TraceEvent[] = [];
  const add = (e: TraceEvent, us: number) => {
    const from = e.args?.src_func ? ` (${e.args.src_file}:${e.args.src_func})` : '';
    const key = `${e.name}${from}`;
    totals.set(key, (totals.get(key) ?? 0) + us / 1000);
  };
  for (const e of spans) {
    while (open.length) {
      const top = open[open.length - 1] as TraceEvent;
      if (top.pid === e.pid && top.tid === e.tid && top.ts + (top.dur ?? 0) > e.ts) break;
      open.pop();
    }
    const parent = open[open.length - 1];
    if (parent) add(parent, -(e.dur ?? 0));
    add(e, e.dur ?? 0);
    open.push(e);
  }
  return totals;
}

async function loadOnce(
  browser: Browser,
  url: string,
  page: string,
  token: string,
): Promise<{ trace: TraceEvent[]; commits: Commit[] }> {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript((stored) => {
    localStorage.setItem('user-token', stored);
    localStorage.setItem('cookie_consent', 'declined');
  }, token);
  await context.addInitScript({ path: path.join(REPO_ROOT, 'scripts/bench/reactCommits.js') });
  const tab = await context.newPage();
  await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
  await tab.goto(page);
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  await tab.waitForLoadState('networkidle');
  const buffer = await browser.stopTracing();
  const commits = await tab.evaluate(
    () => (window as unknown as { __tonicCommits: Commit[] }).__tonicCommits,
  );
  await context.close();
  return { trace: (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents, commits };
}

function printCommits(commits: Commit[]): void {
  const renders = commits.reduce((sum, c) => sum + c.rendered, 0);
  console.log(`\nReact: ${commits.length} commits, ${renders} component renders (the last load)`);
  for (const c of commits) {
    const most = Object.entries(c.byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(`  ${String(c.atMs).padStart(6)} ms  ${String(c.rendered).padStart(4)} rendered  ${most}`);
    for (const top of c.tops) console.log(`           from ${top}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: '/MyCourses' },
      email: { type: 'string', default: 'admin@tonic.test' },
      reps: { type: 'string', default: '4' },
      thread: { type: 'string', default: 'renderer' },
      static: { type: 'string', default: path.join(REPO_ROOT, 'dist', 'client') },
    },
  });
  const reps = Number(values.reps);
  const thread = THREADS[values.thread as keyof typeof THREADS];
  if (!thread) throw new Error('--thread is renderer or browser');
  if (!Number.isInteger(reps) || reps < 1) throw new Error('--reps is a whole number from 1');
  const site = await startDemoSite(values.static);
  const server = site.server;
  const browser = await launchChromium();
  try {
    const token = await signInDemo(server.url, values.email);
    await loadOnce(browser, server.url, values.page, token); // warms the server; not counted
    const totals = new Map<string, number>();
    let last: Commit[] = [];
    for (let rep = 0; rep < reps; rep++) {
      const { trace, commits } = await loadOnce(browser, server.url, values.page, token);
      for (const [key, ms] of selfTimes(trace, thread)) totals.set(key, (totals.get(key) ?? 0) + ms);
      last = commits;
    }
    const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(
      `${values.page}: ${thread}, self time per load (mean of ${reps}), ${(all / reps).toFixed(0)} ms in all`,
    );
    for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / reps).toFixed(1).padStart(8)} ms  ${key}`);
    printCommits(last);
  } finally {
    await browser.close();
    await stopAllChildren();
    site.removeData();
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
