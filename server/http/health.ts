// Health for supervisors and load balancers, in two questions:
// - GET /healthz, liveness: the process runs and answers. Always 200 while it does; a supervisor
//   restarts a node that stops answering it, never one whose database is away (a restart would
//   not bring the database back).
// - GET /readyz, readiness: whether this node can serve. It asks each part the node depends on:
//   a required part (the database) that fails makes it 503 with Retry-After, and a balancer
//   sends the traffic elsewhere; an optional part (the cluster adapter: cross-node pushes, which
//   clients make up for by catching up) that fails leaves it ready, 200, and says it is degraded.
// A part that hangs counts as down after CHECK_TIMEOUT_MS, so the check itself never hangs.
import type { FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;
/** What a 503 from /readyz tells a balancer or client to wait, in seconds. */
export const READY_RETRY_AFTER_SECONDS = 5;

/** Resolves when the part works, rejects with the reason when it does not. */
export type HealthCheck = () => Promise<void>;

export type PartState = 'ok' | 'down' | 'timeout';

/** What the node is, beside whether it works: its site, and where its mail goes. */
export interface NodeFacts {
  site: string;
  /** `files`: no SMTP, mail is written to the data folder and reaches no one. */
  mail: 'smtp' | 'files';
}

export interface LivenessReport extends NodeFacts {
  status: 'OK';
}

export interface ReadinessReport extends NodeFacts {
  /** OK: every part works; DEGRADED: an optional part does not; UNAVAILABLE: a required one. */
  status: 'OK' | 'DEGRADED' | 'UNAVAILABLE';
  parts: Record<string, PartState>;
  /** The optional parts that are not ok: the node serves without them. */
  degraded?: string[];
  /** The required parts that are not ok: the node cannot serve. */
  unavailable?: string[];
}

export interface HealthParts {
  required: Record<string, HealthCheck>;
  optional: Record<string, HealthCheck>;
}

async function stateOf(check: HealthCheck): Promise<{ state: PartState; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([check().then(() => 'ok' as const), timeout]);
    return { state: result };
  } catch (error) {
    return { state: 'down', error };
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, facts: NodeFacts, parts: HealthParts): void {
  app.get('/healthz', async (): Promise<LivenessReport> => ({ status: 'OK', ...facts }));

  app.get('/readyz', async (request, reply): Promise<ReadinessReport> => {
    const checks = { ...parts.optional, ...parts.required };
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => stateOf(checks[name]!)));
    const report: ReadinessReport = { status: 'OK', ...facts, parts: {} };
    results.forEach(({ state, error }, i) => {
      const part = names[i]!;
      report.parts[part] = state;
      if (state === 'ok') return;
      const required = part in parts.required;
      request.log[required ? 'error' : 'warn']({ err: error, part, state }, `readiness: ${part} is ${state}`);
    });
    const failing = names.filter((name) => report.parts[name] !== 'ok');
    const unavailable = failing.filter((name) => name in parts.required);
    const degraded = failing.filter((name) => !(name in parts.required));
    if (degraded.length > 0) Object.assign(report, { status: 'DEGRADED', degraded });
    if (unavailable.length === 0) return report;
    reply.code(503).header('retry-after', String(READY_RETRY_AFTER_SECONDS));
    return { ...report, status: 'UNAVAILABLE', unavailable };
  });
}
