// Accounting (accounting.php), injected into the one api. Every book and report follows
// `journal:posted` and `invoice:changed`, so a posting made anywhere (a sent or paid invoice, a
// manual entry) shows without a reload.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as accounting from '../../../shared/calls/accounting';
import type {
  BalanceRow,
  JournalEntry,
  MainbookAccount,
  OssRow,
  SalesRow,
} from '../../../shared/calls/accounting';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { accountingCalls } from './calls';

export type { BalanceRow, JournalEntry, MainbookAccount, OssRow, SalesRow };
export type Period = CallInput<typeof accounting.getJournal>;
export type BalanceReport = CallReply<typeof accounting.getBalanceReport>['data'];
export type MainbookQuery = CallInput<typeof accounting.getMainbook>;
export type SalesQuery = CallInput<typeof accounting.getSalesReport>;
export type SalesReport = CallReply<typeof accounting.getSalesReport>['data'];
export type OssQuery = CallInput<typeof accounting.getOssReport>;
export type OssReport = CallReply<typeof accounting.getOssReport>['data'];
export type EntryInput = CallInput<typeof accounting.saveJournalEntry>;
export interface CsvFile {
  FileName: string;
  Csv: string;
}

const tagged = api.enhanceEndpoints({ addTagTypes: ['Books'] });

export const accountingApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getJournal: build.query<JournalEntry[], Period>({
      query: (input) => fromContract(accountingCalls.getJournal).query(input),
      transformResponse: (reply: CallReply<typeof accounting.getJournal>) => reply.data,
      providesTags: ['Books'],
    }),
    saveJournalEntry: build.mutation<JournalEntry, EntryInput>({
      query: (input) => fromContract(accountingCalls.saveJournalEntry).query(input),
      transformResponse: (reply: CallReply<typeof accounting.saveJournalEntry>) => reply.data,
      invalidatesTags: ['Books'],
    }),
    getBalanceReport: build.query<BalanceReport, Period>({
      query: (input) => fromContract(accountingCalls.getBalanceReport).query(input),
      transformResponse: (reply: CallReply<typeof accounting.getBalanceReport>) => reply.data,
      providesTags: ['Books'],
    }),
    getMainbook: build.query<MainbookAccount[], MainbookQuery>({
      query: (input) => fromContract(accountingCalls.getMainbook).query(input),
      transformResponse: (reply: CallReply<typeof accounting.getMainbook>) => reply.data,
      providesTags: ['Books'],
    }),
    getSalesReport: build.query<SalesReport, SalesQuery>({
      query: (input) => fromContract(accountingCalls.getSalesReport).query(input),
      transformResponse: (reply: CallReply<typeof accounting.getSalesReport>) => reply.data,
      providesTags: ['Books'],
    }),
    exportSalesReport: build.mutation<CsvFile, SalesQuery>({
      query: (input) => fromContract(accountingCalls.exportSalesReport).query(input),
      transformResponse: (reply: CallReply<typeof accounting.exportSalesReport>) => reply.data,
    }),
    getOssReport: build.query<OssReport, OssQuery>({
      query: (input) => fromContract(accountingCalls.getOssReport).query(input),
      transformResponse: (reply: CallReply<typeof accounting.getOssReport>) => reply.data,
      providesTags: ['Books'],
    }),
    exportOssReport: build.mutation<CsvFile, OssQuery>({
      query: (input) => fromContract(accountingCalls.exportOssReport).query(input),
      transformResponse: (reply: CallReply<typeof accounting.exportOssReport>) => reply.data,
    }),
  }),
});

export type AccountingApi = typeof accountingApi;

// The events the books follow: every book and report refetches on `journal:posted` and
// `invoice:changed`, so a posting made anywhere shows without a reload.
const BOOKS = ['getJournal', 'getBalanceReport', 'getMainbook', 'getSalesReport', 'getOssReport'] as const;

export function startAccountingRealtime(
  startListening: AppStartListening,
  accountingApi: AccountingApi,
): Unsubscribe {
  return startListening(
    onEvents(['journal:posted', 'invoice:changed'], (_event, { dispatch, getState }) => {
      const state = getState();
      if (BOOKS.some((name) => hasLoaded(accountingApi, state, name)))
        dispatch(accountingApi.util.invalidateTags(['Books']));
    }),
  );
}

startAccountingRealtime(startAppListening, accountingApi);

declareFreshness(accountingApi, {
  getJournal: ['journal:posted', 'invoice:changed'],
  getBalanceReport: ['journal:posted', 'invoice:changed'],
  getMainbook: ['journal:posted', 'invoice:changed'],
  getSalesReport: ['journal:posted', 'invoice:changed'],
  getOssReport: ['journal:posted', 'invoice:changed'],
});

export const {
  useGetJournalQuery,
  useSaveJournalEntryMutation,
  useGetBalanceReportQuery,
  useGetMainbookQuery,
  useGetSalesReportQuery,
  useExportSalesReportMutation,
  useGetOssReportQuery,
  useExportOssReportMutation,
} = accountingApi;
