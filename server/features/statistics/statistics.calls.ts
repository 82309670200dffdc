import type { StatisticsRow } from '../../../shared/calls/statistics';
import * as calls from '../../../shared/calls/statistics';
import type { CallRegistry } from '../../calls/registry';
import { type CsvCell, toCsv } from '../../csv/csv';
import type { Operations } from './operations';
import type { StatisticsService } from './statistics.service';

/** Minor units as a plain decimal for spreadsheets: 123456 → "1234.56". */
function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const HEADER = [
  'Period',
  'Sign-ins',
  'Course starts',
  'Course completions',
  'XP awarded',
  'Messages',
  'Coach replies',
  'Reply median (s)',
  'Reply p90 (s)',
  'Certificates',
  'Revenue (EUR)',
  'Revenue (SEK)',
];

function csvRow(r: StatisticsRow): CsvCell[] {
  return [
    r.Period,
    r.SignIns,
    r.CourseStarts,
    r.CourseCompletions,
    r.XpAwarded,
    r.Messages,
    r.Replies,
    r.ReplyMedianSeconds,
    r.ReplyP90Seconds,
    r.Certificates,
    decimal(r.RevenueMinor.EUR),
    decimal(r.RevenueMinor.SEK),
  ];
}

export function registerStatisticsCalls(
  registry: CallRegistry,
  statistics: StatisticsService,
  operations: Operations,
): void {
  registry.add(calls.getStatistics, async (input, ctx) => ({
    data: await statistics.statistics(ctx.user, input),
  }));
  registry.add(calls.exportStatistics, async (input, ctx) => {
    const report = await statistics.statistics(ctx.user, input);
    return {
      data: {
        FileName: `statistics-${input.From}-${input.To}-${input.Bucket}.csv`,
        Csv: toCsv(HEADER, [...report.Rows.map(csvRow), csvRow(report.Total)]),
      },
    };
  });
  registry.add(calls.getEventLog, async (input, ctx) => operations.eventLog(ctx.user, input));
}
