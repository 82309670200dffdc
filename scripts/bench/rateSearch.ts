// The sustained-rate search: the highest steady rate of sends a route serves while its answers'
// p99 stays within a bound. Each step sends at one rate, evenly spaced (the latency phase's
// scheduler, never in bursts), over enough keep-alive connections that a slow server shows as
// latency rather than as a queue in the client; each answer's latency counts from when its send
// was due. A step passes when every send was answered with 200 and the p99 held. The rate doubles
// until a step fails, then the search halves the gap between the last pass and the first failure
// a few times. Each step starts with a short unmeasured second at its rate.
import { performance } from 'node:perf_hooks';
import { sleep } from './children';
import { httpSender, runSteady } from './load';
import type { Population } from './population';
import { percentile } from './stats';

export const SEARCH_P99_LIMIT_MS = 50;
const FIRST_RATE = 250;
const HIGHEST_RATE = 32_000;
const REFINEMENTS = 3;
/** Far more than a server keeping up needs: a stalled server's backlog shows as latency. */
const MAX_SOCKETS = 256;
const WARMUP_MS = 1000;
/** Answers still missing this long after the last send count as failed. */
const DRAIN_MS = 5000;

export interface RateStep {
  rate: number;
  p99Ms: number;
  achievedPerSec: number;
  failed: number;
  passed: boolean;
}

export interface RateSearchResult {
  /** The highest rate that passed, 0 when even the first failed. */
  sustainedPerSec: number;
  /** Its step's answer p99. */
  p99Ms: number;
  steps: RateStep[];
}

/** Sends at `rate` for `ms`; answers the latencies of those answered with 200, and the rest. */
async function sendAt(
  send: (pair: number, tag: string, seq: number) => Promise<boolean>,
  pairs: number,
  tag: string,
  rate: number,
  ms: number,
) {
  const latencies: number[] = [];
  let failed = 0;
  let outstanding = 0;
  await runSteady(rate, ms, (seq) => {
    const due = performance.now();
    outstanding += 1;
    void send(seq % pairs, tag, seq).then((ok) => {
      outstanding -= 1;
      if (ok) latencies.push(performance.now() - due);
      else failed += 1;
    });
  });
  const deadline = performance.now() + DRAIN_MS;
  while (outstanding > 0 && performance.now() < deadline) await sleep(10);
  return { latencies, failed: failed + outstanding };
}

async function offer(
  baseUrl: string,
  population: Population,
  tag: string,
  rate: number,
  seconds: number,
): Promise<RateStep> {
  const sender = httpSender(baseUrl, population, MAX_SOCKETS);
  try {
    const pairs = population.coaches.length;
    await sendAt(sender.send, pairs, `${tag}w`, rate, WARMUP_MS);
    const { latencies, failed } = await sendAt(sender.send, pairs, tag, rate, seconds * 1000);
    const sorted = Float64Array.from(latencies).sort();
    const p99Ms = sorted.length > 0 ? percentile(sorted, 99) : Number.NaN;
    const achievedPerSec = latencies.length / seconds;
    const passed = failed === 0 && p99Ms <= SEARCH_P99_LIMIT_MS;
    return { rate, p99Ms, achievedPerSec, failed, passed };
  } finally {
    sender.close();
  }
}

/** The search itself, over any way of offering a rate (a step at that rate, passed or not). */
export async function searchRate(
  step: (rate: number) => Promise<RateStep>,
  onStep: (step: RateStep) => void = () => {},
): Promise<RateSearchResult> {
  const steps: RateStep[] = [];
  const run = async (rate: number) => {
    const done = await step(Math.round(rate));
    steps.push(done);
    onStep(done);
    return done;
  };
  let best: RateStep | null = null;
  let failedAt = Number.NaN;
  for (let rate = FIRST_RATE; rate <= HIGHEST_RATE; rate *= 2) {
    const done = await run(rate);
    if (!done.passed) {
      failedAt = rate;
      break;
    }
    best = done;
  }
  if (!Number.isNaN(failedAt)) {
    let low = best?.rate ?? 0;
    let high = failedAt;
    for (let i = 0; i < REFINEMENTS && high - low > 1; i++) {
      const done = await run((low + high) / 2);
      if (done.passed) {
        best = done;
        low = done.rate;
      } else high = done.rate;
    }
  }
  return { sustainedPerSec: best?.rate ?? 0, p99Ms: best?.p99Ms ?? Number.NaN, steps };
}

export function searchSustainedRate(
  baseUrl: string,
  population: Population,
  tag: string,
  stepSeconds: number,
  onStep?: (step: RateStep) => void,
): Promise<RateSearchResult> {
  let n = 0;
  return searchRate((rate) => offer(baseUrl, population, `${tag}${n++}`, rate, stepSeconds), onStep);
}
