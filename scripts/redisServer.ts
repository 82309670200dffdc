// A throwaway Redis server for tests and benchmarks: the installed redis-server on a free
// loopback port, nothing saved to disk, stopped at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pgCluster';

export interface RedisServer {
  /** redis:// URL of the server. */
  url: string;
  stop(): Promise<void>;
}

/** The redis-server binary, or null when Redis is not installed. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'redis-server');
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Resolves once the port takes a connection and answers PING. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = findRedisServer();
  if (!binary) throw new Error('Redis is not installed (redis-server not found)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
