// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a fresh temp folder, started
// on a free loopback port with its socket in that folder, removed on stop. Uses the installed
// binaries (PATH, or /usr/lib/postgresql/<version>/bin); initdb refuses root, so as root the
// cluster runs as the `postgres` user that Debian's package creates.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PgCluster {
  /** postgres:// URL of the cluster's `postgres` database, as the superuser `tonic`. */
  url: string;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPgBinaries(): string | null {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    : [];
  for (const dir of [...debian, ...fromPath]) {
    if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** A free loopback port (for a cluster, or a server started as a child process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PgClusterOptions {
  /**
   * false: a cluster for tests that nothing survives anyway. Commits skip the flush to disk
   * (fsync, synchronous_commit and full_page_writes off) and initdb does not sync its files, so a
   * test server's database is made, migrated and dropped without waiting on the disk. A power cut
   * could corrupt such a cluster; a killed client process cannot, and nothing else kills it.
   * Default true: PostgreSQL's own settings, for benchmarks and the tests about durability.
   */
  durable?: boolean;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const durable = options.durable ?? true;
  const bin = findPgBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (initdb and pg_ctl not found)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so two clusters (the fast one and the durable one) start side by side.
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = path.join(bin, tool);
      const [file, fileArgs] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
        : [command, args];
      execFile(file, fileArgs, { cwd: dir }, (error, _stdout, stderr) =>
        error ? reject(new Error(`${tool} failed: ${stderr || error.message}`)) : resolve(),
      );
    });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  await run('initdb', [
    '-D',
    data,
    '-U',
    'tonic',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    ...(durable ? [] : ['--no-sync']),
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=300',
    '-c shared_buffers=64MB',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  await run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://tonic@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        // Immediate: the folder is removed next, so the shutdown checkpoint would be wasted work.
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
