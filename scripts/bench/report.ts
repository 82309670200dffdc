// Turns the repetitions into the one table: each figure as the median of the repetitions (lost
// messages as their sum), beside its floor, the ratio or difference, the target and whether it
// was met. A target not met is printed as not met.
import { SEARCH_P99_LIMIT_MS } from './rateSearch';
import type { Scenario, ScenarioResult } from './scenarios';
import { median } from './stats';
import type { RepResult, SystemName } from './systems';

/** Tonic's 3 s poll fallback: a change waits on average half an interval, at worst a whole one. */
export const POLL_INTERVAL_MS = 3000;

export interface Row {
  scenario: string;
  figure: string;
  tonic: string;
  floor: string;
  comparison: string;
  target: string;
  met: boolean | null;
}
type NewRow = Omit<Row, 'scenario'>;

const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`);
const kb = (bytes: number) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
const perSec = (v: number) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v).toLocaleString('en')}/s`);
const pct = (share: number) => (Number.isNaN(share) ? 'n/a' : `${(share * 100).toFixed(0)}%`);
const times = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : 'n/a');
const plus = (a: number, b: number) => {
  const d = a - b;
  return Number.isNaN(d) ? 'n/a' : `${d >= 0 ? '+' : '−'}${ms(Math.abs(d))}`;
};
const count = (n: number) => n.toLocaleString('en');

/** A figure without a target: Tonic beside one floor. */
function plain(figure: string, tonic: string, floor: string, comparison: string): NewRow {
  return { figure, tonic, floor, comparison, target: '—', met: null };
}

/** The medians of one scenario's repetitions, per system. */
function figuresOf(reps: ScenarioResult['reps']) {
  const of = (system: SystemName, pick: (r: RepResult) => number | undefined) =>
    median((reps[system] ?? []).map((r) => pick(r) ?? Number.NaN));
  const sum = (system: SystemName, pick: (r: RepResult) => number | undefined) =>
    (reps[system] ?? []).reduce((n, r) => n + (pick(r) ?? 0), 0);
  return { of, sum };
}
type Figures = ReturnType<typeof figuresOf>;

function latencyRows(scenario: Scenario, f: Figures): NewRow[] {
  const t = scenario.targets;
  const lat = (system: SystemName, key: 'p50' | 'p95' | 'p99' | 'max') =>
    f.of(system, (r) => r.latency?.latencyMs[key]);
  const [p50, bareP50, minP50] = [lat('tonic', 'p50'), lat('bare', 'p50'), lat('minimal', 'p50')];
  const [p99, bareP99, minP99] = [lat('tonic', 'p99'), lat('bare', 'p99'), lat('minimal', 'p99')];
  const [p95, bareP95, max, bareMax] = [
    lat('tonic', 'p95'),
    lat('bare', 'p95'),
    lat('tonic', 'max'),
    lat('bare', 'max'),
  ];
  const achieved = (system: SystemName) => f.of(system, (r) => r.latency?.achievedPerSec);
  const lost = f.sum('tonic', (r) => r.latency?.lost);
  const failed = f.sum('tonic', (r) => r.latency?.refused);
  const sent = f.sum('tonic', (r) => r.latency?.sent);
  return [
    {
      figure: 'delivery latency p50',
      tonic: ms(p50),
      floor: `${ms(bareP50)} bare`,
      comparison: times(p50, bareP50),
      target: t.p50Ratio ? `≤ ${t.p50Ratio}× bare` : '—',
      met: t.p50Ratio ? p50 <= t.p50Ratio * bareP50 : null,
    },
    plain('delivery latency p95', ms(p95), `${ms(bareP95)} bare`, times(p95, bareP95)),
    {
      figure: 'delivery latency p99',
      tonic: ms(p99),
      floor: `${ms(bareP99)} bare`,
      comparison: plus(p99, bareP99),
      target: t.p99DeltaMs ? `≤ bare + ${t.p99DeltaMs} ms` : '—',
      met: t.p99DeltaMs ? p99 <= bareP99 + t.p99DeltaMs : null,
    },
    plain('delivery latency max', ms(max), `${ms(bareMax)} bare`, plus(max, bareMax)),
    plain('delivery p50 vs minimal route', ms(p50), `${ms(minP50)} minimal`, times(p50, minP50)),
    plain('delivery p99 vs minimal route', ms(p99), `${ms(minP99)} minimal`, plus(p99, minP99)),
    plain(
      `achieved messages/s (offered ${count(scenario.rate)}/s)`,
      perSec(achieved('tonic')),
      `${perSec(achieved('bare'))} bare`,
      times(achieved('tonic'), achieved('bare')),
    ),
    {
      figure: `lost messages, all reps (${count(sent)} sent; ${count(failed)} refused or unanswered)`,
      tonic: count(lost),
      floor: `${count(f.sum('bare', (r) => r.latency?.lost))} bare`,
      comparison: '—',
      target: '0',
      met: lost === 0 && failed === 0,
    },
  ];
}

