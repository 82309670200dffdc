// Statistics and the operations console's event log, injected into the one api. The figures
// follow the books (`invoice:changed`, `journal:posted`: revenue); "active now" follows
// `presence:online` while the page watches.
import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as statistics from '../../../shared/calls/statistics';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { statisticsCalls } from './calls';

export type StatisticsQuery = CallInput<typeof statistics.getStatistics>;
export type Statistics = CallReply<typeof statistics.getStatistics>['data'];
export type EventLogQuery = CallInput<typeof statistics.getEventLog>;
export type EventLogPage = CallReply<typeof statistics.getEventLog>;

export const statisticsApi = api.enhanceEndpoints({ addTagTypes: ['Statistics'] }).injectEndpoints({
  endpoints: (build) => ({
    getStatistics: build.query<Statistics, StatisticsQuery>({
      query: (input) => fromContract(statisticsCalls.getStatistics).query(input),
      transformResponse: (reply: CallReply<typeof statistics.getStatistics>) => reply.data,
      providesTags: ['Statistics'],
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

export type StatisticsApi = typeof statisticsApi;

// The figures' revenue comes from the books: a sent, paid or credited invoice refetches them.
export function startStatisticsRealtime(
  startListening: AppStartListening,
  statisticsApi: StatisticsApi,
): Unsubscribe {
  return startListening(
    onEvents(['invoice:changed', 'journal:posted'], (_event, { dispatch, getState }) => {
      if (hasLoaded(statisticsApi, getState(), 'getStatistics'))
        dispatch(statisticsApi.util.invalidateTags(['Statistics']));
    }),
  );
}

startStatisticsRealtime(startAppListening, statisticsApi);

declareFreshness(statisticsApi, {
  getStatistics: ['invoice:changed', 'journal:posted'],
  getEventLog: {
    static:
      'earlier pages of the log, read on demand and never kept; the live tail follows event:logged while open',
  },
});

export const { useGetStatisticsQuery, useExportStatisticsMutation, useLazyGetEventLogQuery } = statisticsApi;
