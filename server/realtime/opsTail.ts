// ops:watch: the school's admins (type 2, in no company) join or leave the live event-log tail
// (the `ops` room). A company's admins are refused: the tail carries every company's events.

import { rooms } from '../../shared/realtime';
import type { AuthedUser } from '../calls/registry';
import type { SocketServer } from './socketServer';

export function registerOpsTail(
  sockets: SocketServer,
  schoolOnly: (user: AuthedUser) => Promise<void>,
): void {
  sockets.on('ops:watch', async (socket, { Watch }) => {
    if (Watch) {
      await schoolOnly(socket.data.user);
      socket.join(rooms.ops);
    } else socket.leave(rooms.ops);
    return { watching: Watch };
  });
}
