// Companies and plans (companies.php), injected into the one api. Company pages, the chip's
// meters and /pp follow `company:changed` and `plan:changed`; switching the active company
// refetches every staff list, since what they show is cut to it on the server.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as companies from '../../../shared/calls/companies';
import type { ActiveCompany, CompanyRow, Plan } from '../../../shared/calls/companies';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { companyCalls } from './calls';

export type { ActiveCompany, CompanyRow, Plan };
export type CompanyDetail = CallReply<typeof companies.getCompany>['data'];
export type InviteResult = CallReply<typeof companies.inviteUsers>['data'];

/** Staff lists whose content depends on the active company (`ScopedCourses`: the course pickers). */
const SCOPED = ['People', 'Companies', 'ActiveCompany', 'Tasks', 'Codes', 'ScopedCourses'] as const;

const tagged = api.enhanceEndpoints({ addTagTypes: [...SCOPED, 'Plans'] });

export const companiesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => fromContract(companyCalls.getPlans).query({}),
      transformResponse: (reply: CallReply<typeof companies.getPlans>) => reply.data,
      providesTags: ['Plans'],
    }),
    savePlan: build.mutation<Plan, CallInput<typeof companies.savePlan>>({
      query: (input) => fromContract(companyCalls.savePlan).query(input),
      transformResponse: (reply: CallReply<typeof companies.savePlan>) => reply.data,
      invalidatesTags: ['Plans', 'ActiveCompany', 'Companies'],
    }),
    getCompanies: build.query<CompanyRow[], string | undefined>({
      query: (Search) => fromContract(companyCalls.getCompanies).query(Search ? { Search } : {}),
      transformResponse: (reply: CallReply<typeof companies.getCompanies>) => reply.data,
      providesTags: ['Companies'],
    }),
    getCompany: build.query<CompanyDetail, number>({
      query: (Id) => fromContract(companyCalls.getCompany).query({ Id }),
      transformResponse: (reply: CallReply<typeof companies.getCompany>) => reply.data,
      providesTags: ['Companies'],
    }),
    saveCompany: build.mutation<CompanyRow, CallInput<typeof companies.saveCompany>>({
      query: (input) => fromContract(companyCalls.saveCompany).query(input),
      transformResponse: (reply: CallReply<typeof companies.saveCompany>) => reply.data,
      invalidatesTags: ['Companies', 'ActiveCompany'],
    }),
    addCompanyMember: build.mutation<boolean, CallInput<typeof companies.addCompanyMember>>({
      query: (input) => fromContract(companyCalls.addCompanyMember).query(input),
      transformResponse: (reply: CallReply<typeof companies.addCompanyMember>) => reply.data.Added,
      invalidatesTags: ['Companies', 'ActiveCompany', 'People'],
    }),
    removeCompanyMember: build.mutation<boolean, CallInput<typeof companies.removeCompanyMember>>({
      query: (input) => fromContract(companyCalls.removeCompanyMember).query(input),
      transformResponse: (reply: CallReply<typeof companies.removeCompanyMember>) => reply.data.Removed,
      invalidatesTags: ['Companies', 'ActiveCompany', 'People'],
    }),
    getActiveCompany: build.query<ActiveCompany, void>({
      query: () => fromContract(companyCalls.getActiveCompany).query({}),
      transformResponse: (reply: CallReply<typeof companies.getActiveCompany>) => reply.data,
      providesTags: ['ActiveCompany'],
    }),
    setActiveCompany: build.mutation<ActiveCompany, number | null>({
      query: (CompanyId) => fromContract(companyCalls.setActiveCompany).query({ CompanyId }),
      transformResponse: (reply: CallReply<typeof companies.setActiveCompany>) => reply.data,
      invalidatesTags: [...SCOPED],
    }),
    startTrial: build.mutation<
      CallReply<typeof companies.startTrial>['data'],
      CallInput<typeof companies.startTrial>
    >({
      query: (input) => fromContract(companyCalls.startTrial).query(input),
      transformResponse: (reply: CallReply<typeof companies.startTrial>) => reply.data,
    }),
    requestUpgrade: build.mutation<number, CallInput<typeof companies.requestUpgrade>>({
      query: (input) => fromContract(companyCalls.requestUpgrade).query(input),
      transformResponse: (reply: CallReply<typeof companies.requestUpgrade>) => reply.data.Id,
    }),
    inviteUsers: build.mutation<InviteResult, CallInput<typeof companies.inviteUsers>>({
      query: (input) => fromContract(companyCalls.inviteUsers).query(input),
      transformResponse: (reply: CallReply<typeof companies.inviteUsers>) => reply.data,
      invalidatesTags: ['Companies', 'ActiveCompany', 'People'],
    }),
  }),
});

export type CompaniesApi = typeof companiesApi;

// The events the companies and the chip's meters follow: company and plan changes refetch the
// company lists and pages; a changed course refetches the active company too (its meters).
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

startCompaniesRealtime(startAppListening, companiesApi);

declareFreshness(companiesApi, {
  getPlans: ['plan:changed'],
  getCompanies: ['company:changed', 'plan:changed'],
  getCompany: ['company:changed', 'plan:changed'],
  getActiveCompany: ['company:changed', 'plan:changed', 'course:changed'],
});

export const {
  useGetPlansQuery,
  useSavePlanMutation,
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useSaveCompanyMutation,
  useAddCompanyMemberMutation,
  useRemoveCompanyMemberMutation,
  useGetActiveCompanyQuery,
  useSetActiveCompanyMutation,
  useStartTrialMutation,
  useInviteUsersMutation,
  useRequestUpgradeMutation,
} = companiesApi;
