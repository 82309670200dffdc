import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../scripts/pgCluster';
import { ConfigError, loadConfig } from './config';
import { PROCESS_BOOT_MS } from './test/processBoot';

/** A line of a stack trace: what an operator should never have to read for a setting. */
const STACK_FRAME = /^\s+at /m;

/** Starts server/main.ts (on its own data folder unless given) and waits for it to stop. */
async function startToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-config-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', TONIC_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', site: 'academy', seed: 'demo' });
    expect(config.dataDir.endsWith('data')).toBe(true);
    // A dead node is found within 25 s: silent for 20, and the next survivor's beat within 5.
    expect(config.nodeHeartbeat).toEqual({ everyMs: 5000, deadAfterMs: 20_000 });
  });

  it('refuses a dead-node window shorter than three heartbeats', () => {
    expect(() => loadConfig({ TONIC_NODE_HEARTBEAT_MS: '1000', TONIC_NODE_DEAD_AFTER_MS: '2000' })).toThrow(
      /TONIC_NODE_DEAD_AFTER_MS: at least three heartbeats/,
    );
    expect(
      loadConfig({ TONIC_NODE_HEARTBEAT_MS: '300', TONIC_NODE_DEAD_AFTER_MS: '1500' }).nodeHeartbeat,
    ).toEqual({
      everyMs: 300,
      deadAfterMs: 1500,
    });
  });

  const PRODUCTION = { NODE_ENV: 'production', TONIC_PUBLIC_URL: 'https://learn.example.com' };

  it('never seeds demo accounts in production, and refuses to be asked unless demo accounts are allowed', () => {
    expect(loadConfig(PRODUCTION).seed).toBe('none');
    expect(() => loadConfig({ ...PRODUCTION, TONIC_SEED: 'demo' })).toThrow(
      /TONIC_SEED: demo is refused in production.*TONIC_ALLOW_DEMO_ACCOUNTS=true/,
    );
    const demoSite = loadConfig({ ...PRODUCTION, TONIC_SEED: 'demo', TONIC_ALLOW_DEMO_ACCOUNTS: 'true' });
    expect(demoSite).toMatchObject({ seed: 'demo', allowDemoAccounts: true });
    expect(loadConfig({ TONIC_SEED: 'demo' }).seed).toBe('demo');
  });

  it('refuses private webhook receivers in production, and a test retry schedule outside tests', () => {
    expect(() => loadConfig({ ...PRODUCTION, TONIC_WEBHOOKS_ALLOW_PRIVATE: 'true' })).toThrow(
      /TONIC_WEBHOOKS_ALLOW_PRIVATE: refused in production/,
    );
    expect(loadConfig({ TONIC_WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig(PRODUCTION).webhooks).toMatchObject({ allowPrivate: false, retryDelaysMs: null });
    expect(() => loadConfig({ TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: '100,200' })).toThrow(
      /TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: for tests only/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: '100,200' }).webhooks.retryDelaysMs,
    ).toEqual([100, 200]);
  });

  it('needs the public URL in production, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TONIC_PUBLIC_URL: required in production/);
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('sends from the public address’s host in production unless SMTP_FROM says otherwise', () => {
    expect(loadConfig(PRODUCTION).mailFrom).toBe('"Tonic" <no-reply@learn.example.com>');
    expect(loadConfig({ ...PRODUCTION, TONIC_SELLER_NAME: 'Kulturskolan "Nord"' }).mailFrom).toBe(
      '"Kulturskolan Nord" <no-reply@learn.example.com>',
    );
    expect(loadConfig({ ...PRODUCTION, SMTP_FROM: 'Skolan <info@skolan.se>' }).mailFrom).toBe(
      'Skolan <info@skolan.se>',
    );
    expect(loadConfig({}).mailFrom).toBe('Tonic <no-reply@tonic.test>');
  });

  it('names every wrong variable at once', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TONIC_SEED: 'demo', TONIC_REDIS_URL: 'redis://cache' }),
    ).toThrow(/TONIC_REDIS_URL[\s\S]*TONIC_PUBLIC_URL[\s\S]*TONIC_SEED/);
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', TONIC_SITE: 'shop' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', TONIC_SITE: 'shop' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('TONIC_SITE');
    }
  });

  it.each(['70000', 'abc', '-1', '80.5'])('refuses PORT=%s, naming PORT', (PORT) => {
    expect(() => loadConfig({ PORT })).toThrow(/PORT: a port number from 0 to 65535/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.test', SMTP_PORT: PORT })).toThrow(/SMTP_PORT/);
  });

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

  it('takes an empty variable as unset', () => {
    const config = loadConfig({
      SMTP_HOST: '',
      SMTP_PORT: '',
      SMTP_SECURE: '',
      SMTP_FROM: '',
      PORT: '',
      TONIC_SEED: '',
    });
    expect(config).toMatchObject({
      smtp: null,
      port: 3000,
      seed: 'demo',
      mailFrom: 'Tonic <no-reply@tonic.test>',
    });
  });

  it('takes Redis only beside PostgreSQL, and only as a redis:// URL', () => {
    expect(() => loadConfig({ TONIC_REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/TONIC_REDIS_URL/);
    expect(() =>
      loadConfig({ TONIC_DATABASE_URL: 'postgres://db/tonic', TONIC_REDIS_URL: 'http://cache' }),
    ).toThrow(/TONIC_REDIS_URL/);
    const config = loadConfig({
      TONIC_DATABASE_URL: 'postgres://db/tonic',
      TONIC_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).redisUrl).toBeNull();
  });

  it('allows the public URL’s origin for sockets by default', () => {
    const config = loadConfig({ TONIC_PUBLIC_URL: 'https://learn.example.com/' });
    expect(config.publicUrl).toBe('https://learn.example.com');
    expect(config.origins).toContain('https://learn.example.com');
  });
});
