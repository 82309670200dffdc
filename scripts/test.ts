// npm test: every test, in parts, each timed: the unit tests (client, shared and the server's pure
// logic), the integration tests on SQLite, the integration tests again on PostgreSQL (throwaway
// clusters from the installed binaries) with the two-node suite beside them (node processes on
// one PostgreSQL database, through each cluster adapter), and the browser journeys (Playwright
// in headless Chromium against the built app), which start when the first integration run ends.
// The unit run and the two integration runs go side by side, each printing its output as a whole
// when it ends. Without Chromium or PostgreSQL that part is skipped with a plain notice, except
// under CI=true where a missing one fails the run. Each part's time and the total are printed; the
// last line is the count: "Summary: N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TWO_NODE_FILES } from '../vitest.files';
import { findPgBinaries, freePort } from './pgCluster';
import { findRedisServer } from './redisServer';

const runStarted = performance.now();

/** statfs's type of a memory file system (tmpfs). */
const TMPFS = 0x01021994;
/** The room a run's temporary files need, with a wide margin: about 250 MB at their peak. */
const RUN_TMP_BYTES = 2 * 1024 ** 3;

/**
 * A folder of this run's own in /dev/shm when that is a memory file system with room to spare,
 * else null. Everything a run writes to its temporary folder (the test databases, the PostgreSQL
 * clusters, the test install, Chromium's profiles and the shared memory Playwright's Chromium
 * keeps in files) is thrown away at its end; on a disk, creating, writing and deleting it cost
 * the kernel about a tenth of the integration runs' time (docs/decisions.md). A TMPDIR the caller
 * gives is kept.
 */
function memoryTmpdir(): string | null {
  if (process.env.TMPDIR || !fs.existsSync('/dev/shm')) return null;
  removeAbandonedRunFolders();
  const shm = fs.statfsSync('/dev/shm');
  if (shm.type !== TMPFS || shm.bavail * shm.bsize < RUN_TMP_BYTES) return null;
  const dir = fs.mkdtempSync(`/dev/shm/tonic-run-${process.pid}-`);
  // Others may pass through, as through /tmp (a cluster started by root runs as the `postgres`
  // user, in a folder of its own), but not list it.
  fs.chmodSync(dir, 0o711);
  return dir;
}

/** Removes the folders of runs that ended without removing theirs (stopped by Ctrl+C, say). */
function removeAbandonedRunFolders(): void {
  for (const name of fs.readdirSync('/dev/shm')) {
    const pid = /^tonic-run-(\d+)-/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid)))
      fs.rmSync(path.join('/dev/shm', name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const runTmpdir = memoryTmpdir();
// Every process of the run, and os.tmpdir() in this one, read TMPDIR.
if (runTmpdir) process.env.TMPDIR = runTmpdir;

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-reports-'));
const passthrough = process.argv.slice(2);
let passed = 0;
let failed = 0;
let exitCode = 0;

/** Each part's name and time in seconds (null when it was skipped), with a note on how it ran. */
const times: { part: string; seconds: number | null; note?: string }[] = [];

/** A command with the terminal as its output; answers its exit status. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  return null;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The arguments of a Vitest run with a JSON report at `report`. */
function vitestArgs(report: string, args: string[]): string[] {
  return [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
    // Files named on the command line leave some parts without a file: not a failure.
    ...(passthrough.length > 0 ? ['--passWithNoTests'] : []),
    ...passthrough,
  ];
}

/** Adds a finished Vitest run's counts to the totals; answers its report. */
function counted(report: string, status: number): VitestReport | null {
  // Every part runs, whatever an earlier one answered: a run reports all of its failures.
  exitCode ||= status;
  if (!fs.existsSync(report)) {
    failed += 1;
    return null;
  }
  const counts = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  passed += counts.numPassedTests;
  failed += counts.numFailedTests;
  return counts;
}

/**
 * A Vitest run beside others: its output is kept and printed whole when it ends, so the parts'
 * lines do not interleave. Answers the report and the run's own time in seconds.
 */
function vitestBeside(
  name: string,
  args: string[],
): Promise<{ report: VitestReport | null; seconds: number }> {
  const report = path.join(reports, `${name}.json`);
  const started = performance.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn('npx', vitestArgs(report, args), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(Buffer.concat(output));
      resolve({ report: counted(report, code ?? 1), seconds });
    });
  });
}

/** Two free loopback ports for the journeys' two servers. */
async function distinctFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

const notices: string[] = [];

/** A part that could not run: its notice, and under CI=true (where it must run) a failure. */
function missingPart(...lines: string[]): void {
  notices.push(...lines);
  if (process.env.CI === 'true') {
    exitCode = 1;
    failed += 1;
  }
}

