// GET /healthz/metrics, only with TONIC_METRICS=true: what a benchmark needs to see inside the
// server process. ?reset=1 starts a new event-loop delay window.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export function registerMetrics(
  app: FastifyInstance,
  sockets: () => number,
  onlineUsers: () => number,
): void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  app.get<{ Querystring: { reset?: string } }>('/healthz/metrics', async (request) => {
    const ms = (ns: number) => Math.round(ns / 10_000) / 100;
    const body = {
      rssBytes: process.memoryUsage().rss,
      heapUsedBytes: process.memoryUsage().heapUsed,
      sockets: sockets(),
      onlineUsers: onlineUsers(),
      eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    };
    if (request.query.reset) loop.reset();
    return body;
  });
}
