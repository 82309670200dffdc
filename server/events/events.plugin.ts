// The event log's read side: get_events for catch-up, the head each socket hears on connecting,
// and pruning by age.
import fp from 'fastify-plugin';
import { createEventLogRepo } from './eventLog.repo';
import { registerEventCalls } from './events.calls';

const PRUNE_EVERY_MS = 3_600_000;

export const eventsPlugin = fp(
  async (app) => {
    const { database, registry, config, clock, work } = app.tonic;
    const eventLog = createEventLogRepo(database.read, () => database.eventHorizon());
    const logId = await eventLog.logId();
    registerEventCalls(registry, eventLog, logId);
    // Each socket, once in its rooms (onConnect runs after the join), hears where the log stands,
    // read as get_events reads it: an event committed before the join is at most this head, one
    // committed after it is pushed, so a client whose cursor is the head has nothing to read.
    app.realtime.sockets.onConnect(async (socket) => {
      const head = { lastEventId: await eventLog.newestId(), logId };
      if (socket.connected) socket.emit('events:head', head);
    });
    const prune = setInterval(() => {
      const before = new Date(clock() - config.eventRetentionMs).toISOString();
      // With several nodes, one prunes each round.
      work(async (w) => ((await w.exclusive('event-prune')) ? eventLog.pruneBefore(w.tx, before) : 0))
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'old events pruned');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'event pruning failed'));
    }, PRUNE_EVERY_MS);
    prune.unref();
    app.addHook('preClose', async () => clearInterval(prune));
  },
  { name: 'events', dependencies: ['core', 'realtime'] },
);
