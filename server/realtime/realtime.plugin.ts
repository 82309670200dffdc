// The Socket.IO server on the app's HTTP server: authenticated handshakes, the event bus
// attached, presence and the operators' tail. Features register their client emits on it.
// On PostgreSQL, several nodes share rooms and presence through Socket.IO's PostgreSQL adapter
// (LISTEN/NOTIFY on the same database): an emit to a room reaches its sockets on every node.
import proxyAddr from '@fastify/proxy-addr';
import { createAdapter } from '@socket.io/postgres-adapter';
import fp from 'fastify-plugin';
import pg from 'pg';
import { registerOpsTail } from './opsTail';
import { createPresence, type Presence } from './presence';
import { createPresenceRepo } from './presence.repo';
import { createSocketServer, type SocketServer } from './socketServer';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { sockets: SocketServer; presence: Presence };
  }
}

/** The adapter's own table for payloads over NOTIFY's 8000-byte limit. */
const ATTACHMENTS = `create table if not exists socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
)`;

export const realtimePlugin = fp(
  async (app) => {
    const { config, security, database, work } = app.tonic;
    const { trustProxy } = config;
    const trusted = typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
    // A pool of its own: the adapter keeps one connection listening for the other nodes.
    const adapterPool = config.databaseUrl
      ? new pg.Pool({ connectionString: config.databaseUrl, max: 4 })
      : null;
    if (adapterPool) {
      adapterPool.on('error', (error) => app.log.error({ err: error }, 'socket adapter connection failed'));
      await adapterPool.query(ATTACHMENTS);
    }
    const sockets = createSocketServer(app.server, {
      auth: app.auth,
      origins: config.origins,
      security,
      onListenerError: (error) => app.log.error({ err: error }, 'socket listener failed'),
      clientAddress: (request) => proxyAddr(request, trusted),
      limiters: app.tonic.limiters.create,
      adapter: adapterPool
        ? createAdapter(adapterPool, {
            errorHandler: (error) => app.log.error({ err: error }, 'socket adapter failed'),
            // A node gone without a word is dropped within seconds.
            heartbeatInterval: 2_000,
            heartbeatTimeout: 6_000,
          })
        : undefined,
    });
    app.tonic.attachSockets(sockets);
    registerOpsTail(sockets);
    const presence = createPresence(sockets, {
      repo: createPresenceRepo(database.read),
      work,
      clustered: adapterPool !== null,
      onUnanswered: (error) => app.log.warn({ err: error }, 'a node did not answer about presence'),
    });
    app.decorate('realtime', { sockets, presence });
    // Before the HTTP server closes: sockets would hold it open.
    app.addHook('preClose', async () => {
      await sockets.io.close();
      await adapterPool?.end();
    });
  },
  { name: 'realtime', dependencies: ['core', 'auth'] },
);
