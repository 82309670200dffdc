// One repetition of one system: start its server child, connect the fleet (memory before and
// after), optionally run a latency phase at the scenario's rate and a throughput phase, stop it.
// The three systems go through exactly the same steps so their figures compare.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type ChildServer, freePort, sleep, startChild } from './children';
import { othersShare, type Patience, processTicks, sampleCpu, ticksToMs, waitForQuiet } from './cpu';
import { connectFleet, type Fleet, type FleetMember, openControl } from './fleet';
import { fireSender, httpSender, runPhase, type SendFn } from './load';
import { type Population, slice } from './population';
import type { Progress } from './progress';
import { type RateSearchResult, searchSustainedRate } from './rateSearch';
import { DeliveryRecorder, type PhaseResult } from './recorder';
import { LOOP_SAMPLE_MS, loopExcessMs, METRICS_PATH, readMetrics, type ServerMetrics } from './serverMetrics';
import { measureThroughput, type ThroughputResult } from './throughput';

export type SystemName = 'tonic' | 'bare' | 'minimal';
export const SYSTEM_LABEL: Record<SystemName, string> = {
  tonic: 'Tonic',
  bare: 'bare Socket.IO',
  minimal: 'minimal route',
};

/** Each child may hold every socket of the largest scenario, plus files of its own. */
const CHILD_FILE_LIMIT = 65_536;
/** Lets the handshakes' allocations settle before memory is read. */
const SETTLE_MS = 1500;
/** --quick: a shorter settle, and no pause before the throughput phase. */
const QUICK_SETTLE_MS = 500;
const WARMUP_MS = 1000;
/** Longer than a send's reply timeout, so every send is answered or timed out by the end. */
const DRAIN_MS = 15_000;

export interface BenchDatabases {
  tonic: string;
  minimal: string;
}

export interface RunSettings {
  population: Population;
  workDir: string;
  databases: BenchDatabases | null;
  /** Tonic's server processes: with 2, sends go to one and the sockets are on the other. */
  nodes: 1 | 2;
  /** With two nodes on the Redis adapter: the throwaway Redis server's URL. */
  redisUrl: string | null;
  clients: number;
  rate: number;
  durationMs: number;
  latency: boolean;
  throughputSeconds: number | null;
  /** Seconds per step of the sustained-rate search, or null for none. */
  searchStepSeconds: number | null;
  /** Unique per repetition and system: keeps phases' messages apart. */
  tag: string;
  progress: Progress;
  patience: Patience;
  /** --quick: shorter pauses between the steps. */
  quick: boolean;
  /** This system's server processes when already started (--quick starts all at once). */
  started?: Promise<ChildServer[]>;
}

export interface RepResult {
  rssPerSocketBytes: number;
  socketsConnected: number;
  latency: PhaseResult | null;
  /** Server event-loop delay p99 during the measured phase, beyond the sampling interval. */
  serverLoopP99Ms: number;
  /** The load generator's own, likewise: when high, the bench rather than the server limited. */
  benchLoopP99Ms: number;
  throughput: ThroughputResult | null;
  /** Server CPU time per answered request during the throughput phase. */
  cpuMsPerRequest: number;
  /** Bytes the server allocated on its V8 heap per answered request, same phase. */
  allocBytesPerRequest: number;
  /** The highest steady send rate with answers' p99 within the bound (rateSearch.ts). */
  rateSearch: RateSearchResult | null;
  /** Share of the machine other processes used during the measured phase (a check). */
  othersCpuShare: number;
}

/** The measured system: one server process, or Tonic's two nodes on one database. */
interface SystemUnderTest {
  /** Where sends and throughput requests go. */
  url: string;
  /** Where the fleet's sockets connect: the other node, when there are two. */
  socketUrl: string;
  pids: number[];
  /**
   * Summed over the nodes (RSS, sockets), the worst of them (event-loop delay since the reading
   * before).
   */
  metrics(): Promise<ServerMetrics>;
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

function underTest(children: ChildServer[]): SystemUnderTest {
  const first = children[0]!;
  return {
    url: first.url,
    socketUrl: children.at(-1)!.url,
    pids: children.map((c) => c.pid),
    async metrics() {
      const all = await Promise.all(children.map((c) => readMetrics(c.url)));
      return {
        rssBytes: all.reduce((sum, m) => sum + m.rssBytes, 0),
        heapUsedBytes: all.reduce((sum, m) => sum + m.heapUsedBytes, 0),
        heapAllocatedBytes: all.reduce((sum, m) => sum + m.heapAllocatedBytes, 0),
        sockets: all.reduce((sum, m) => sum + m.sockets, 0),
        eventLoopDelayMs: {
          p50: Math.max(...all.map((m) => m.eventLoopDelayMs.p50)),
          p99: Math.max(...all.map((m) => m.eventLoopDelayMs.p99)),
          max: Math.max(...all.map((m) => m.eventLoopDelayMs.max)),
        },
      };
    },
    async collectGarbage() {
      await Promise.all(children.map((c) => c.collectGarbage()));
    },
    async stop() {
      await Promise.all(children.map((c) => c.stop()));
    },
  };
}

const ticksOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processTicks(pid), 0);

