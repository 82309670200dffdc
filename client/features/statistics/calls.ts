// The statistics and operations console calls; calls.test.ts checks them against shared/calls/statistics.ts.
import type * as statistics from '../../../shared/calls/statistics';
import { callRef } from '../../api/contract';

export const statisticsCalls = {
  getStatistics: callRef<typeof statistics.getStatistics>('statistics.php', 'get_statistics'),
  exportStatistics: callRef<typeof statistics.exportStatistics>('statistics.php', 'export_statistics'),
  getEventLog: callRef<typeof statistics.getEventLog>('events.php', 'get_event_log'),
} as const;
