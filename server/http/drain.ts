// The HTTP side of a shutdown (docs/operations.md "Stopping"). Fastify runs preClose hooks in the
// order they were added, so buildApp adds `stopAccepting` before every plugin and `finish` after
// them: the node first stops accepting connections (idle keep-alive ones close at once), the
// realtime plugin's hook then ends the sockets, and `finish` waits for the requests in flight.
// Each of those is answered with `Connection: close`, so its keep-alive connection ends with it.
// The onClose hooks (realtime's, then the core's database) run after.
import type { ServerResponse } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** preClose hook: no new connections; the requests in flight will close theirs when answered. */
  stopAccepting(): Promise<void>;
  /**
   * preClose hook: resolves when every connection has ended. Past `boundMs` the ones still open
   * are cut, with an error line: a close never hangs on a client that does not finish.
   */
  finish(): Promise<void>;
}

export function createDrain(app: FastifyInstance, boundMs: number): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;
  let ended: Promise<void> = Promise.resolve();

  // Ahead of Fastify's and Socket.IO's own listeners (every one is in place once the app is
  // ready), so a request that arrives while draining is told before anyone answers it.
  app.addHook('onReady', async () => {
    app.server.prependListener('request', (_request, response: ServerResponse) => {
      if (draining) response.shouldKeepAlive = false;
      open.add(response);
      response.once('close', () => {
        open.delete(response);
        // A response whose headers had gone out before the drain kept its connection alive:
        // now idle, it is closed.
        if (draining) setImmediate(() => app.server.closeIdleConnections());
      });
    });
  });

  return {
    async stopAccepting() {
      draining = true;
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      // Not listening (a command that never listened): the callback comes at once. The listener
      // closes before the idle connections do (http.Server.close does it the other way round): a
      // client that sees its idle connection close and connects again is refused, not accepted
      // by a node that is going away.
      ended = new Promise((resolve) => net.Server.prototype.close.call(app.server, () => resolve()));
      app.server.closeIdleConnections();
    },
    async finish() {
      if (open.size > 0) app.log.info({ inFlight: open.size }, 'waiting for the requests in flight');
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          app.log.error(
            { inFlight: open.size, boundMs },
            `requests still in flight after ${boundMs / 1000} s: their connections are cut`,
          );
          app.server.closeAllConnections();
          resolve();
        }, boundMs);
      });
      await Promise.race([ended, bound]);
      clearTimeout(timer);
    },
  };
}
