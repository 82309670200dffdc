// Registration codes (codes.php), injected into the one api. The staff list follows
// `code:redeemed`, so usage counts rise on open pages as codes are redeemed.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as codes from '../../../shared/calls/codes';
import type { CodeRow } from '../../../shared/calls/codes';
import type * as editing from '../../../shared/calls/editing';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { codeCalls } from './calls';

export type { CodeRow };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Codes', 'MyCourses'] });

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
    }),
    redeemCode: build.mutation<CallReply<typeof codes.redeemCode>['data'], string>({
      query: (Code) => fromContract(codeCalls.redeemCode).query({ Code }),
      transformResponse: (reply: CallReply<typeof codes.redeemCode>) => reply.data,
      invalidatesTags: ['MyCourses'],
    }),
  }),
});

export type CodesApi = typeof codesApi;

// The events the code list follows: a redeemed code refetches it.
export function startCodesRealtime(startListening: AppStartListening, codesApi: CodesApi): Unsubscribe {
  return startListening(
    onEvents(['code:redeemed'], (_event, { dispatch, getState }) => {
      if (hasLoaded(codesApi, getState(), 'getCodes')) dispatch(codesApi.util.invalidateTags(['Codes']));
    }),
  );
}

startCodesRealtime(startAppListening, codesApi);

export const {
  useGetCodesQuery,
  useCreateCodesMutation,
  useSaveCodeMutation,
  useExportCodesMutation,
  useRedeemCodeMutation,
  useGetCodeCoursesQuery,
} = codesApi;
