// The event bus: services publish the events their repository returned, after the commit.
// Each event goes to its rooms, and to the operators' tail.
import type { Server } from 'socket.io';
import type { ServerEventName } from '../../shared/realtime';
import { rooms } from '../../shared/realtime';
import type { StoredEvent } from '../db/unitOfWork';

export interface EventBus {
  publish(events: readonly StoredEvent[]): void;
}

/** Told after each commit that logged events (the webhook deliverer wakes on it). */
export type PublishListener = (events: readonly StoredEvent[]) => void;

/** The socket server as the bus needs it: emit to rooms. Typed loosely here, strictly in shared. */
type Emitter = Pick<Server, 'to'>;

/**
 * Whether the operators' tail has anyone to reach. Socket.IO encodes a packet before it looks for
 * the room's sockets, so an emit to an empty room still costs the payload's serialisation.
 */
export type OpsListening = () => boolean;

/** Checks a push against the catalogue before it leaves (outside production; throws on a mismatch). */
export type EventCheck = (name: ServerEventName, payload: unknown) => void;

export function createEventBus(check?: EventCheck): EventBus & {
  attach(io: Emitter, opsListening: OpsListening): void;
  listen(listener: PublishListener): void;
} {
  let io: Emitter | null = null;
  const listeners: PublishListener[] = [];
  let opsListening: OpsListening = () => true;
  return {
    attach(server, listening) {
      io = server;
      opsListening = listening;
    },
    listen(listener) {
      listeners.push(listener);
    },
    publish(events) {
      for (const listener of listeners) listener(events);
      if (!io) return;
      for (const event of events) {
        const name: ServerEventName = event.type;
        const payload = { ...event.payload, eventId: event.eventId, at: event.at };
        check?.(name, payload);
        if (event.rooms.length > 0) io.to(event.rooms).emit(name, payload);
        if (!opsListening()) continue;
        const tail = {
          eventId: event.eventId,
          type: event.type,
          at: event.at,
          actorId: event.actorId,
          rooms: event.rooms,
          payload: event.payload,
        };
        check?.('event:logged', tail);
        io.to(rooms.ops).emit('event:logged', tail);
      }
    },
  };
}
