// The Socket.IO server on the app's HTTP server: authenticated handshakes, the event bus
// attached, presence and the operators' tail. Features register their client emits on it.
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { registerOpsTail } from './opsTail';
import { createPresence, type Presence } from './presence';
import { createSocketServer, type SocketServer } from './socketServer';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { sockets: SocketServer; presence: Presence };
  }
}

export const realtimePlugin = fp(
  async (app) => {
    const { config, security, clock } = app.tonic;
    const { trustProxy } = config;
    const trusted = typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
    const sockets = createSocketServer(app.server, {
      auth: app.auth,
      origins: config.origins,
      security,
      onListenerError: (error) => app.log.error({ err: error }, 'socket listener failed'),
      clientAddress: (request) => proxyAddr(request, trusted),
    });
    app.tonic.attachSockets(sockets);
    registerOpsTail(sockets);
    const presence = createPresence(sockets, clock);
    app.decorate('realtime', { sockets, presence });
    // Before the HTTP server closes: sockets would hold it open.
    app.addHook('preClose', async () => {
      await sockets.io.close();
    });
  },
  { name: 'realtime', dependencies: ['core', 'auth'] },
);
