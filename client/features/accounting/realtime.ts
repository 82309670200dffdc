// The events the books follow: every book and report refetches on `journal:posted` and
// `invoice:changed`, so a posting made anywhere shows without a reload.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { AccountingApi } from './accountingApi';

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
