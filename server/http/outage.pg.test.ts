// Outages under a running server (PostgreSQL pass): the database or Redis is taken away through a
// TCP proxy (connections refused, open ones cut) and given back. A database outage answers calls
// 503 BUSY with Retry-After, refuses socket handshakes BUSY (not as a bad token) and /readyz 503,
// while /healthz stays 200; then the node recovers by itself. A Redis outage only degrades
// cross-node pushes: /readyz stays 200 and says so.
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../scripts/redisServer';
import * as calls from '../../shared/calls';
import { connected, emptyDatabase, startServer, type TestServer, until } from '../test/harness';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy';
import type { ReadinessReport } from './health';

async function readiness(
  server: TestServer,
): Promise<{ status: number; retryAfter: string | null; body: ReadinessReport }> {
  const res = await fetch(`${server.url}/readyz`);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as ReadinessReport,
  };
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client(admin.toString());
  await client.connect();
  try {
    await client.query(`drop database "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

describe('a database outage', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let target: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    target = await emptyDatabase();
    proxy = await startTcpProxy(target.databaseUrl!);
    server = await startServer({ TONIC_DATABASE_URL: proxy.url }, { dataDir: target.dataDir });
  });
  afterAll(async () => {
    await proxy?.start();
    await server?.close({ keepData: true });
    await proxy?.close();
    if (target) {
      fs.rmSync(target.dataDir, { recursive: true, force: true });
      await dropDatabase(target.databaseUrl!);
    }
  });

  it('answers 503 BUSY with Retry-After, /readyz 503 and /healthz 200, then recovers', async () => {
    const sam = await server.signIn('student@tonic.test');
    // A session this node has not checked yet: its check needs the database (sam's is answered
    // from the session cache once a call has used it).
    const cole = await server.signIn('coach@tonic.test');
    expect((await server.call(calls.messages.getMessages, {}, sam)).status).toBe(200);
    expect(await readiness(server)).toMatchObject({
      status: 200,
      body: { status: 'OK', parts: { database: 'ok' } },
    });

    await proxy.stop();
    const read = await server.call(calls.messages.getMessages, {}, sam);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ status: 'BUSY', error_code: 'BUSY' });
    expect(read.headers.get('retry-after')).toBe('5');
    const write = await server.call(
      calls.messages.submitMessage,
      { UserId: 1, Message: '<p>Are you there?</p>' },
      sam,
    );
    expect(write.status).toBe(503);
    expect(write.body.error_code).toBe('BUSY');

    const down = await readiness(server);
    expect(down).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'UNAVAILABLE', parts: { database: 'down' }, unavailable: ['database'] },
    });
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'OK' });
    // A socket's handshake that cannot check its token is told to come back, not that the token is bad.
    await expect(connected(server.connect(cole))).rejects.toThrow('BUSY');
    const logged = server.logs().map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.some((line) => line.level === 50 && line.msg === 'database unavailable')).toBe(true);

    await proxy.start();
    await until(async () => (await server.call(calls.messages.getMessages, {}, sam)).status === 200, 15_000);
    expect((await readiness(server)).body.parts.database).toBe('ok');
    await connected(server.connect(sam));
    await connected(server.connect(cole));
  });
});

describe('a Redis outage', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    proxy = await startTcpProxy(redis.url);
    server = await startServer({ TONIC_REDIS_URL: proxy.url });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await redis?.stop();
  });

  it('keeps the node ready, saying cross-node pushes are degraded, until Redis is back', async () => {
    expect(await readiness(server)).toMatchObject({
      status: 200,
      body: { status: 'OK', parts: { database: 'ok', cluster: 'ok' } },
    });

    await proxy.stop();
    const degraded = await readiness(server);
    expect(degraded).toMatchObject({
      status: 200,
      body: { status: 'DEGRADED', parts: { database: 'ok', cluster: 'down' }, degraded: ['cluster'] },
    });
    expect(degraded.body.unavailable).toBeUndefined();
    // Calls go on: only the pushes to other nodes wait for Redis.
    const sam = await server.signIn('student@tonic.test');
    expect((await server.call(calls.messages.getMessages, {}, sam)).status).toBe(200);

    await proxy.start();
    await until(async () => (await readiness(server)).body.status === 'OK', 15_000);
  });
});