/** The browser journeys, after the client build; answers their time in seconds, null when skipped. */
async function runJourneys(): Promise<number | null> {
  const started = performance.now();
  const chromium = findChromium();
  if (!chromium) {
    missingPart(
      'The browser journeys did NOT run: no Chromium was found (CHROMIUM_PATH, /usr/bin/chromium).',
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH, then run npm test again.',
    );
  } else {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) {
      exitCode = 1;
      failed += 1;
    } else {
      const playwrightReport = path.join(reports, 'playwright.json');
      // Free ports of this run's own: another run beside it has its servers elsewhere.
      const [academyPort, teamsPort] = await distinctFreePorts();
      const status = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
        TONIC_E2E_PORT: String(academyPort),
        TONIC_E2E_TEAMS_PORT: String(teamsPort),
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      });
      exitCode ||= status;
      if (fs.existsSync(playwrightReport)) {
        const report = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number };
        };
        passed += report.stats.expected + report.stats.flaky;
        failed += report.stats.unexpected;
      } else {
        failed += 1;
      }
    }
  }
  return chromium ? (performance.now() - started) / 1000 : null;
}

// 1. Unit tests: the client, shared code and the server's pure logic, once, beside the start of
// the integration runs (their clusters and test installs are made meanwhile, leaving the cores
// free).
// 2, 3 and 4. The integration tests on SQLite, and on PostgreSQL with the two-node suite beside
// them (one run of vitest.pg.config.ts, projects `pg` and `two-node`: the two-node files, which
// mostly start node processes one after another, take the workers first while the clusters
// serve the rest). The SQLite run and the PostgreSQL run go side by side: each leaves a core idle
// while its files wait on node processes, databases and round trips, and the other fills it.
// Each part's time is its own run's, from its start to its end; the two-node time is its files'.
const serverPartsStarted = performance.now();
const pgBinaries = findPgBinaries();
const sqliteNote = pgBinaries ? 'beside the PostgreSQL run' : undefined;
const unitRunning = vitestBeside('unit', ['--project', 'unit*']);
// One worker for SQLite beside PostgreSQL's two: three files at once on two cores fill the gaps
// the PostgreSQL files leave, without the slowdown of four on a loaded machine, where four met
// their time limits (docs/performance.md).
const sqliteRunning = vitestBeside('integration', [
  '--project',
  'integration',
  ...(pgBinaries ? ['--maxWorkers=1'] : []),
]);
const pgRunning = pgBinaries ? vitestBeside('pg', ['-c', 'vitest.pg.config.ts']) : null;
// 5. The browser journeys start when the first integration run ends: the other has one core's
// worth of files left by then, and the journeys' build, servers' start and sign-ins, which leave
// the cores partly idle, take the other. Their time is their own, the client build included.
await Promise.race([sqliteRunning, ...(pgRunning ? [pgRunning] : [])]);
const journeysRunning = runJourneys();
const [unitRun, sqliteRun, pgRun] = await Promise.all([unitRunning, sqliteRunning, pgRunning]);
times.push({ part: 'unit', seconds: unitRun.seconds, note: 'beside the integration runs' });
times.push({
  part: 'integration on SQLite',
  seconds: sqliteRun.seconds,
  ...(sqliteNote && { note: sqliteNote }),
});
if (pgRun) {
  times.push({
    part: 'integration on PostgreSQL',
    seconds: pgRun.seconds,
    note: 'with two-node in the same run, beside the SQLite run',
  });
  const twoNode = pgRun.report?.testResults.filter((file) =>
    TWO_NODE_FILES.some((twoNodeFile) => file.name.endsWith(twoNodeFile)),
  );
  times.push({
    part: 'two-node',
    seconds: twoNode?.length
      ? twoNode.reduce((sum, file) => sum + file.endTime - file.startTime, 0) / 1000
      : null,
    note: 'its files, within the line above',
  });
  if (!findRedisServer()) {
    missingPart(
      'The two-node suite did NOT run on the Redis adapter: redis-server was not found.',
      'Install it with `sudo apt-get install -y redis-server` (Debian/Ubuntu), then run npm test again.',
    );
  }
} else {
  times.push({ part: 'integration on PostgreSQL', seconds: null }, { part: 'two-node', seconds: null });
  missingPart(
    'The PostgreSQL pass did NOT run: no PostgreSQL binaries were found (initdb, pg_ctl).',
    'Install them with `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run npm test again.',
  );
}
if (pgRun)
  times.push({
    part: 'unit and integration runs',
    seconds: (performance.now() - serverPartsStarted) / 1000,
    note: 'side by side: the times above overlap',
  });

times.push({
  part: 'journeys',
  seconds: await journeysRunning,
  note: 'from the end of the first integration run, the build included',
});

fs.rmSync(runTmpdir ?? reports, { recursive: true, force: true });
const width = Math.max(...times.map(({ part }) => part.length), 'total'.length);
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
console.log('\nTime per part:');
for (const { part, seconds, note } of times)
  console.log(
    `  ${part.padEnd(width)}  ${seconds === null ? 'skipped' : clock(seconds)}${note && seconds !== null ? `  (${note})` : ''}`,
  );
console.log(`  ${'total'.padEnd(width)}  ${clock((performance.now() - runStarted) / 1000)}`);
if (notices.length > 0) console.log(`\n${notices.join('\n')}`);
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
