// GET /healthz/metrics in the Prometheus text format (prom-client), only with TONIC_METRICS=true:
// the process's own figures (memory, CPU, event-loop delay, GC), open sockets, online users, the
// time each call takes, the mail outbox, the database's connections and the cluster adapter. The bench reads the same registry from its floor servers, so every
// system it measures is measured the same way.
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseLoad } from '../db/database';
import { type StatementPlace, statementCounts } from '../db/statementTap';
import type { OutboxStats } from '../mail/outbox';
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
  /** The mail outbox's waiting and given-up mails (one query per scrape). */
  outbox?: () => Promise<OutboxStats>;
  database?: () => DatabaseLoad;
  /** Session checks (calls, handshakes, emits) answered from memory and from the database. */
  sessionChecks?: () => { memory: number; database: number };
  /** The Socket.IO cluster adapter, when nodes share rooms. */
  adapter?: { kind: string; connected: () => Promise<boolean> };
}

/** One call in flight at a time: the gauges of one scrape, collected together, share its answer. */
function shared<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= fn().finally(() => {
      running = null;
    });
    return running;
  };
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
  if (sources.outbox) registerOutbox(registry, shared(sources.outbox));
  if (sources.database) registerDatabase(registry, sources.database);
  const { sessionChecks } = sources;
  if (sessionChecks) {
    new Gauge({
      name: 'tonic_session_checks',
      help: 'Session checks since start, by where they were answered: memory (the session cache) or database.',
      labelNames: ['source'],
      registers: [registry],
      collect() {
        const now = sessionChecks();
        this.set({ source: 'memory' }, now.memory);
        this.set({ source: 'database' }, now.database);
      },
    });
  }
  const { adapter } = sources;
  if (adapter) {
    new Gauge({
      name: 'tonic_cluster_adapter_connected',
      help: 'Whether the link to the other nodes is up (1) or degraded (0): pushes to their sockets are lost meanwhile.',
      labelNames: ['adapter'],
      registers: [registry],
      async collect() {
        this.set({ adapter: adapter.kind }, (await adapter.connected()) ? 1 : 0);
      },
    });
  }
  return registry;
}

function registerOutbox(registry: Registry, stats: () => Promise<OutboxStats>): void {
  const gauges: [string, string, (s: OutboxStats) => number][] = [
    [
      'tonic_mail_outbox_waiting',
      'Mails waiting to be sent, in a pause between tries too.',
      (s) => s.waiting,
    ],
    ['tonic_mail_outbox_failed', 'Mails given up after their last try (Status failed).', (s) => s.failed],
    [
      'tonic_mail_outbox_oldest_waiting_seconds',
      'Age of the oldest mail waiting to be sent; 0 when none waits.',
      (s) => s.oldestWaitingSeconds,
    ],
  ];
  for (const [name, help, value] of gauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await stats()));
      },
    });
}

function registerDatabase(registry: Registry, load: () => DatabaseLoad): void {
  if (load().engine === 'postgres') {
    const pool = () => load() as Extract<DatabaseLoad, { engine: 'postgres' }>;
    new Gauge({
      name: 'tonic_db_pool_connections',
      help: 'PostgreSQL pool connections of this node: open (total) and idle among them.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = pool();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
      },
    });
    new Gauge({
      name: 'tonic_db_pool_waiting',
      help: 'Queries of this node waiting for a PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
    new Counter({
      name: 'tonic_pg_statements_total',
      help: 'Statements (round trips) this node sent to PostgreSQL, by where: units of work, event horizon, rate limits, cluster adapter.',
      labelNames: ['place'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [place, n] of Object.entries(statementCounts()) as [StatementPlace, number][])
          this.inc({ place }, n);
      },
    });
    return;
  }
  new Gauge({
    name: 'tonic_db_writer_queue',
    help: 'SQLite transactions holding or waiting for the one writer connection.',
    registers: [registry],
    collect() {
      const now = load();
      this.set(now.engine === 'sqlite' ? now.writerQueue : 0);
    },
  });
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
