// The Socket.IO server on the app's HTTP server: authenticated handshakes, the event bus
// attached, presence and the operators' tail. Features register their client emits on it.
// On PostgreSQL, several nodes share rooms and presence through a cluster adapter (Redis, or
// LISTEN/NOTIFY on the same database): an emit to a room reaches its sockets on every node.
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { loggedEventCheck } from '../events/checkEvent';
import { type ClusterAdapter, openClusterAdapter } from './clusterAdapter';
import { createNodes, type Nodes } from './nodes';
import { createNodesRepo } from './nodes.repo';
import { registerOpsTail } from './opsTail';
import { createPresence, type Presence } from './presence';
import { createPresenceRepo } from './presence.repo';
import { shareSessionDrops } from './sessionDrops';
import { createSocketServer, type SocketServer } from './socketServer';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      sockets: SocketServer;
      presence: Presence;
      cluster: ClusterAdapter | null;
      /** The nodes sharing the database (PostgreSQL); null on SQLite, one process. */
      nodes: Nodes | null;
    };
  }
}

export const realtimePlugin = fp(
  async (app) => {
    const { config, security, database, work } = app.tonic;
    const { trustProxy } = config;
    const trusted = typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
    const cluster = await openClusterAdapter(config, app.log);
    const sockets = createSocketServer(app.server, {
      auth: app.auth,
      origins: config.origins,
      security,
      onListenerError: (error) => app.log.error({ err: error }, 'socket listener failed'),
      clientAddress: (request) => proxyAddr(request, trusted),
      limiters: app.tonic.limiters.create,
      adapter: cluster?.adapter,
      checkReplies: config.validateOutput,
      ...(config.validateOutput && { checkPush: loggedEventCheck(app.log) }),
    });
    app.tonic.attachSockets(sockets, cluster !== null);
    // The companies feature is registered after this one; it is there before any socket speaks.
    registerOpsTail(sockets, (user) => app.companies.assertSchoolStaff(user));
    // Created before presence, which tells it whom this node holds; it asks presence back lazily.
    const nodes = cluster
      ? createNodes({
          repo: createNodesRepo(),
          work,
          ...config.nodeHeartbeat,
          holds: (userId) => presence.holds(userId),
          held: () => presence.held(),
          wentAway: (userIds) => presence.wentAway(userIds),
          onError: (error, what) => app.log.error({ err: error }, what),
          onRejoined: () => {
            // The others did not count this node while it was away: nothing read before stays.
            app.auth.sessionCache.drop({ all: true, userIds: [] });
            app.log.warn('this node was taken for dead by the others: joined again');
          },
          // No sweep removes this node's row before its beat's start plus deadAfterMs: until
          // then the others wait for it, so its cache may serve.
          onBeat: (startedAt) =>
            app.auth.sessionCache.serveUntil(startedAt + config.nodeHeartbeat.deadAfterMs),
        })
      : null;
    const presence = createPresence(sockets, {
      repo: createPresenceRepo(database.read),
      work,
      clustered: cluster !== null,
      onUnanswered: (error) => app.log.warn({ err: error }, 'a node did not answer about presence'),
      ...(nodes && { heldChanged: nodes.changed }),
    });
    if (nodes) {
      const repo = createNodesRepo();
      const tellOthers = shareSessionDrops({
        io: sockets.io,
        nodeId: nodes.nodeId,
        others: () => repo.others(database.read, nodes.nodeId),
        drop: (changes) => app.auth.sessionCache.drop(changes),
        maxAgeMs: app.auth.sessionCache.maxAgeMs,
        onUnconfirmed: (missing) =>
          app.log.warn({ nodes: missing }, 'nodes did not confirm dropping changed sessions'),
      });
      app.tonic.userRows.listen(tellOthers);
      await nodes.start();
    }
    app.decorate('realtime', { sockets, presence, cluster, nodes });
    // Shutdown (server/http/drain.ts has stopped accepting): every socket's transport ends, which
    // clients take as a lost connection and reconnect, to another node behind a balancer. Their
    // last-seen is written as they go.
    app.addHook('preClose', async () => {
      presence.closing();
      sockets.io.engine.close();
    });
    // After the requests in flight (their pushes still reach the other nodes through the
    // adapter), before the database closes.
    app.addHook('onClose', async () => {
      await sockets.listenersSettled();
      await nodes
        ?.leave()
        .catch((error: unknown) => app.log.error({ err: error }, 'leaving the nodes failed'));
      await sockets.io.close();
      await cluster?.close();
    });
  },
  { name: 'realtime', dependencies: ['core', 'auth'] },
);