function memoryRow(scenario: Scenario, f: Figures): NewRow {
  const [tonic, bare] = [f.of('tonic', (r) => r.rssPerSocketBytes), f.of('bare', (r) => r.rssPerSocketBytes)];
  const limit = scenario.targets.rssPerSocketKB;
  return {
    figure: `server RSS per socket at ${count(scenario.clients)} sockets`,
    tonic: kb(tonic),
    floor: `${kb(bare)} bare`,
    comparison: times(tonic, bare),
    target: limit ? `≤ ${limit} KB` : '—',
    met: limit ? tonic <= limit * 1024 : null,
  };
}

function throughputRows(scenario: Scenario, f: Figures): NewRow[] {
  const [tonic, minimal] = [
    f.of('tonic', (r) => r.throughput?.okPerSec),
    f.of('minimal', (r) => r.throughput?.okPerSec),
  ];
  const share = scenario.targets.throughputShare ?? 0.6;
  const cpuRatio = scenario.targets.cpuRatio;
  const [cpu, minimalCpu] = [
    f.of('tonic', (r) => r.cpuMsPerRequest),
    f.of('minimal', (r) => r.cpuMsPerRequest),
  ];
  const [alloc, minimalAlloc] = [
    f.of('tonic', (r) => r.allocBytesPerRequest),
    f.of('minimal', (r) => r.allocBytesPerRequest),
  ];
  return [
    {
      figure: 'submit_message throughput (autocannon)',
      tonic: perSec(tonic),
      floor: `${perSec(minimal)} minimal`,
      comparison: times(tonic, minimal),
      target: `≥ ${share}× minimal`,
      met: tonic >= share * minimal,
    },
    {
      figure: 'server CPU time per request',
      tonic: ms(cpu),
      floor: `${ms(minimalCpu)} minimal`,
      comparison: times(cpu, minimalCpu),
      target: cpuRatio ? `≤ ${cpuRatio}× minimal` : '—',
      met: cpuRatio ? cpu <= cpuRatio * minimalCpu : null,
    },
    plain(
      'server heap allocated per request',
      kb(alloc),
      `${kb(minimalAlloc)} minimal`,
      times(alloc, minimalAlloc),
    ),
  ];
}

function rateSearchRow(scenario: Scenario, f: Figures): NewRow {
  const [tonic, minimal] = [
    f.of('tonic', (r) => r.rateSearch?.sustainedPerSec),
    f.of('minimal', (r) => r.rateSearch?.sustainedPerSec),
  ];
  const share = scenario.targets.sustainedShare;
  return {
    figure: `highest sustained rate with answer p99 ≤ ${SEARCH_P99_LIMIT_MS} ms`,
    tonic: perSec(tonic),
    floor: `${perSec(minimal)} minimal`,
    comparison: times(tonic, minimal),
    target: share ? `≥ ${share}× minimal` : '—',
    met: share ? tonic >= share * minimal : null,
  };
}

/** Figures that say how far the others can be trusted: event loops and the machine's load. */
function checkRows(scenario: Scenario, f: Figures, reps: ScenarioResult['reps']): NewRow[] {
  const rows: NewRow[] = [];
  if (scenario.latency) {
    const server = [f.of('tonic', (r) => r.serverLoopP99Ms), f.of('bare', (r) => r.serverLoopP99Ms)] as const;
    const bench = [f.of('tonic', (r) => r.benchLoopP99Ms), f.of('bare', (r) => r.benchLoopP99Ms)] as const;
    rows.push(plain('server event-loop delay p99', ms(server[0]), `${ms(server[1])} bare`, plus(...server)));
    rows.push(
      plain(
        'load generator event-loop delay p99 (check)',
        ms(bench[0]),
        `${ms(bench[1])} bare`,
        plus(...bench),
      ),
    );
  }
  const floors = (['bare', 'minimal'] as const).flatMap((s) => (reps[s] ?? []).map((r) => r.othersCpuShare));
  rows.push(
    plain(
      'CPU used by other processes (check)',
      pct(f.of('tonic', (r) => r.othersCpuShare)),
      `${pct(median(floors))} floors`,
      '—',
    ),
  );
  return rows;
}

