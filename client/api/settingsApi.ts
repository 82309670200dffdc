// Public settings, the school's branding and the site variant, fetched at start-up (SPEC §9
// defaults live on the server) and again on settings:changed (realtime/settingsFollow.ts).
import type { getSettings } from '../../shared/calls/settings';
import { applySchoolName } from '../base/brand';
import { api } from './api';
import { siteDetected } from './callContext';
import { calls } from './calls';
import { type CallInput, type CallReply, fromContract } from './contract';

type GetSettings = typeof getSettings;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<CallReply<GetSettings>['data'], CallInput<GetSettings>>({
      ...fromContract(calls.getSettings),
      transformResponse: (reply: CallReply<GetSettings>) => reply.data,
      providesTags: ['Settings'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(siteDetected(data.site));
          // In the same task as the reply's render, so no frame shows another name.
          applySchoolName(data.brand.schoolName);
        } catch {
          // The start-up screen shows the failure and offers a retry.
        }
      },
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
