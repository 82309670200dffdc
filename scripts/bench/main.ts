// `npm run bench`: Tonic's messaging path against its floors, on this machine, in one run.
// See docs/performance.md for what is measured and how to read it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hasErrorName } from '../../shared/thrown';
import { type PgCluster, startPgCluster } from '../pgCluster';
import { type RedisServer, startRedisServer } from '../redisServer';
import { killAllChildren, stopAllChildren } from './children';
import { createPatience } from './cpu';
import { loadAverage, machineLines, writePerformanceDoc } from './docs';
import { ensureFileLimit } from './fileLimit';
import { type BenchOptions, parseOptions, USAGE } from './options';
import { createPopulation } from './population';
import { createProgress } from './progress';
import { buildRows, ratioLines, renderTable, targetSummary } from './report';
import { runScenarios, scenariosFor } from './scenarios';

/** Sockets of the bench itself beyond the fleet: HTTP agents, autocannon, child pipes. */
const FILE_HEADROOM = 2048;

function options(): BenchOptions {
  try {
    const parsed = parseOptions(process.argv.slice(2));
    if (parsed === 'help') {
      console.log(USAGE);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    if (!hasErrorName(error, 'UsageError') && !hasErrorName(error, 'TypeError')) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const opts = options();
  const scenarios = scenariosFor(opts.scenario, opts.clients, opts.rate, opts.quick, {
    engine: opts.engine,
    nodes: opts.nodes,
  });
  const maxClients = Math.max(...scenarios.map((s) => s.clients));
  ensureFileLimit(maxClients + FILE_HEADROOM);

  const loadAtStart = loadAverage();
  const progress = createProgress();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-bench-'));
  // Servers first: a server still closing its database would write into the folder being removed.
  finish = async (code) => {
    await stopAllChildren();
    await cluster?.stop();
    await redis?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.once('exit', () => {
    killAllChildren();
    fs.rmSync(workDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the servers\n`);
      void finish(130);
    });
  }
  // Everything is bounded: a hung phase cannot keep servers running for ever.
  const watchdog = setTimeout(() => {
    process.stderr.write(`\nGave up after ${opts.maxMinutes} minutes (--max-minutes)\n`);
    void finish(1);
  }, opts.maxMinutes * 60_000);

  // On PostgreSQL: a throwaway cluster with a database for Tonic and one for the minimal route.
  const databases = opts.engine === 'postgres' ? await benchDatabases(progress) : null;
  progress.step(`creating ${maxClients.toLocaleString('en')} users and sessions in ${workDir}`);
  const population = await createPopulation(
    databases ? { databaseUrl: databases.tonic } : { dataDir: path.join(workDir, 'tonic') },
    maxClients,
  );
  const results = await runScenarios(scenarios, {
    reps: opts.reps,
    durationMs: opts.durationSec * 1000,
    throughputSeconds: Math.min(10, Math.max(3, Math.round(opts.durationSec / 2))),
    searchStepSeconds: Math.min(5, Math.max(2, Math.round(opts.durationSec / 4))),
    workDir,
    databases,
    nodes: opts.nodes,
    redisUrl: opts.adapter === 'redis' ? await benchRedis(progress) : null,
    population,
    progress,
    patience: createPatience(opts.patienceMinutes * 60_000),
    quick: opts.quick,
  });
  clearTimeout(watchdog);

  const rows = buildRows(results);
  const table = renderTable(rows);
  const summary = targetSummary(rows);
  const took = Math.round(progress.elapsedSec());
  console.log(`\n${table}\n\n${summary}\nMedian of ${opts.reps} repetitions; the run took ${took} s.`);
  console.log(
    `\nRatios (${opts.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}; load average ${loadAverage()}):\n${ratioLines(results).join('\n')}`,
  );

  if (opts.write) {
    const body = [
      ...machineLines(loadAtStart),
      `- Engine: ${opts.engine === 'postgres' ? 'PostgreSQL (a throwaway local cluster), for Tonic and the minimal route' : 'SQLite'}`,
      ...(opts.nodes === 2
        ? [
            '- Tonic: two nodes on one database; sends go to one, the receiving sockets are on the other (CPU and memory summed)',
            `- Between the nodes: ${opts.adapter === 'redis' ? 'the Redis adapter (a throwaway local redis-server)' : "the PostgreSQL adapter (LISTEN/NOTIFY on Tonic's database)"}`,
          ]
        : []),
      `- Run: ${opts.reps} repetitions, ${opts.durationSec} s measured per repetition and system, ${took} s in all`,
      '',
      table,
      '',
      `**${summary}**`,
    ].join('\n');
    const file = writePerformanceDoc(opts.kind, body);
    process.stderr.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
  }
}

let cluster: PgCluster | null = null;
let redis: RedisServer | null = null;

async function benchRedis(progress: ReturnType<typeof createProgress>): Promise<string> {
  progress.step('starting a throwaway Redis server');
  redis = await startRedisServer();
  return redis.url;
}

async function benchDatabases(progress: ReturnType<typeof createProgress>) {
  progress.step('starting a throwaway PostgreSQL cluster');
  cluster = await startPgCluster();
  const client = new pg.Client(cluster.url);
  await client.connect();
  try {
    await client.query('create database tonic');
    await client.query('create database minimal');
  } finally {
    await client.end();
  }
  const at = (name: string) => {
    const url = new URL(cluster!.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return { tonic: at('tonic'), minimal: at('minimal') };
}

/** Ends the run: stops the servers, removes the temporary folder, exits with the code. */
let finish = async (code: number): Promise<void> => {
  await stopAllChildren();
  process.exit(code);
};

main().then(
  () => finish(0),
  (error: unknown) => {
    console.error(error);
    return finish(1);
  },
);
