// Client emits (docs/reliability.md 9, 10, 22): each is rate-limited per user, decided on the
// session's user as stored now, checked against its contract in shared/realtime.ts, handled, and
// answered through its ack with the envelope's codes; a failing handler never reaches the client
// as more than INTERNAL.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type Ack, type ClientEventName, clientEvents } from '../../shared/realtime';
import { passesAccess } from '../../shared/users';
import { isAppError } from '../calls/appError';
import type { AuthedUser } from '../calls/registry';
import type { ClientEventHandler, SocketServerDeps, TonicSocket } from './socketServer';

type EmitDeps = Pick<
  SocketServerDeps,
  'auth' | 'security' | 'limiters' | 'eventsPerSecond' | 'checkReplies' | 'onListenerError'
>;

/** Answers a client's emit with the registered handler's reply, or the code of why not. */
export function createEmitHandler(
  handlers: ReadonlyMap<ClientEventName, ClientEventHandler>,
  deps: EmitDeps,
) {
  const limiter = deps.limiters
    ? deps.limiters('socket-emits', deps.eventsPerSecond ?? 20, 1)
    : new RateLimiterMemory({ points: deps.eventsPerSecond ?? 20, duration: 1 });

  /** The user the emit is decided on, or null after the refusal was answered. */
  async function currentUser(socket: TonicSocket, name: ClientEventName, reply: Ack<unknown>) {
    const userId = socket.data.user.Id;
    try {
      await limiter.consume(userId);
    } catch {
      deps.security.write('rate_limited', { socketEvent: name, userId });
      reply({ ok: false, error_code: 'RATE_LIMITED' });
      return null;
    }
    // Decided on the user as stored now, not as they were at the handshake: a demotion or a lock
    // counts from the next emit, on every node (docs/reliability.md 9).
    let user: AuthedUser | null;
    try {
      user = await deps.auth.sessionUser(socket.data.sessionId);
    } catch (error) {
      deps.onListenerError(error);
      reply({ ok: false, error_code: 'INTERNAL' });
      return null;
    }
    if (!user) {
      deps.security.write('socket_event_refused', { socketEvent: name, userId, reason: 'SESSION_ENDED' });
      reply({ ok: false, error_code: 'INVALID_TOKEN' });
      socket.disconnect(true);
      return null;
    }
    socket.data.user = user;
    if (!passesAccess(clientEvents[name].access, user)) {
      deps.security.write('socket_event_refused', { socketEvent: name, userId });
      reply({ ok: false, error_code: 'FORBIDDEN' });
      return null;
    }
    return user;
  }

  return async function handleEmit(
    socket: TonicSocket,
    name: ClientEventName,
    payload: unknown,
    ack: unknown,
  ) {
    // The data is checked against the event's reply schema below (outside production).
    const reply: Ack<unknown> = typeof ack === 'function' ? (ack as Ack<unknown>) : () => {};
    const spec = clientEvents[name];
    if (!(await currentUser(socket, name, reply))) return;
    const parsed = spec.input.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error_code: 'VALIDATION_FAILED' });
    const handler = handlers.get(name);
    if (!handler) return reply({ ok: false, error_code: 'NOT_AVAILABLE' });
    try {
      const data = await handler(socket, parsed.data);
      if (deps.checkReplies) {
        const checked = spec.reply.safeParse(data);
        if (!checked.success) {
          // Like a call reply that drifted from its contract: logged, and the client gets INTERNAL.
          deps.onListenerError(
            Object.assign(new Error(`ack of ${name} does not match its reply schema`), {
              issues: checked.error.issues,
            }),
          );
          return reply({ ok: false, error_code: 'INTERNAL' });
        }
      }
      reply({ ok: true, data });
    } catch (error) {
      if (isAppError(error)) return reply({ ok: false, error_code: error.code });
      // Not a refusal but a failure (a database error, a bug): the client gets a code, the log the cause.
      deps.onListenerError(error);
      reply({ ok: false, error_code: 'INTERNAL' });
    }
  };
}
