// Who is online: a user is online while at least one of their sockets is connected. Kept per
// process (the embedded default); several nodes would share it through the adapter.
import { rooms } from '../../shared/realtime';
import type { SocketServer } from './socketServer';

export interface PresenceState {
  UserId: number;
  Online: boolean;
  LastSeen: string | null;
}

export function createPresence(sockets: SocketServer, clock: () => number = Date.now) {
  const connections = new Map<number, number>();
  const lastSeen = new Map<number, string>();

  function state(userId: number): PresenceState {
    return {
      UserId: userId,
      Online: (connections.get(userId) ?? 0) > 0,
      LastSeen: lastSeen.get(userId) ?? null,
    };
  }

  function announce(userId: number): void {
    sockets.io.to(rooms.presence(userId)).emit('presence:changed', state(userId));
  }

  sockets.onConnect((socket) => {
    const id = socket.data.user.Id;
    const count = (connections.get(id) ?? 0) + 1;
    connections.set(id, count);
    if (count === 1) announce(id);
  });

  sockets.onDisconnect((socket) => {
    const id = socket.data.user.Id;
    const count = (connections.get(id) ?? 1) - 1;
    lastSeen.set(id, new Date(clock()).toISOString());
    if (count > 0) {
      connections.set(id, count);
      return;
    }
    connections.delete(id);
    announce(id);
  });

  return {
    state,
    isOnline: (userId: number) => (connections.get(userId) ?? 0) > 0,
    onlineCount: () => connections.size,
  };
}

export type Presence = ReturnType<typeof createPresence>;
