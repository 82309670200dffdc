// The events the companies and the chip's meters follow: company and plan changes refetch the
// company lists and pages; a changed course refetches the active company too (its meters).
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { CompaniesApi } from './companiesApi';

export function startCompaniesRealtime(
  startListening: AppStartListening,
  companiesApi: CompaniesApi,
): Unsubscribe {
  return startListening(
    onEvents(['company:changed', 'plan:changed', 'course:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags } = companiesApi.util;
      if (hasLoaded(companiesApi, state, 'getActiveCompany')) dispatch(invalidateTags(['ActiveCompany']));
      if (event.type === 'course:changed') return;
      const pages = loadedArgs(companiesApi, state, 'getCompany');
      const shown =
        hasLoaded(companiesApi, state, 'getCompanies') ||
        (event.type === 'plan:changed' ? pages.length > 0 : pages.includes(event.payload.CompanyId));
      if (shown) dispatch(invalidateTags(['Companies']));
    }),
  );
}
