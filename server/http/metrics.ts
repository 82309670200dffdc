// GET /healthz/metrics in the Prometheus text format (prom-client), only with TONIC_METRICS=true:
// the process's own figures (memory, CPU, event-loop delay, GC), open sockets, online users and
// the time each call takes. The bench reads the same registry from its floor servers, so every
// system it measures is measured the same way.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { heapAllocatedBytes } from './heapAllocation';

export const METRICS_PATH = '/healthz/metrics';

/**
 * The event-loop delay histogram's resolution. prom-client reads its percentiles at each scrape
 * and starts a new window: a reading covers the time since the one before.
 */
export const LOOP_SAMPLE_MS = 10;

export interface MetricsSources {
  /** Open Socket.IO connections on this node. */
  sockets: () => number;
  /** Users with a socket on this node. */
  onlineUsers?: () => number;
}

export function createMetricsRegistry(sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: LOOP_SAMPLE_MS });
  new Gauge({
    name: 'tonic_sockets',
    help: 'Open Socket.IO connections on this node.',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'tonic_heap_allocated_bytes',
    help: 'Bytes allocated on the V8 heap since the process started (growth of the used heap between collections).',
    registers: [registry],
    collect() {
      this.set(heapAllocatedBytes());
    },
  });
  const { onlineUsers } = sources;
  if (onlineUsers) {
    new Gauge({
      name: 'tonic_online_users',
      help: 'Users with at least one socket on this node.',
      registers: [registry],
      collect() {
        this.set(onlineUsers());
      },
    });
  }
  return registry;
}

export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const registry = createMetricsRegistry(sources);
  const duration = new Histogram({
    name: 'tonic_request_duration_seconds',
    help: 'Time to answer a request, by call (file and req) or route, and HTTP status.',
    labelNames: ['call', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const call = request.call ?? request.routeOptions.url ?? 'unmatched';
    duration.observe({ call, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}
