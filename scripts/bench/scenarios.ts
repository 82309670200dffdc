// What a run measures: the scenarios, their targets (from the benchmark issue), and the loop
// that runs them, each repetition interleaving Tonic with its floors in a rotating order so no
// system always runs first on a cold or last on a warm machine.

import type { ChildServer } from './children';
import { BUSY_SHARE, type Patience } from './cpu';
import type { Population } from './population';
import type { Progress } from './progress';
import {
  type BenchDatabases,
  measureSystem,
  type RepResult,
  SYSTEM_LABEL,
  type SystemName,
  startServers,
} from './systems';

export interface Targets {
  /** Tonic p50 at most this many times the bare floor's p50. */
  p50Ratio?: number;
  /** Tonic p99 at most the bare floor's p99 plus this many ms. */
  p99DeltaMs?: number;
  /** Server RSS per connected socket at most this many KB. */
  rssPerSocketKB?: number;
  /** submit_message throughput at least this share of the minimal route's. */
  throughputShare?: number;
  /** Server CPU time per request at most this many times the minimal route's. */
  cpuRatio?: number;
  /** The highest sustained rate (answer p99 within the search's bound) at least this share of the minimal route's. */
  sustainedShare?: number;
}

export interface Scenario {
  title: string;
  clients: number;
  rate: number;
  latency: boolean;
  throughput: boolean;
  /** The sustained-rate search (Tonic and the minimal route), after the throughput phase. */
  rateSearch: boolean;
  systems: SystemName[];
  targets: Targets;
}

export const MAX_CLIENTS = 10_000;

/** A repetition during which other processes used more than BUSY_SHARE of the machine is
 * measured again, at most twice and while the run's patience lasts; the table reports the share
 * during the one kept. */
const CONTENDED_RETRIES = 2;

/** Where Tonic runs: the targets of the scale-out engine differ from the embedded one's. */
export interface Deployment {
  engine: 'sqlite' | 'postgres';
  nodes: 1 | 2;
}

const EMBEDDED: Deployment = { engine: 'sqlite', nodes: 1 };

function targetsFor(
  clients: number,
  rate: number,
  latency: boolean,
  throughput: boolean,
  rateSearch: boolean,
  where: Deployment,
): Targets {
  const targets: Targets = {};
  // PostgreSQL's targets (1,000 clients @ 200/s): p99 within bare + 15 ms on one node and
  // + 20 ms on two, throughput ≥ 0.5× and CPU ≤ 3× its own minimal route; no sustained-rate target.
  const postgres = where.engine === 'postgres';
  if (latency && clients === 1000 && rate === 200)
    targets.p99DeltaMs = postgres ? (where.nodes === 2 ? 20 : 15) : 5;
  if (latency && clients === 5000 && rate === 1000) Object.assign(targets, { p50Ratio: 4, p99DeltaMs: 15 });
  if (clients === MAX_CLIENTS) targets.rssPerSocketKB = 32;
  if (throughput)
    Object.assign(
      targets,
      postgres ? { throughputShare: 0.5, cpuRatio: 3 } : { throughputShare: 0.6, cpuRatio: 2 },
    );
  if (rateSearch && !postgres) targets.sustainedShare = 0.6;
  return targets;
}

function latencyScenario(
  clients: number,
  rate: number,
  throughput: boolean,
  rateSearch: boolean,
  where: Deployment,
): Scenario {
  return {
    title: `${clients.toLocaleString('en')} clients @ ${rate.toLocaleString('en')}/s`,
    clients,
    rate,
    latency: true,
    throughput,
    rateSearch,
    systems: ['tonic', 'bare', 'minimal'],
    targets: targetsFor(clients, rate, true, throughput, rateSearch, where),
  };
}

/** `quick` leaves the sustained-rate search out: it alone takes longer than the quick run. */
export function scenariosFor(
  kind: 'single' | 'all',
  clients: number,
  rate: number,
  quick = false,
  where: Deployment = EMBEDDED,
): Scenario[] {
  if (kind === 'single') return [latencyScenario(clients, rate, true, !quick, where)];
  return [
    latencyScenario(1000, 200, true, !quick, where),
    latencyScenario(5000, 1000, false, false, where),
    {
      title: `${MAX_CLIENTS.toLocaleString('en')} clients, memory`,
      clients: MAX_CLIENTS,
      rate: 0,
      latency: false,
      throughput: false,
      rateSearch: false,
      systems: ['tonic', 'bare'],
      targets: targetsFor(MAX_CLIENTS, 0, false, false, false, where),
    },
  ];
}

