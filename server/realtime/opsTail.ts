// ops:watch: type 2 users join or leave the live event-log tail (the `ops` room).
import { rooms } from '../../shared/realtime';
import type { SocketServer } from './socketServer';

export function registerOpsTail(sockets: SocketServer): void {
  sockets.on('ops:watch', (socket, { Watch }) => {
    if (Watch) socket.join(rooms.ops);
    else socket.leave(rooms.ops);
    return { watching: Watch };
  });
}
