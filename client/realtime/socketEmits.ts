// Client emits other than course rooms (docs/architecture.md "Realtime": `presence:watch`, `typing`):
// the tab's socket as seen by features, without loading socket.io-client. Each emit waits for its
// acknowledgement; with no connected socket it answers null at once (ephemeral signals are not
// queued: what matters is re-sent on the next connect by the watchers that need it).
import type { Socket } from 'socket.io-client';
import type {
  ClientEventName,
  ClientEventReply,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../shared/realtime';

/** The one socket of this tab (connection.ts makes it). */
export type TonicSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The acknowledgement, its data typed by the event's reply in the catalogue. */
type AckReply<E extends ClientEventName> =
  | { ok: true; data?: ClientEventReply<E> }
  | { ok: false; error_code: string };
type EmitPayload<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];

/** How long an emit waits for its acknowledgement before answering null. */
const ACK_TIMEOUT_MS = 5000;

let socket: TonicSocket | null = null;
const connectListeners = new Set<() => void>();

/** connection.ts: the tab's new socket. Listeners run on each of its connects. */
export function attachEmitSocket(next: TonicSocket): void {
  socket = next;
  next.on('connect', () => {
    for (const listener of [...connectListeners]) listener();
  });
}

/** connection.ts: the socket is gone (signed out). */
export function detachEmitSocket(): void {
  socket = null;
}

/** Calls `listener` on every (re)connect until the returned function is called. */
export function onSocketConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => {
    connectListeners.delete(listener);
  };
}

export function socketConnected(): boolean {
  return socket?.connected ?? false;
}

/** Emits and resolves with the acknowledgement, or null when not connected or no answer came. */
export function emitWithAck<E extends ClientEventName>(
  name: E,
  payload: EmitPayload<E>,
): Promise<AckReply<E> | null> {
  const current = socket;
  if (!current?.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const emitter = current.timeout(ACK_TIMEOUT_MS) as unknown as {
      emit: (event: string, data: unknown, ack: (error: Error | null, reply: AckReply<E>) => void) => void;
    };
    emitter.emit(name, payload, (error, reply) => resolve(error ? null : reply));
  });
}
