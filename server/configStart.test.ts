// A server started with a wrong setting stops before it opens a database, with one line per
// setting for the operator and no stack trace. The server runs from the run's bundle (the
// integration part builds it), as an operator starts it; the rules themselves are config.test.ts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../scripts/pgCluster';
import { installedEntry } from './test/install';
import { PROCESS_BOOT_MS } from './test/processBoot';

/** A line of a stack trace: what an operator should never have to read for a setting. */
const STACK_FRAME = /^\s+at /m;

/** Starts the server (on its own data folder unless given) and waits for it to stop. */
async function startToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-config-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const main = installedEntry('main');
  const child = spawn(main.command, main.args, {
    cwd: main.cwd,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', TONIC_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // 'close', not 'exit': its standard error may still be in the pipe when it exits.
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stderr };
}

describe('a server started with a wrong setting', () => {
  it(
    'a server started with a wrong PORT stops with a message naming PORT',
    async () => {
      const run = await startToExit({ PORT: '70000' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('PORT: a port number from 0 to 65535');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    },
    PROCESS_BOOT_MS,
  );

  it(
    'a production server without its public URL stops naming TONIC_PUBLIC_URL',
    async () => {
      const run = await startToExit({ NODE_ENV: 'production' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('TONIC_PUBLIC_URL: required in production');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    },
    PROCESS_BOOT_MS,
  );

  it(
    'a database that does not answer stops the start naming TONIC_DATABASE_URL, without its password',
    async () => {
      const port = await freePort();
      const run = await startToExit({
        TONIC_DATABASE_URL: `postgres://tonic:s3cret@127.0.0.1:${port}/tonic`,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`TONIC_DATABASE_URL: cannot connect to 127.0.0.1:${port}`);
      expect(run.stderr).not.toContain('s3cret');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    },
    PROCESS_BOOT_MS,
  );

  it(
    'a port in use and a data folder that cannot hold the database stop the start naming PORT and TONIC_DATA_DIR',
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      onTestFinished(() => new Promise<void>((resolve) => taken.close(() => resolve())));
      const port = (taken.address() as net.AddressInfo).port;
      const inUse = await startToExit({ PORT: String(port) });
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toContain(`PORT: ${port} on 127.0.0.1 is already in use`);
      expect(inUse.stderr).not.toMatch(STACK_FRAME);

      // A folder under a file cannot be made.
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-config-')), 'a-file');
      fs.writeFileSync(file, '');
      onTestFinished(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
      const unwritable = await startToExit({ TONIC_DATA_DIR: path.join(file, 'data') });
      expect(unwritable.code).toBe(1);
      expect(unwritable.stderr).toContain('TONIC_DATA_DIR: cannot keep the database in');
      expect(unwritable.stderr).not.toMatch(STACK_FRAME);
    },
    PROCESS_BOOT_MS,
  );
});
