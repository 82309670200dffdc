// Socket.IO on the Fastify server: origin check before the upgrade, token check in the
// handshake, server-chosen rooms, and client emits that are validated, authorised and
// rate-limited (docs/reliability.md 9, 10, 22).
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import {
  type ClientEventInput,
  type ClientEventName,
  type ClientEventReply,
  type ClientToServerEvents,
  clientEvents,
  rooms,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  SOCKET_MAX_FRAME_BYTES,
} from '../../shared/realtime';
import type { Authenticator } from '../calls/bearer';
import type { LimiterFactory } from '../calls/limiters';
import type { AuthedUser } from '../calls/registry';
import type { SecurityLog } from '../log/security';
import { staffRoomsOf } from '../scope/policy';
import { createEmitHandler } from './clientEmits';
import { checkHandshake } from './socketHandshake';
import { createUserRooms } from './userRooms';

export interface SocketData {
  user: AuthedUser;
  sessionId: number;
}

/** What nodes say to each other through the adapter (serverSideEmit). */
export interface InterServerEvents {
  /** A committed change of these users' sign-in rows: drop their cached sessions, answer the node id. */
  'sessions:drop': (changes: { all: boolean; userIds: number[] }, ack: (nodeId: string) => void) => void;
}

export type TonicIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type TonicSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A handler for a client emit: gets the validated payload, answers through the ack. */
export type ClientEventHandler<E extends ClientEventName = ClientEventName> = (
  socket: TonicSocket,
  payload: ClientEventInput<E>,
) => Promise<ClientEventReply<E>> | ClientEventReply<E>;

type SocketListener = (socket: TonicSocket) => unknown;

/** What sockets need to know about sessions: the handshake, and the session's user now. */
export interface SocketAuth extends Authenticator {
  /** The session's user as stored now; null once the session ended or the user is locked. */
  sessionUser(sessionId: number): Promise<AuthedUser | null>;
  /** A user as stored now; null when locked or gone. */
  currentUser(userId: number): Promise<AuthedUser | null>;
}

export interface SocketServerDeps {
  /** Where a failing connect or disconnect listener is reported. */
  onListenerError: (error: unknown) => void;
  /** Shares rooms with the other nodes (PostgreSQL); the default keeps them in this process. */
  adapter?: ServerOptions['adapter'];
  /** The client's address, through the trusted proxies (TONIC_TRUST_PROXY). */
  clientAddress: (request: IncomingMessage) => string;
  auth: SocketAuth;
  origins: string[];
  security: SecurityLog;
  /** Where emit limits are counted (shared across nodes on PostgreSQL). */
  limiters?: LimiterFactory;
  /** Client emits per user per second before they are refused. */
  eventsPerSecond?: number;
  /** Outside production: check each ack's data against the event's reply schema (TONIC_VALIDATE_OUTPUT). */
  checkReplies?: boolean;
  /** Outside production: checks an ephemeral push against the catalogue (throws on a mismatch). */
  checkPush?: (name: ServerEventName, payload: unknown) => void;
}

export function createSocketServer(http: HttpServer, deps: SocketServerDeps) {
  const handlers = new Map<ClientEventName, ClientEventHandler>();
  const connectListeners: SocketListener[] = [];
  const disconnectListeners: SocketListener[] = [];
  const handleEmit = createEmitHandler(handlers, deps);

  const io: TonicIo = new Server(http, {
    serveClient: false,
    ...(deps.adapter && { adapter: deps.adapter }),
    maxHttpBufferSize: SOCKET_MAX_FRAME_BYTES,
    // Checked on every request of the engine, before any upgrade: CORS alone does not stop a
    // cross-site WebSocket. Non-browser clients send no Origin and still need a valid token.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      if (origin === undefined || deps.origins.includes(origin)) return callback(null, true);
      deps.security.write('socket_origin_refused', { origin: origin.slice(0, 200) });
      callback('ORIGIN_REFUSED', false);
    },
  });

  io.use(checkHandshake(deps));

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data;
    socket.join([rooms.user(user.Id), rooms.session(sessionId), rooms.everyone]);
    socket.join(staffRoomsOf(user));
    for (const name of Object.keys(clientEvents) as ClientEventName[]) {
      socket.on(name, (payload: unknown, ack: unknown) => void handleEmit(socket, name, payload, ack));
    }
    socket.on('disconnect', () => {
      for (const listener of disconnectListeners) runListener(listener, socket);
    });
    for (const listener of connectListeners) runListener(listener, socket);
  });

  /** Listeners under way: a shutdown waits for them (last-seen writes) before the database closes. */
  const running = new Set<Promise<void>>();

  /** Listeners may be async; a failing one is logged and never takes the process down. */
  function runListener(listener: SocketListener, socket: TonicSocket): void {
    const run: Promise<void> = Promise.resolve()
      .then(async () => {
        await listener(socket);
      })
      .catch((error: unknown) => deps.onListenerError(error))
      .finally(() => running.delete(run));
    running.add(run);
  }

  const userRooms = createUserRooms(io, { currentUser: (id) => deps.auth.currentUser(id) });

  return {
    io,
    /**
     * Rooms a handler joins by a rule (`<prefix><id>`): asked again for the user's sockets when
     * their type changes, so a socket never keeps a room it could no longer join.
     */
    roomRule: userRooms.rule,
    /** After a committed change of a user's type: their sockets on every node follow it. */
    userAccessChanged: userRooms.changed,
    /** Registers the handler of a client emit declared in shared/realtime.ts. */
    on<E extends ClientEventName>(name: E, handler: ClientEventHandler<E>) {
      handlers.set(name, handler as unknown as ClientEventHandler);
    },
    /**
     * An ephemeral push (not logged: presence, typing) to rooms; logged events go through the bus.
     * Checked against the catalogue outside production, as the bus checks logged ones.
     */
    push<E extends ServerEventName>(
      to: string | string[],
      name: E,
      payload: ServerEventPayload<E>,
      options: { volatile?: boolean } = {},
    ): void {
      deps.checkPush?.(name, payload);
      const target = options.volatile ? io.to(to).volatile : io.to(to);
      (target.emit as (event: ServerEventName, data: unknown) => boolean)(name, payload);
    },
    /** Runs after a socket is authenticated and in its rooms. */
    onConnect(listener: SocketListener) {
      connectListeners.push(listener);
    },
    onDisconnect(listener: SocketListener) {
      disconnectListeners.push(listener);
    },
    /** Resolves once the connect and disconnect listeners begun so far have ended. */
    async listenersSettled() {
      await Promise.allSettled([...running]);
    },
    disconnectSessions(sessionIds: number[]) {
      for (const id of sessionIds) io.in(rooms.session(id)).disconnectSockets(true);
    },
    disconnectUser(userId: number) {
      io.in(rooms.user(userId)).disconnectSockets(true);
    },
    /** Client emits without a handler: a test asserts this is empty. */
    unhandled(): ClientEventName[] {
      return (Object.keys(clientEvents) as ClientEventName[]).filter((n) => !handlers.has(n));
    },
  };
}

export type SocketServer = ReturnType<typeof createSocketServer>;
