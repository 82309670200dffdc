// GET /healthz for load balancers and operators: asks each part the server depends on and answers
// 200 when all answer, else 503 naming the parts that did not. A part that hangs counts as down
// after CHECK_TIMEOUT_MS, so the check itself never hangs.
import type { FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;

/** Resolves when the part works, rejects with the reason when it does not. */
export type HealthCheck = () => Promise<void>;

export type PartState = 'ok' | 'down' | 'timeout';

/** What the node is, beside whether it works: its site, and where its mail goes. */
export interface NodeFacts {
  site: string;
  /** `files`: no SMTP, mail is written to the data folder and reaches no one. */
  mail: 'smtp' | 'files';
}

export interface HealthReport extends NodeFacts {
  status: 'OK' | 'UNHEALTHY';
  parts: Record<string, PartState>;
  /** The parts that are not ok, named for the operator reading the reply. */
  unhealthy?: string[];
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

export function registerHealth(
  app: FastifyInstance,
  facts: NodeFacts,
  parts: Record<string, HealthCheck>,
): void {
  app.get('/healthz', async (request, reply): Promise<HealthReport> => {
    const names = Object.keys(parts);
    const results = await Promise.all(names.map((name) => stateOf(parts[name]!)));
    const report: HealthReport = { status: 'OK', ...facts, parts: {} };
    results.forEach(({ state, error }, i) => {
      const part = names[i]!;
      report.parts[part] = state;
      if (state !== 'ok') request.log.error({ err: error, part, state }, `health check: ${part} is ${state}`);
    });
    const unhealthy = names.filter((name) => report.parts[name] !== 'ok');
    if (unhealthy.length === 0) return report;
    reply.code(503).header('retry-after', '5');
    return { ...report, status: 'UNHEALTHY', unhealthy };
  });
}
