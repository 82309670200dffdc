// presence:watch and typing: the ephemeral side of messaging, authorised per target user.
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { Presence } from '../../realtime/presence';
import type { SocketServer } from '../../realtime/socketServer';
import type { MessagesService } from './messages.service';

/** A socket tells the same person it is typing at most this often. */
const TYPING_THROTTLE_MS = 1000;

export function registerMessagingRealtime(
  sockets: SocketServer,
  messages: MessagesService,
  presence: Presence,
): void {
  // rooms.presence(id): kept only while the watcher may still watch that user.
  sockets.roomRule('presence:', (user, ids) => messages.mayWatch(user, ids));
  sockets.on('presence:watch', async (socket, { UserIds }) => {
    const allowed = await messages.mayWatch(socket.data.user, [...new Set(UserIds)]);
    for (const room of socket.rooms) if (room.startsWith('presence:')) socket.leave(room);
    socket.join(allowed.map((id) => rooms.presence(id)));
    return {
      watching: await presence.states(allowed),
      refused: UserIds.filter((id) => !allowed.includes(id)),
    };
  });

  const lastTyping = new WeakMap<object, Map<number, { at: number; typing: boolean }>>();
  sockets.on('typing', async (socket, { ToUserId, Typing }) => {
    const user = socket.data.user;
    if (!(await messages.mayWriteTo(user, ToUserId))) throw new AppError('RECIPIENT_NOT_ALLOWED');
    const seen = lastTyping.get(socket) ?? new Map<number, { at: number; typing: boolean }>();
    lastTyping.set(socket, seen);
    const previous = seen.get(ToUserId);
    const now = Date.now();
    if (previous && previous.typing === Typing && now - previous.at < TYPING_THROTTLE_MS)
      return { sent: false };
    seen.set(ToUserId, { at: now, typing: Typing });
    sockets.push(rooms.user(ToUserId), 'typing:changed', { FromUserId: user.Id, Typing }, { volatile: true });
    return { sent: true };
  });
}
