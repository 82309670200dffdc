// A server of a journey's own, for the journeys that read figures of the whole server (who is
// online, the event log) or need an empty database: nothing another journey does shows there.
// Same build, a data folder of its own under the run's (removed with it), a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  url: `http://${string}`;
  dataDir: string;
  /** The server's environment, for the operator's commands run against the same database. */
  env: NodeJS.ProcessEnv;
  /** Starts the server and waits until it answers. */
  start(): Promise<void>;
  /** Stops it, if it runs. */
  stop(): Promise<void>;
}

/**
 * A server named `name` (its data folder's name), not started yet. `env` adds to or, with
 * undefined, removes from the journeys' environment.
 */
export async function ownServer(name: string, env: Record<string, string | undefined>): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}` as const;
  const dataDir = path.join(process.env.TONIC_E2E_DATA_DIR ?? '', `${name}-${port}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TONIC_DATA_DIR: dataDir,
    TONIC_STATIC_DIR: process.env.TONIC_BUILD_DIR ?? 'dist/client',
    TONIC_PUBLIC_URL: url,
    TONIC_ORIGINS: url,
    TONIC_LOG_LEVEL: 'warn',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete serverEnv[key];
    else serverEnv[key] = value;
  }
  let child: ChildProcess | null = null;
  return {
    url,
    dataDir,
    env: serverEnv,
    async start() {
      // The server itself is the child (not npx, whose child would outlive a signal to it).
      child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
        env: serverEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await expect
        .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
        .toBe(200);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/** A production server on an empty database, as an operator's first start: nothing seeded. */
export function emptyProductionServer(name: string): Promise<OwnServer> {
  return ownServer(name, { NODE_ENV: 'production', TONIC_SEED: undefined, TONIC_DATABASE_URL: undefined });
}

/**
 * The operator's `admin create` command (the built one) against the server's database, with the
 * password on standard input, as a new school's first administrator is made; answers its output.
 */
export async function createAdminByCommand(
  server: OwnServer,
  person: { email: string; firstName: string; lastName: string; password: string },
): Promise<string> {
  const args = ['dist/server/admin.mjs', 'create', '--email', person.email, '--first-name', person.firstName];
  args.push('--last-name', person.lastName, '--password-stdin');
  const child = spawn(process.execPath, args, { env: server.env, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stdin.end(`${person.password}\n`);
  // 'close', not 'exit': its output may still be in the pipe when it exits.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`admin create exited ${code}: ${output}`);
  return output;
}
