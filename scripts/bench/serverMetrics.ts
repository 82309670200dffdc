// The metrics every measured system answers: Tonic's GET /healthz/metrics (server/http/metrics.ts)
// and the bench's own floor servers serve the same prom-client registry, read here from the
// Prometheus text, so every system is measured by the same probe inside its process.
import { createMetricsRegistry, LOOP_SAMPLE_MS, METRICS_PATH } from '../../server/http/metrics';

export { LOOP_SAMPLE_MS, METRICS_PATH };

export interface ServerMetrics {
  rssBytes: number;
  heapUsedBytes: number;
  /** Bytes allocated on the V8 heap since the process started (server/http/heapAllocation.ts). */
  heapAllocatedBytes: number;
  sockets: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

/** monitorEventLoopDelay records whole timer intervals, so an idle loop reads this much. The
 * table shows the delay beyond it. */
export function loopExcessMs(recordedMs: number): number {
  return Math.max(0, recordedMs - LOOP_SAMPLE_MS);
}

/** The value of an unlabelled sample in Prometheus text. */
function sample(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`the metrics have no ${name}`);
  return Number(match[1]);
}

/** Reads a child's metrics. Each reading also starts a new event-loop delay window. */
export async function readMetrics(baseUrl: string): Promise<ServerMetrics> {
  const res = await fetch(`${baseUrl}${METRICS_PATH}`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${baseUrl}${METRICS_PATH} answered ${res.status}`);
  const text = await res.text();
  const ms = (name: string) => Math.round(sample(text, name) * 100_000) / 100;
  return {
    rssBytes: sample(text, 'process_resident_memory_bytes'),
    heapUsedBytes: sample(text, 'nodejs_heap_size_used_bytes'),
    heapAllocatedBytes: sample(text, 'tonic_heap_allocated_bytes'),
    sockets: sample(text, 'tonic_sockets'),
    eventLoopDelayMs: {
      p50: ms('nodejs_eventloop_lag_p50_seconds'),
      p99: ms('nodejs_eventloop_lag_p99_seconds'),
      max: ms('nodejs_eventloop_lag_max_seconds'),
    },
  };
}

/** For the floor servers: the registry Tonic serves, answering what their metrics path gets. */
export function createMetricsProbe(sockets: () => number) {
  const registry = createMetricsRegistry({ sockets });
  return async (): Promise<{ contentType: string; body: string }> => ({
    contentType: registry.contentType,
    body: await registry.metrics(),
  });
}
