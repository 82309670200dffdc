// The event log's read side: get_events for catch-up, and pruning by age.
import fp from 'fastify-plugin';
import { createEventLogRepo } from './eventLog.repo';
import { registerEventCalls } from './events.calls';

const PRUNE_EVERY_MS = 3_600_000;

export const eventsPlugin = fp(
  async (app) => {
    const { database, registry, config, clock, work } = app.tonic;
    const eventLog = createEventLogRepo(database.read, () => database.eventHorizon());
    registerEventCalls(registry, eventLog, await eventLog.logId());
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
  { name: 'events', dependencies: ['core'] },
);
