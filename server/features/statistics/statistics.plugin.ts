// Statistics (statistics.php) and the operations console's event log (events.php
// get_event_log); `statistics:watch` follows the number of users online.
import fp from 'fastify-plugin';
import { rooms } from '../../../shared/realtime';
import { createEventLogRepo } from '../../events/eventLog.repo';
import { createOperations } from './operations';
import { registerStatisticsCalls } from './statistics.calls';
import { createStatisticsRepo } from './statistics.repo';
import { createStatisticsService, type StatisticsService } from './statistics.service';

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsService;
  }
}

const KEEP_EVERY_MS = 3_600_000;
/** A year and a day: the longest view the page offers at once from its presets. */
const KEEP_DAYS = 366;

export const statisticsPlugin = fp(
  async (app) => {
    const { database, registry, work, clock } = app.tonic;
    const assertSchoolStaff = app.companies.assertSchoolStaff;
    const { sockets, presence } = app.realtime;
    const statistics = createStatisticsService({
      repo: createStatisticsRepo(database.read),
      work,
      clock,
      assertSchoolStaff,
      onlineTotal: presence.onlineTotal,
    });
    const operations = createOperations({
      eventLog: createEventLogRepo(database.read, () => database.eventHorizon()),
      assertSchoolStaff,
    });
    app.decorate('statistics', statistics);
    registerStatisticsCalls(registry, statistics, operations);
    // Keeps the last year's closed days counted, so a year's view reads kept days only; the
    // first view of an older period counts its days then. Idempotent: nodes doing it at once
    // keep the same rows (the first insert of a day wins), and a round with nothing missing
    // only reads the kept days.
    const keepDays = setInterval(() => {
      statistics
        .keepRecentDays(KEEP_DAYS)
        .then((counted) => {
          if (counted > 0) app.log.info({ counted }, 'statistics days kept');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'keeping statistics days failed'));
    }, KEEP_EVERY_MS);
    keepDays.unref();
    app.addHook('preClose', async () => clearInterval(keepDays));
    sockets.on('statistics:watch', async (socket, { Watch }) => {
      if (!Watch) {
        socket.leave(rooms.statistics);
        return { watching: false };
      }
      await assertSchoolStaff(socket.data.user);
      socket.join(rooms.statistics);
      return { watching: true, Online: await presence.onlineTotal() };
    });
  },
  { name: 'statistics', dependencies: ['core', 'realtime', 'companies'] },
);
