import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PROCESS_BOOT_MS } from './test/processBoot';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', site: 'academy', seed: 'demo' });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('never seeds demo accounts in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', TONIC_SEED: 'demo' }).seed).toBe('demo');
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
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-config-'));
      onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
        env: { ...process.env, PORT: '70000', TONIC_DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain('PORT: a port number from 0 to 65535');
    },
    PROCESS_BOOT_MS,
  );

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
