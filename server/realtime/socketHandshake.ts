// The socket handshake: a socket joins only with a valid session token; a token that cannot be
// checked for the moment (the database is away) is not a refusal, so the client tries again.
import type { ExtendedError } from 'socket.io';
import type { SocketServerDeps, TonicSocket } from './socketServer';

type HandshakeDeps = Pick<SocketServerDeps, 'auth' | 'security' | 'clientAddress' | 'onListenerError'>;

/** The Socket.IO middleware that authenticates a connecting socket and names its user. */
export function checkHandshake(deps: HandshakeDeps) {
  return async (socket: TonicSocket, next: (error?: ExtendedError) => void): Promise<void> => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') {
      deps.security.write('socket_auth_failed', {
        reason: 'NO_TOKEN',
        ip: deps.clientAddress(socket.request),
      });
      return next(new Error('NO_TOKEN'));
    }
    let session: Awaited<ReturnType<typeof deps.auth.authenticate>>;
    try {
      session = await deps.auth.authenticate(token);
    } catch (error) {
      // Not a refusal of the token, which would end the client's session.
      deps.onListenerError(error);
      return next(new Error('BUSY'));
    }
    if (!session) {
      deps.security.write('socket_auth_failed', {
        reason: 'INVALID_TOKEN',
        ip: deps.clientAddress(socket.request),
      });
      return next(new Error('INVALID_TOKEN'));
    }
    socket.data = { user: session.user, sessionId: session.sessionId };
    next();
  };
}
