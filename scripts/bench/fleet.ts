// N real socket.io-client connections, one per user, opened a window at a time so thousands of
// handshakes do not time out while queued. WebSocket transport only and no reconnection: the
// fleet measures the push path, not polling or recovery.
import { io, type Socket } from 'socket.io-client';
import type { FireRequest } from './protocol';

/** The one server event the fleet listens to; the payload is read defensively. */
interface FleetEvents {
  'message:new': (payload: { message?: { ClientId?: unknown } }) => void;
}
export type FleetSocket = Socket<FleetEvents, Record<string, never>>;
/** The bare floor's trigger connection. */
export type ControlSocket = Socket<
  Record<string, never>,
  { fire: (request: FireRequest, ack: (ok: boolean) => void) => void }
>;

const CONNECT_WINDOW = 100;
const CONNECT_TIMEOUT_MS = 20_000;

export interface Fleet {
  /** Where recipients' message:new ClientIds go; replaced per phase. */
  setSink(sink: (clientId: unknown) => void): void;
  close(): void;
}

export interface FleetMember {
  auth: Record<string, unknown>;
  /** Only recipients listen; senders get their own copy too (Tonic pushes to both) and drop it. */
  receives: boolean;
}

function connect(url: string, auth: Record<string, unknown>) {
  return io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
    auth,
  });
}

export function openControl(url: string): Promise<ControlSocket> {
  return connected(connect(url, { control: true }));
}

function openSocket(url: string, auth: Record<string, unknown>): Promise<FleetSocket> {
  return connected(connect(url, auth));
}

function connected<S extends Socket>(socket: S): Promise<S> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export async function connectFleet(
  url: string,
  members: readonly FleetMember[],
  onProgress: (connected: number) => void,
): Promise<Fleet> {
  let sink: (clientId: unknown) => void = () => {};
  const sockets: FleetSocket[] = [];
  const close = () => {
    for (const socket of sockets) socket.close();
  };
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < members.length && !failed) {
      const member = members[next++]!;
      const socket = await openSocket(url, member.auth);
      sockets.push(socket);
      if (member.receives) socket.on('message:new', (payload) => sink(payload.message?.ClientId));
      if (sockets.length % 1000 === 0) onProgress(sockets.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CONNECT_WINDOW, members.length) }, worker));
  } catch (error) {
    failed = true;
    close();
    throw error;
  }
  return {
    setSink(replacement) {
      sink = replacement;
    },
    close,
  };
}
