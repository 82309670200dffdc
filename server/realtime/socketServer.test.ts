import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import * as calls from '../../shared/calls';
import { clientEvents } from '../../shared/realtime';
import { type ClientSocket, connected, nextEvent, startServer, type TestServer } from '../test/harness';

/** The socket without its event map, to send what a typed client never would. */
const untyped = (socket: ClientSocket) =>
  socket as unknown as { emit(event: string, ...args: unknown[]): void };

let server: TestServer;
let student: string;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

describe('handshake', () => {
  it('refuses a missing token with the reason NO_TOKEN', async () => {
    await expect(connected(server.connect(null))).rejects.toThrow('NO_TOKEN');
  });

  it('refuses a bad token with the reason INVALID_TOKEN', async () => {
    await expect(connected(server.connect('forged-token'))).rejects.toThrow('INVALID_TOKEN');
  });

  it('refuses a foreign Origin before any upgrade, and accepts a configured one', async () => {
    await expect(connected(server.connect(student, { origin: 'http://evil.example' }))).rejects.toThrow();
    await expect(
      connected(server.connect(student, { origin: 'http://allowed.test' })),
    ).resolves.toBeUndefined();
    expect(server.logs().some((l) => l.includes('socket_origin_refused'))).toBe(true);
  });

  it('accepts a valid token', async () => {
    const socket = server.connect(student);
    await connected(socket);
    expect(socket.connected).toBe(true);
  });
});

describe('client emits', () => {
  it('every client emit has an access rule and a handler', () => {
    for (const spec of Object.values(clientEvents)) expect(['auth', 'staff', 'admin']).toContain(spec.access);
    expect(server.app.realtime.sockets.unhandled()).toEqual([]);
  });

  it('a student cannot join the operators’ tail', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const reply = await socket.emitWithAck('ops:watch', { Watch: true });
    expect(reply).toEqual({ ok: false, error_code: 'FORBIDDEN' });
  });

  it('an admin watching the tail sees every logged event live', async () => {
    const socket = server.connect(admin);
    await connected(socket);
    expect(await socket.emitWithAck('ops:watch', { Watch: true })).toMatchObject({ ok: true });
    const tail = nextEvent(socket, 'event:logged');
    await server.call(calls.users.saveUser, { Id: 4, FirstName: 'Sara' }, admin);
    expect(await tail).toMatchObject({ type: 'user:changed', payload: { UserId: 4 } });
  });

  it('a malformed payload is refused with a code, not a crash', async () => {
    const socket = server.connect(admin);
    await connected(socket);
    const reply = await socket.emitWithAck('ops:watch', { Watch: 'yes' } as never);
    expect(reply).toEqual({ ok: false, error_code: 'VALIDATION_FAILED' });
    untyped(socket).emit('no:such:event', 1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('rate-limits emits per user', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => socket.emitWithAck('ops:watch', { Watch: false })),
    );
    expect(replies.filter((r) => !r.ok && r.error_code === 'RATE_LIMITED').length).toBeGreaterThan(0);
  });

  it('drops a frame over 64 KB and survives broken packets', async () => {
    const socket = server.connect(admin);
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    untyped(socket).emit('ops:watch', { Watch: true, pad: 'x'.repeat(70 * 1024) });
    expect(await closed).toBe('transport close');

    const raw = new WebSocket(`${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    await new Promise((resolve) => raw.once('open', resolve));
    for (const garbage of ['4', '40{', '42["ops:watch",', '\u0000\u0001', '9999', '42[{}]'])
      raw.send(garbage);
    raw.close();
    const fresh = io(server.url, {
      auth: { token: admin },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve) => fresh.once('connect', () => resolve()));
    fresh.disconnect();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('a failing database under a socket emit', () => {
  it('answers INTERNAL and writes the cause to the log, never a refusal that hides it', async () => {
    const own = await startServer();
    onTestFinished(() => own.close());
    const socket = own.connect(await own.signIn('student@tonic.test'));
    await connected(socket);
    await own.app.tonic.database.close();
    expect(await socket.emitWithAck('course:watch', { CourseId: 1, Watch: true })).toEqual({
      ok: false,
      error_code: 'INTERNAL',
    });
    const lines = own.logs().map((line) => JSON.parse(line) as { level: number; err?: { message: string } });
    expect(lines.some((line) => line.level === 50 && line.err?.message)).toBe(true);
  });
});
