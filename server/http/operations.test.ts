// What operators rely on: /healthz says the process is alive, /readyz names what is down, the
// metrics endpoint speaks Prometheus only when switched on, and each request's log line names its
// call and user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as calls from '../../shared/calls';
import { connected, startServer, type TestServer, until } from '../test/harness';

const SAM = 3;

describe('/healthz and /readyz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answer 200: alive, and ready with each part ok', async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'OK', site: 'academy', mail: 'files' });
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; parts: Record<string, string> };
    expect(body).toMatchObject({ status: 'OK', site: 'academy', parts: { database: 'ok' } });
    expect(Object.values(body.parts).every((state) => state === 'ok')).toBe(true);
  });

  it('/readyz answers 503 naming the database when it cannot be reached; /healthz stays 200', async () => {
    await server.app.tonic.database.close();
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({
      status: 'UNAVAILABLE',
      parts: { database: 'down' },
      unavailable: ['database'],
    });
    const logged = server.logs().map((line) => JSON.parse(line) as { level: number; part?: string });
    expect(logged.some((line) => line.level === 50 && line.part === 'database')).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('metrics', () => {
  it('answers 404 when switched off, even where the client is served', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-client-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tonic</title>');
    const server = await startServer({ TONIC_STATIC_DIR: staticDir });
    onTestFinished(async () => {
      await server.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    });
    const metrics = await fetch(`${server.url}/healthz/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.json()).toMatchObject({ status: 'NOT_FOUND' });
    // A client route still gets the page.
    expect((await fetch(`${server.url}/MyProfile`)).headers.get('content-type')).toContain('text/html');
  });

  it('answers Prometheus text when switched on: process, sockets and per-call timings', async () => {
    const server = await startServer({ TONIC_METRICS: 'true' });
    onTestFinished(() => server.close());
    const socket = server.connect(await server.signIn('student@tonic.test'));
    await connected(socket);
    const res = await fetch(`${server.url}/healthz/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toMatch(/^tonic_sockets 1$/m);
    expect(text).toMatch(/^tonic_online_users 1$/m);
    // Bytes allocated since start: the server has allocated something, and the count only grows.
    const allocated = (body: string) => Number(/^tonic_heap_allocated_bytes (\d+)$/m.exec(body)?.[1]);
    const first = allocated(text);
    expect(first).toBeGreaterThan(0);
    expect(allocated(await (await fetch(`${server.url}/healthz/metrics`)).text())).toBeGreaterThan(first);
    expect(text).toMatch(
      /^tonic_request_duration_seconds_count\{call="login\.php sign_in",status="200"\} 1$/m,
    );
  });

  it('shows the mail outbox (waiting, failed, oldest waiting), the database’s connections and the cluster adapter', async () => {
    const server = await startServer({ TONIC_METRICS: 'true' });
    onTestFinished(() => server.close());
    const scrape = async () => (await fetch(`${server.url}/healthz/metrics`)).text();
    const value = (text: string, name: string) =>
      Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1]);
    const before = await scrape();
    expect(value(before, 'tonic_mail_outbox_waiting')).toBe(0);
    expect(value(before, 'tonic_mail_outbox_failed')).toBe(0);
    expect(value(before, 'tonic_mail_outbox_oldest_waiting_seconds')).toBe(0);
    // One mail in a pause between tries (two minutes old), one given up.
    const now = server.app.tonic.clock();
    const iso = (ms: number) => new Date(ms).toISOString();
    const mail = (status: string, createdAt: string, next: string | null) =>
      server.sql(
        `insert into mail_outbox ("ToAddress", "Subject", "Template", "Locale", "Body", "Transport", "Status", "NextAttemptAt", "CreatedAt")
         values ('metrics@tonic.test', 'Metrics', 'reset-password', 'en', 'x', 'file', ?, ?, ?)`,
        status,
        next,
        createdAt,
      );
    await mail('pending', iso(now - 120_000), iso(now + 3_600_000));
    await mail('failed', iso(now - 7 * 3_600_000), null);
    const after = await scrape();
    expect(value(after, 'tonic_mail_outbox_waiting')).toBe(1);
    expect(value(after, 'tonic_mail_outbox_failed')).toBe(1);
    expect(value(after, 'tonic_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(120);
    expect(value(after, 'tonic_mail_outbox_oldest_waiting_seconds')).toBeLessThan(3600);
    if (server.databaseUrl) {
      expect(value(after, 'tonic_db_pool_connections\\{state="total"\\}')).toBeGreaterThanOrEqual(1);
      expect(value(after, 'tonic_db_pool_connections\\{state="idle"\\}')).toBeGreaterThanOrEqual(0);
      expect(value(after, 'tonic_db_pool_waiting')).toBe(0);
      expect(value(after, 'tonic_cluster_adapter_connected\\{adapter="postgres"\\}')).toBe(1);
      expect(after).not.toContain('tonic_db_writer_queue');
    } else {
      expect(value(after, 'tonic_db_writer_queue')).toBe(0);
      expect(after).not.toContain('tonic_db_pool_connections');
      expect(after).not.toContain('tonic_cluster_adapter_connected');
    }
  });
});

describe('request log', () => {
  it('names the call and the signed-in user on the line of each request', async () => {
    const server = await startServer();
    onTestFinished(() => server.close());
    const sam = await server.signIn('student@tonic.test');
    expect((await server.call(calls.messages.getMessages, {}, sam)).status).toBe(200);
    interface Line {
      msg: string;
      call?: string;
      userId?: number;
      req?: { url: string };
      res?: { statusCode: number };
    }
    const completed = () =>
      server
        .logs()
        .map((line) => JSON.parse(line) as Line)
        .filter((line) => line.msg === 'request completed');
    await until(() => completed().some((line) => line.call === 'messages.php get_messages'));
    expect(completed().find((line) => line.call === 'messages.php get_messages')).toMatchObject({
      userId: SAM,
      req: { url: '/api/backend/messages.php' },
      res: { statusCode: 200 },
    });
    expect(completed().find((line) => line.call === 'login.php sign_in')).toMatchObject({
      res: { statusCode: 200 },
    });
  });

  it('names the call of a request refused before its user is known, and no user', async () => {
    const server = await startServer();
    onTestFinished(() => server.close());
    const refused = await server.call(calls.messages.getMessages, {}, 'not-a-session');
    expect(refused.body.error_code).toBe('INVALID_TOKEN');
    expect((await server.callRaw('messages.php', 'no_such_call', {})).body.error_code).toBe('UNKNOWN_CALL');
    const completed = () =>
      server
        .logs()
        .map(
          (line) =>
            JSON.parse(line) as { msg: string; call?: string; userId?: number; req?: { url: string } },
        )
        .filter((line) => line.msg === 'request completed' && line.req?.url === '/api/backend/messages.php');
    await until(() => completed().length === 2);
    const [invalidToken, unknownCall] = completed();
    expect(invalidToken).toMatchObject({ call: 'messages.php get_messages' });
    expect(invalidToken).not.toHaveProperty('userId');
    expect(unknownCall).not.toHaveProperty('call');
    expect(unknownCall).not.toHaveProperty('userId');
  });
});
