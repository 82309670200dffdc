// presence:watch replaces the socket's whole watch list, so every watcher's people go in each
// emit, the list is sent again on every connect, and each watcher hears about its own people.
import { describe, expect, it, vi } from 'vitest';
import type { TonicSocket } from '../../realtime/connection';
import { attachEmitSocket, detachEmitSocket } from '../../realtime/socketEmits';
import { type PresenceState, watchPresence } from './presenceWatch';

function fakeSocket() {
  const emits: { name: string; payload: { UserIds: number[] } }[] = [];
  const handlers = new Map<string, () => void>();
  const socket = {
    connected: true,
    on: (name: string, handler: () => void) => handlers.set(name, handler),
    timeout: () => ({
      emit: (
        name: string,
        payload: { UserIds: number[] },
        ack: (error: Error | null, reply: unknown) => void,
      ) => {
        emits.push({ name, payload });
        const watching = payload.UserIds.map((UserId) => ({ UserId, Online: UserId === 7, LastSeen: null }));
        ack(null, { ok: true, data: { watching, refused: [] } });
      },
    }),
  };
  return { socket: socket as unknown as TonicSocket, emits, connect: () => handlers.get('connect')?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presence watches', () => {
  it('sends the union of every watcher, again on connect, and reports to each its own people', async () => {
    const { socket, emits, connect } = fakeSocket();
    attachEmitSocket(socket);
    const first = vi.fn<(states: PresenceState[]) => void>();
    const second = vi.fn<(states: PresenceState[]) => void>();
    const stopFirst = watchPresence([7], first);
    await flush();
    const stopSecond = watchPresence([8, 7], second);
    await flush();
    expect(emits.map((e) => e.payload.UserIds)).toEqual([[7], [7, 8]]);
    expect(first).toHaveBeenLastCalledWith([{ UserId: 7, Online: true, LastSeen: null }]);
    expect(second).toHaveBeenLastCalledWith([
      { UserId: 7, Online: true, LastSeen: null },
      { UserId: 8, Online: false, LastSeen: null },
    ]);

    connect();
    await flush();
    expect(emits.at(-1)?.payload.UserIds).toEqual([7, 8]);

    stopSecond();
    await flush();
    expect(emits.at(-1)?.payload.UserIds).toEqual([7]);
    stopFirst();
    await flush();
    expect(emits.at(-1)?.payload.UserIds).toEqual([]);
    detachEmitSocket();
  });
});
