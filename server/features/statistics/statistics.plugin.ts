// Statistics (statistics.php) and the operations console's event log (events.php
// get_event_log); `statistics:watch` follows the number of users online.
import fp from 'fastify-plugin';
import { rooms } from '../../../shared/realtime';
import { createEventLogRepo } from '../../events/eventLog.repo';
import { createOperations } from './operations';
import { registerStatisticsCalls } from './statistics.calls';
import { createStatisticsRepo } from './statistics.repo';
import { createStatisticsService } from './statistics.service';

export const statisticsPlugin = fp(
  async (app) => {
    const { database, registry } = app.tonic;
    const assertSchoolStaff = app.companies.assertSchoolStaff;
    const { sockets, presence } = app.realtime;
    const statistics = createStatisticsService({
      repo: createStatisticsRepo(database.read),
      transaction: (fn) => database.transaction(fn),
      assertSchoolStaff,
      onlineTotal: presence.onlineTotal,
    });
    const operations = createOperations({ eventLog: createEventLogRepo(database.read), assertSchoolStaff });
    registerStatisticsCalls(registry, statistics, operations);
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
