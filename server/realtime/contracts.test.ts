// Outside production pushes and acks are checked against the realtime catalogue (shared/realtime.ts),
// as call replies are against their contracts: a drifted payload fails loudly instead of reaching clients.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type ClientEventReply, clientEvents } from '../../shared/realtime';
import { checkServerEvent, EventContractError } from '../events/checkEvent';
import { connected, startServer, type TestServer, until } from '../test/harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

const stamp = { eventId: 1, at: '2026-01-01T00:00:00.000Z' };

describe('pushes', () => {
  it('the check refuses a payload that is not what the catalogue says, and passes one that is', () => {
    expect(() => checkServerEvent('task:changed', { ...stamp, task: { Id: 'seven' } })).toThrow(
      EventContractError,
    );
    expect(() => checkServerEvent('message:removed', { ...stamp })).toThrow(EventContractError);
    expect(() => checkServerEvent('message:removed', { ...stamp, Id: 7 })).not.toThrow();
  });

  it('the running server’s bus throws and logs an error on a wrong payload, before emitting it', async () => {
    const socket = server.connect(admin);
    await connected(socket);
    const received: unknown[] = [];
    socket.on('code:redeemed', (payload) => received.push(payload));
    const bad = { ...stamp, type: 'code:redeemed' as const, actorId: null, rooms: ['staff'] };
    expect(() => server.app.tonic.bus.publish([{ ...bad, payload: { CodeId: 'x' } }])).toThrow(
      EventContractError,
    );
    expect(server.logs().some((line) => line.includes('push does not match its schema'))).toBe(true);
    // A right one goes through to the room: the wrong one never did.
    server.app.tonic.bus.publish([{ ...bad, eventId: 2, payload: { CodeId: 5, UsageCount: 1 } }]);
    await until(() => received.length > 0);
    expect(received).toEqual([{ CodeId: 5, UsageCount: 1, eventId: 2, at: stamp.at }]);
  });

  it('an ephemeral push through the socket server is checked too', () => {
    const wrong = { Online: 'many' } as unknown as { Online: number };
    expect(() => server.app.realtime.sockets.push('statistics', 'presence:online', wrong)).toThrow(
      EventContractError,
    );
    expect(() =>
      server.app.realtime.sockets.push('statistics', 'presence:online', { Online: 2 }),
    ).not.toThrow();
  });
});

describe('acknowledgements', () => {
  it('answer data of the type and shape of the event’s reply schema', async () => {
    const socket = server.connect(admin);
    await connected(socket);
    const watched = await socket.emitWithAck('course:watch', { CourseId: 1, Watch: true });
    expect(watched.ok).toBe(true);
    if (!watched.ok) return;
    expectTypeOf(watched.data).toEqualTypeOf<ClientEventReply<'course:watch'> | undefined>();
    expect(clientEvents['course:watch'].reply.safeParse(watched.data).success).toBe(true);
    const stats = await socket.emitWithAck('statistics:watch', { Watch: true });
    expect(stats.ok && clientEvents['statistics:watch'].reply.parse(stats.data).watching).toBe(true);
    const ops = await socket.emitWithAck('ops:watch', { Watch: false });
    expect(ops).toEqual({ ok: true, data: { watching: false } });
  });

  it('a handler whose reply drifts from the schema answers INTERNAL and logs it', async () => {
    // This test server's own handler is replaced: the server is closed after this file.
    server.app.realtime.sockets.on(
      'ops:watch',
      async () => ({ watching: 'yes' }) as unknown as { watching: boolean },
    );
    const socket = server.connect(admin);
    await connected(socket);
    expect(await socket.emitWithAck('ops:watch', { Watch: true })).toEqual({
      ok: false,
      error_code: 'INTERNAL',
    });
    expect(
      server.logs().some((line) => line.includes('ack of ops:watch does not match its reply schema')),
    ).toBe(true);
  });
});
