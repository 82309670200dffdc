// The configuration's rules, read from the environment (loadConfig). A server started with a wrong
// setting is configStart.test.ts.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', site: 'academy', seed: 'demo' });
    expect(config.dataDir.endsWith('data')).toBe(true);
    // A dead node is found within 25 s: silent for 20, and the next survivor's beat within 5.
    expect(config.nodeHeartbeat).toEqual({ everyMs: 5000, deadAfterMs: 20_000 });
    expect(config.habitReminderPollMs).toBe(60_000);
  });

  it('lets a node run no habit reminder rounds of its own, but not a negative pause', () => {
    expect(loadConfig({ TONIC_HABIT_REMINDER_POLL_MS: '0' }).habitReminderPollMs).toBe(0);
    expect(() => loadConfig({ TONIC_HABIT_REMINDER_POLL_MS: '-1' })).toThrow(/TONIC_HABIT_REMINDER_POLL_MS/);
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