export async function measureSystem(system: SystemName, settings: RunSettings): Promise<RepResult> {
  const population = slice(settings.population, settings.clients);
  await waitForQuiet(settings.progress, settings.patience);
  const child = underTest(await (settings.started ?? startServers(system, settings)));
  const closers: (() => void)[] = [];
  try {
    const weighed = await connectAndWeigh(system, child, population, settings, closers);
    const latency = settings.latency
      ? await latencyPhase(system, child, population, weighed.fleet, settings, closers)
      : null;
    // The throughput phase runs without the fleet: the request path alone, with no receiving
    // clients competing for the machine's two cores with the server and autocannon.
    weighed.fleet.close();
    const throughput =
      settings.throughputSeconds !== null && system !== 'bare'
        ? await throughputPhase(child, population, settings, settings.throughputSeconds)
        : null;
    const rateSearch =
      settings.searchStepSeconds !== null && system !== 'bare'
        ? await searchPhase(child, population, settings, settings.searchStepSeconds)
        : null;
    return {
      rssPerSocketBytes: weighed.rssPerSocketBytes,
      socketsConnected: weighed.sockets,
      latency: latency?.result ?? null,
      serverLoopP99Ms: latency?.serverLoopP99Ms ?? Number.NaN,
      benchLoopP99Ms: latency?.benchLoopP99Ms ?? Number.NaN,
      throughput: throughput?.result ?? null,
      cpuMsPerRequest: throughput?.cpuMsPerRequest ?? Number.NaN,
      allocBytesPerRequest: throughput?.allocBytesPerRequest ?? Number.NaN,
      rateSearch,
      othersCpuShare: latency?.othersCpuShare ?? weighed.othersCpuShare,
    };
  } finally {
    for (const close of closers) close();
    await child.stop();
  }
}

/** Connects the fleet and reads the server's RSS before and after, each after a full GC. */
async function connectAndWeigh(
  system: SystemName,
  child: SystemUnderTest,
  population: Population,
  settings: RunSettings,
  closers: (() => void)[],
) {
  await child.collectGarbage();
  const before = await child.metrics();
  const cpuFrom = sampleCpu(child.pids);
  settings.progress.note(`connecting ${settings.clients} clients`);
  const fleet = await connectFleet(child.socketUrl, members(system, population), (n) =>
    settings.progress.note(`${n} connected`),
  );
  closers.push(fleet.close);
  await sleep(settings.quick ? QUICK_SETTLE_MS : SETTLE_MS);
  await child.collectGarbage();
  const after = await child.metrics();
  return {
    fleet,
    sockets: after.sockets,
    rssPerSocketBytes: (after.rssBytes - before.rssBytes) / Math.max(1, after.sockets),
    othersCpuShare: othersShare(cpuFrom, sampleCpu(child.pids)),
  };
}

/** A warm-up second, then the measured phase at the scenario's steady rate. */
async function latencyPhase(
  system: SystemName,
  child: SystemUnderTest,
  population: Population,
  fleet: Fleet,
  settings: RunSettings,
  closers: (() => void)[],
) {
  const send = await senderFor(system, child, population, settings.rate, closers);
  const phase = (tag: string, durationMs: number) => {
    const recorder = new DeliveryRecorder(tag, Math.ceil((settings.rate * durationMs) / 1000) + 1);
    fleet.setSink(recorder.onMessage);
    const pairs = population.coaches.length;
    return runPhase({ send, pairs, rate: settings.rate, durationMs, recorder, drainMs: DRAIN_MS });
  };
  settings.progress.note('warm-up');
  await phase(`${settings.tag}w`, WARMUP_MS);
  // This reading starts the window the one after the phase reports.
  await child.metrics();
  const benchLoop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  benchLoop.enable();
  const cpuFrom = sampleCpu(child.pids);
  settings.progress.note(`${settings.rate}/s for ${settings.durationMs / 1000} s`);
  const result = await phase(settings.tag, settings.durationMs);
  const othersCpuShare = othersShare(cpuFrom, sampleCpu(child.pids));
  benchLoop.disable();
  return {
    result,
    othersCpuShare,
    benchLoopP99Ms: loopExcessMs(benchLoop.percentile(99) / 1e6),
    serverLoopP99Ms: loopExcessMs((await child.metrics()).eventLoopDelayMs.p99),
  };
}

/**
 * A one-second autocannon warm-up, then the measured run; CPU from the child's /proc entry,
 * allocation from its metrics (the two readings' own few kilobytes are counted too).
 */
