import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