export interface ScenarioResult {
  scenario: Scenario;
  reps: Partial<Record<SystemName, RepResult[]>>;
}

export interface RunOptions {
  reps: number;
  durationMs: number;
  throughputSeconds: number;
  /** Seconds per step of the sustained-rate search. */
  searchStepSeconds: number;
  workDir: string;
  /** PostgreSQL databases of Tonic and the minimal route, or null for SQLite files. */
  databases: BenchDatabases | null;
  nodes: 1 | 2;
  redisUrl: string | null;
  population: Population;
  progress: Progress;
  patience: Patience;
  /** Shorter pauses, and the first repetition's servers all started at once. */
  quick: boolean;
}

/**
 * --quick: every system's servers start together (start-up is most of a short run); each waits
 * idle for its turn. A start that fails is reported when that system's turn comes.
 */
function startEarly(scenario: Scenario, options: RunOptions): Map<SystemName, Promise<ChildServer[]>> {
  const early = new Map<SystemName, Promise<ChildServer[]>>();
  for (const system of scenario.systems) {
    const started = startServers(system, options);
    started.catch(() => {});
    early.set(system, started);
  }
  return early;
}

export async function runScenarios(scenarios: Scenario[], options: RunOptions): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const runId = Date.now().toString(36);
  for (const [s, scenario] of scenarios.entries()) {
    const result: ScenarioResult = { scenario, reps: {} };
    const early = options.quick ? startEarly(scenario, options) : null;
    for (let rep = 0; rep < options.reps; rep++) {
      const order = scenario.systems.map((_, i) => scenario.systems[(i + rep) % scenario.systems.length]!);
      for (const system of order) {
        options.progress.step(`${scenario.title} · rep ${rep + 1}/${options.reps} · ${SYSTEM_LABEL[system]}`);
        let measured: RepResult | null = null;
        for (let attempt = 0; attempt <= CONTENDED_RETRIES; attempt++) {
          const started = Date.now();
          measured = await measureSystem(system, {
            population: options.population,
            workDir: options.workDir,
            databases: options.databases,
            nodes: options.nodes,
            redisUrl: options.redisUrl,
            clients: scenario.clients,
            rate: scenario.rate,
            durationMs: options.durationMs,
            latency: scenario.latency,
            throughputSeconds: scenario.throughput ? options.throughputSeconds : null,
            searchStepSeconds: scenario.rateSearch ? options.searchStepSeconds : null,
            tag: `${runId}s${s}r${rep}${system[0]}a${attempt}`,
            progress: options.progress,
            patience: options.patience,
            quick: options.quick,
            started: rep === 0 && attempt === 0 ? early?.get(system) : undefined,
          });
          if (attempt > 0) options.patience.spend(Date.now() - started);
          options.progress.note(summaryLine(measured));
          const contended = measured.othersCpuShare > BUSY_SHARE;
          if (!contended || attempt === CONTENDED_RETRIES || options.patience.leftMs() === 0) break;
          options.progress.note('other processes competed for the CPU during the phase: measuring again');
        }
        if (!measured) throw new Error('no measurement');
        const list = result.reps[system] ?? [];
        list.push(measured);
        result.reps[system] = list;
      }
    }
    results.push(result);
  }
  return results;
}

function summaryLine(r: RepResult): string {
  const parts = [`${(r.rssPerSocketBytes / 1024).toFixed(1)} KB/socket`];
  if (r.latency) {
    const l = r.latency.latencyMs;
    parts.push(
      `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, ${r.latency.achievedPerSec.toFixed(0)}/s, lost ${r.latency.lost}`,
    );
  }
  if (r.throughput)
    parts.push(
      `${r.throughput.okPerSec.toFixed(0)} req/s, ${r.cpuMsPerRequest.toFixed(2)} ms CPU/request, ${(r.allocBytesPerRequest / 1024).toFixed(1)} KB heap/request`,
    );
  if (r.rateSearch)
    parts.push(`sustained ${r.rateSearch.sustainedPerSec}/s (p99 ${r.rateSearch.p99Ms.toFixed(1)} ms)`);
  parts.push(`others used ${(r.othersCpuShare * 100).toFixed(0)}% CPU`);
  return parts.join(' · ');
}
