// Registration codes (codes.php), injected into the one api. The staff list follows
// `code:changed` and `code:redeemed`, so new codes and usage counts show on open pages.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as codes from '../../../shared/calls/codes';
import type { CodeRow } from '../../../shared/calls/codes';
import type * as editing from '../../../shared/calls/editing';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { codeCalls } from './calls';

export type { CodeRow };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Codes', 'MyCourses', 'ScopedCourses'] });

export const codesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCodes: build.query<CodeRow[], void>({
      query: () => fromContract(codeCalls.getCodes).query({}),
      transformResponse: (reply: CallReply<typeof codes.getCodes>) => reply.data,
      providesTags: ['Codes'],
    }),
    createCodes: build.mutation<CodeRow[], CallInput<typeof codes.createCodes>>({
      query: (input) => fromContract(codeCalls.createCodes).query(input),
      transformResponse: (reply: CallReply<typeof codes.createCodes>) => reply.data,
      invalidatesTags: ['Codes'],
    }),
    saveCode: build.mutation<CodeRow, CallInput<typeof codes.saveCode>>({
      query: (input) => fromContract(codeCalls.saveCode).query(input),
      transformResponse: (reply: CallReply<typeof codes.saveCode>) => reply.data,
      invalidatesTags: ['Codes'],
    }),
    exportCodes: build.mutation<{ FileName: string; Csv: string }, void>({
      query: () => fromContract(codeCalls.exportCodes).query({}),
      transformResponse: (reply: CallReply<typeof codes.exportCodes>) => reply.data,
    }),
    getCodeCourses: build.query<{ Id: number; Name: string }[], void>({
      query: () => fromContract(codeCalls.getCourses).query({}),
      transformResponse: (reply: CallReply<typeof editing.getCourses>) =>
        reply.data.map((c) => ({ Id: c.Id, Name: c.Name })),
      providesTags: ['ScopedCourses'],
    }),
    redeemCode: build.mutation<CallReply<typeof codes.redeemCode>['data'], string>({
      query: (Code) => fromContract(codeCalls.redeemCode).query({ Code }),
      transformResponse: (reply: CallReply<typeof codes.redeemCode>) => reply.data,
      invalidatesTags: ['MyCourses'],
    }),
  }),
});

export type CodesApi = typeof codesApi;

// The events the code list follows: codes made, changed or redeemed anywhere refetch it; a new
// or renamed course refetches the course picker.
export function startCodesRealtime(startListening: AppStartListening, codesApi: CodesApi): Unsubscribe {
  return startListening(
    onEvents(['code:redeemed', 'code:changed', 'course:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      if (event.type === 'course:changed') {
        if (hasLoaded(codesApi, state, 'getCodeCourses'))
          dispatch(codesApi.util.invalidateTags(['ScopedCourses']));
        return;
      }
      if (hasLoaded(codesApi, state, 'getCodes')) dispatch(codesApi.util.invalidateTags(['Codes']));
    }),
  );
}

startCodesRealtime(startAppListening, codesApi);

declareFreshness(codesApi, {
  getCodes: ['code:changed', 'code:redeemed'],
  getCodeCourses: ['course:changed'],
});

export const {
  useGetCodesQuery,
  useCreateCodesMutation,
  useSaveCodeMutation,
  useExportCodesMutation,
  useRedeemCodeMutation,
  useGetCodeCoursesQuery,
} = codesApi;
