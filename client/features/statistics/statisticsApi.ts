// Statistics and the operations console's event log, injected into the one api. The figures
// refetch when the page asks; "active now" follows `presence:online` while the page watches.
import type * as statistics from '../../../shared/calls/statistics';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { statisticsCalls } from './calls';

export type StatisticsQuery = CallInput<typeof statistics.getStatistics>;
export type Statistics = CallReply<typeof statistics.getStatistics>['data'];
export type EventLogQuery = CallInput<typeof statistics.getEventLog>;
export type EventLogPage = CallReply<typeof statistics.getEventLog>;

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatistics: build.query<Statistics, StatisticsQuery>({
      query: (input) => fromContract(statisticsCalls.getStatistics).query(input),
      transformResponse: (reply: CallReply<typeof statistics.getStatistics>) => reply.data,
      keepUnusedDataFor: 30,
    }),
    exportStatistics: build.mutation<{ FileName: string; Csv: string }, StatisticsQuery>({
      query: (input) => fromContract(statisticsCalls.exportStatistics).query(input),
      transformResponse: (reply: CallReply<typeof statistics.exportStatistics>) => reply.data,
    }),
    getEventLog: build.query<EventLogPage, EventLogQuery>({
      query: (input) => fromContract(statisticsCalls.getEventLog).query(input),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetStatisticsQuery, useExportStatisticsMutation, useLazyGetEventLogQuery } = statisticsApi;
