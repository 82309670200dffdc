// The metrics contract shared by Tonic's GET /healthz/metrics (server/http/metrics.ts) and the
// bench's own floor servers, so every system is measured by the same probe inside its process.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ServerMetrics {
  rssBytes: number;
  heapUsedBytes: number;
  sockets: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

export const METRICS_PATH = '/healthz/metrics';

/** monitorEventLoopDelay records whole timer intervals, so an idle loop reads this much. The
 * table shows the delay beyond it. */
export const LOOP_SAMPLE_MS = 10;

export function loopExcessMs(recordedMs: number): number {
  return Math.max(0, recordedMs - LOOP_SAMPLE_MS);
}

/** Reads a child's metrics; `reset` starts a new event-loop delay window after the reading. */
export async function readMetrics(baseUrl: string, reset = false): Promise<ServerMetrics> {
  const res = await fetch(`${baseUrl}${METRICS_PATH}${reset ? '?reset=1' : ''}`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${baseUrl}${METRICS_PATH} answered ${res.status}`);
  return (await res.json()) as ServerMetrics;
}

/** For the floor servers: the same figures, with the same histogram resolution as Tonic. */
export function createMetricsProbe(sockets: () => number) {
  const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  loop.enable();
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  return (reset: boolean): ServerMetrics => {
    const memory = process.memoryUsage();
    const body = {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      sockets: sockets(),
      eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    };
    if (reset) loop.reset();
    return body;
  };
}
