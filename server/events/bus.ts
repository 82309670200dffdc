// The event bus: services publish the events their repository returned, after the commit.
// Each event goes to its rooms, and to the operators' tail.
import type { Server } from 'socket.io';
import type { ServerEventName } from '../../shared/realtime';
import { rooms } from '../../shared/realtime';
import type { StoredEvent } from './eventLog.repo';

export interface EventBus {
  publish(events: readonly StoredEvent[]): void;
}

/** The socket server as the bus needs it: emit to rooms. Typed loosely here, strictly in shared. */
type Emitter = Pick<Server, 'to'>;

export function createEventBus(): EventBus & { attach(io: Emitter): void } {
  let io: Emitter | null = null;
  return {
    attach(server) {
      io = server;
    },
    publish(events) {
      if (!io) return;
      for (const event of events) {
        const name: ServerEventName = event.type;
        if (event.rooms.length > 0)
          io.to(event.rooms).emit(name, { ...event.payload, eventId: event.eventId, at: event.at });
        io.to(rooms.ops).emit('event:logged', {
          eventId: event.eventId,
          type: event.type,
          at: event.at,
          actorId: event.actorId,
          rooms: event.rooms,
          payload: event.payload,
        });
      }
    },
  };
}
