// Server children of the benchmark: each runs under a raised open-file limit so it can hold
// 10,000 sockets, is tracked by pid, and is stopped by pid on every way out of the bench
// (normal end, error, SIGINT) so no server outlives a run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export { freePort } from '../pgCluster';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const KEPT_OUTPUT_LINES = 40;
const GC_WAIT_MS = 500;

export interface ChildServer {
  name: string;
  pid: number;
  url: string;
  /** The last lines the child printed, for error messages. */
  output(): string;
  /** A full GC in the child (see gcHook.ts), given a moment to finish before memory is read. */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

/** Running children by pid, with how to stop each. */
const live = new Map<number, ChildServer>();

export interface StartOptions {
  name: string;
  /** A TypeScript entry point, relative to the repository root. */
  script: string;
  port: number;
  env: Record<string, string>;
  /** GET path answering 200 once the child listens. */
  readyPath: string;
  fileLimit: number;
}

export async function startChild(options: StartOptions): Promise<ChildServer> {
  // `ulimit -n` may exceed the hard limit on some machines: fall back to the hard limit.
  const script = 'ulimit -n "$1" 2>/dev/null || ulimit -n "$(ulimit -Hn)"; shift; exec "$@"';
  const child = spawn(
    'bash',
    [
      '-c',
      script,
      'bench-child',
      String(options.fileLimit),
      process.execPath,
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './scripts/bench/gcHook.ts',
      options.script,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (child.pid === undefined) throw new Error(`${options.name}: could not start`);
  const pid = child.pid;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > KEPT_OUTPUT_LINES) lines.splice(0, lines.length - KEPT_OUTPUT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      lines.push(`(exited: ${signal ?? `code ${code}`})`);
      resolve();
    }),
  );
  void exited.then(() => live.delete(pid));

  const url = `http://127.0.0.1:${options.port}`;
  const server: ChildServer = {
    name: options.name,
    pid,
    url,
    output: () => lines.join('\n'),
    async collectGarbage() {
      if (live.has(pid)) process.kill(pid, 'SIGUSR2');
      await sleep(GC_WAIT_MS);
    },
    async stop() {
      if (!live.has(pid)) return;
      process.kill(pid, 'SIGTERM');
      const graceful = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
      if (!graceful && live.has(pid)) {
        process.kill(pid, 'SIGKILL');
        await exited;
      }
    },
  };

  live.set(pid, server);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!live.has(pid)) throw new Error(`${options.name} exited during start-up:\n${server.output()}`);
    try {
      const res = await fetch(url + options.readyPath);
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`${options.name} did not answer ${options.readyPath} within ${READY_TIMEOUT_MS} ms`);
}

/** Stops every running child (TERM, then KILL after the grace period) and waits for each. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...live.values()].map((server) => server.stop()));
}

/** Last resort on exit: children still running are killed by pid, synchronously. */
export function killAllChildren(): void {
  for (const pid of live.keys()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  live.clear();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