function pollingRow(f: Figures): NewRow {
  const push = f.of('tonic', (r) => r.latency?.latencyMs.p50);
  return plain(
    `3 s polling fallback: mean delivery (worst ${POLL_INTERVAL_MS / 1000} s)`,
    ms(POLL_INTERVAL_MS / 2),
    `${ms(push)} Tonic push p50`,
    times(POLL_INTERVAL_MS / 2, push),
  );
}

export function buildRows(results: ScenarioResult[]): Row[] {
  return results.flatMap(({ scenario, reps }) => {
    const f = figuresOf(reps);
    const rows = [
      ...(scenario.latency ? latencyRows(scenario, f) : []),
      memoryRow(scenario, f),
      ...(scenario.throughput ? throughputRows(scenario, f) : []),
      ...(scenario.rateSearch ? [rateSearchRow(scenario, f)] : []),
      ...checkRows(scenario, f, reps),
      ...(scenario.latency ? [pollingRow(f)] : []),
    ];
    return rows.map((row) => ({ scenario: scenario.title, ...row }));
  });
}

export function renderTable(rows: Row[]): string {
  const header = ['scenario', 'figure', 'Tonic', 'floor', 'ratio / delta', 'target', 'met?'];
  const lines = [header, header.map(() => '---')];
  for (const r of rows) {
    const met = r.met === null ? '—' : r.met ? 'yes' : '**NO**';
    lines.push([r.scenario, r.figure, r.tonic, r.floor, r.comparison, r.target, met]);
  }
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function targetSummary(rows: Row[]): string {
  const judged = rows.filter((r) => r.met !== null);
  const missed = judged.filter((r) => r.met === false);
  if (missed.length === 0) return `All ${judged.length} targets met.`;
  return `${judged.length - missed.length} of ${judged.length} targets met; not met: ${missed
    .map((r) => `${r.scenario}: ${r.figure}`)
    .join('; ')}.`;
}

/**
 * The figures to compare two commits by, one per line (`--quick` prints them; so does every
 * run): each of Tonic's costs as a ratio or difference to the floor measured beside it, which
 * moves far less with the machine's load than the figures themselves.
 */
export function ratioLines(results: ScenarioResult[]): string[] {
  return results.flatMap(({ scenario, reps }) => {
    if (!scenario.latency) return [];
    const f = figuresOf(reps);
    const pair = (pick: (r: RepResult) => number | undefined) =>
      [f.of('tonic', pick), f.of('minimal', pick)] as const;
    const lat = (system: SystemName, key: 'p50' | 'p99') => f.of(system, (r) => r.latency?.latencyMs[key]);
    const [p50, bareP50, p99, bareP99] = [
      lat('tonic', 'p50'),
      lat('bare', 'p50'),
      lat('tonic', 'p99'),
      lat('bare', 'p99'),
    ];
    const lines = [`${scenario.title}:`];
    if (scenario.throughput) {
      const [rate, minRate] = pair((r) => r.throughput?.okPerSec);
      const [cpu, minCpu] = pair((r) => r.cpuMsPerRequest);
      const [alloc, minAlloc] = pair((r) => r.allocBytesPerRequest);
      lines.push(
        `  throughput           ${times(rate, minRate)} minimal (${perSec(rate)} vs ${perSec(minRate)})`,
        `  CPU per request      ${times(cpu, minCpu)} minimal (${ms(cpu)} vs ${ms(minCpu)})`,
        `  heap per request     ${times(alloc, minAlloc)} minimal (${kb(alloc)} vs ${kb(minAlloc)})`,
      );
    }
    if (scenario.rateSearch) {
      const [rate, minRate] = pair((r) => r.rateSearch?.sustainedPerSec);
      lines.push(
        `  sustained rate       ${times(rate, minRate)} minimal (${perSec(rate)} vs ${perSec(minRate)}, answer p99 ≤ ${SEARCH_P99_LIMIT_MS} ms)`,
      );
    }
    const sent = f.sum('tonic', (r) => r.latency?.sent);
    lines.push(
      `  delivery p50         ${times(p50, bareP50)} bare (${ms(p50)} vs ${ms(bareP50)})`,
      `  delivery p99         bare ${plus(p99, bareP99)} (${ms(p99)} vs ${ms(bareP99)})`,
      `  achieved             ${perSec(f.of('tonic', (r) => r.latency?.achievedPerSec))} of ${count(scenario.rate)}/s offered`,
      `  lost                 ${count(f.sum('tonic', (r) => r.latency?.lost))} of ${count(sent)} (${count(f.sum('tonic', (r) => r.latency?.refused))} refused or unanswered)`,
      `  others' CPU (check)  ${pct(f.of('tonic', (r) => r.othersCpuShare))} during Tonic's phase`,
    );
    return lines;
  });
}