async function throughputPhase(
  child: SystemUnderTest,
  population: Population,
  settings: RunSettings,
  seconds: number,
) {
  if (!settings.quick) await sleep(1000);
  settings.progress.note(`throughput for ${seconds} s`);
  await measureThroughput(child.url, population, `${settings.tag}v`, 1);
  const heapBefore = (await child.metrics()).heapAllocatedBytes;
  const ticks = ticksOf(child.pids);
  const result = await measureThroughput(child.url, population, `${settings.tag}t`, seconds);
  const cpuMsPerRequest = ticksToMs(ticksOf(child.pids) - ticks) / Math.max(1, result.ok);
  const allocated = (await child.metrics()).heapAllocatedBytes - heapBefore;
  return { result, cpuMsPerRequest, allocBytesPerRequest: allocated / Math.max(1, result.ok) };
}

/** The sustained-rate search on the request path alone, like the throughput phase. */
async function searchPhase(
  child: SystemUnderTest,
  population: Population,
  settings: RunSettings,
  stepSeconds: number,
): Promise<RateSearchResult> {
  settings.progress.note(`rate search, ${stepSeconds} s per step`);
  return searchSustainedRate(child.url, population, `${settings.tag}q`, stepSeconds, (step) =>
    settings.progress.note(
      `${step.rate}/s: p99 ${step.p99Ms.toFixed(1)} ms, ${step.achievedPerSec.toFixed(0)}/s answered${step.failed ? `, ${step.failed} failed` : ''} · ${step.passed ? 'held' : 'not held'}`,
    ),
  );
}

function members(system: SystemName, population: Population): FleetMember[] {
  const auth = (user: { id: number; token: string }) =>
    system === 'tonic' ? { token: user.token } : { userId: user.id };
  return [
    ...population.coaches.map((user) => ({ auth: auth(user), receives: false })),
    ...population.students.map((user) => ({ auth: auth(user), receives: true })),
  ];
}

async function senderFor(
  system: SystemName,
  child: SystemUnderTest,
  population: Population,
  rate: number,
  closers: (() => void)[],
): Promise<SendFn> {
  if (system === 'bare') {
    const control = await openControl(child.url);
    closers.push(() => control.close());
    return fireSender(control, population);
  }
  // Enough connections that a server stall shows up as latency, not as a queue in the agent.
  const sender = httpSender(child.url, population, Math.max(16, Math.ceil(rate / 50)));
  closers.push(sender.close);
  return sender.send;
}

/** The system's server processes: Tonic's nodes one after the other, or the floor's one. */
export async function startServers(
  system: SystemName,
  settings: Pick<RunSettings, 'workDir' | 'databases' | 'redisUrl' | 'nodes'>,
): Promise<ChildServer[]> {
  const count = system === 'tonic' ? settings.nodes : 1;
  const children: ChildServer[] = [];
  for (let i = 0; i < count; i++) children.push(await startSystem(system, settings));
  return children;
}

async function startSystem(
  system: SystemName,
  settings: Pick<RunSettings, 'workDir' | 'databases' | 'redisUrl'>,
): Promise<ChildServer> {
  const port = await freePort();
  const base = { name: SYSTEM_LABEL[system], port, fileLimit: CHILD_FILE_LIMIT, readyPath: METRICS_PATH };
  switch (system) {
    case 'tonic': {
      const staticDir = path.join(settings.workDir, 'no-client');
      fs.mkdirSync(staticDir, { recursive: true });
      return startChild({
        ...base,
        script: 'server/main.ts',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          TONIC_DATA_DIR: path.join(settings.workDir, 'tonic'),
          ...(settings.databases && { TONIC_DATABASE_URL: settings.databases.tonic }),
          ...(settings.redisUrl && { TONIC_REDIS_URL: settings.redisUrl }),
          TONIC_SEED: 'none',
          TONIC_LOG_LEVEL: 'warn',
          TONIC_METRICS: 'true',
          // The bench sends far faster than a person; the limits are not what is measured.
          TONIC_MESSAGE_RATE: '100000',
          TONIC_LOGIN_RATE_LIMIT: '100000',
          TONIC_ORIGINS: `http://127.0.0.1:${port}`,
          TONIC_PUBLIC_URL: `http://127.0.0.1:${port}`,
          // An empty folder: the API is measured, not the static client.
          TONIC_STATIC_DIR: staticDir,
        },
      });
    }
    case 'bare':
      return startChild({ ...base, script: 'scripts/bench/bareServer.ts', env: { PORT: String(port) } });
    case 'minimal':
      return startChild({
        ...base,
        script: 'scripts/bench/minimalServer.ts',
        env: {
          PORT: String(port),
          ...(settings.databases
            ? { BENCH_PG_URL: settings.databases.minimal }
            : { BENCH_DB: path.join(settings.workDir, 'minimal.db') }),
        },
      });
  }
}
