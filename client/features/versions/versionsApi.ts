// The release history for /versions (docs/decisions.md), injected into the one api.
import type * as versions from '../../../shared/calls/versions';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { versionCalls } from './calls';

export type VersionHistory = Omit<CallReply<typeof versions.getVersions>, 'status' | 'datetime'>;

export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVersions: build.query<VersionHistory, void>({
      query: () => fromContract(versionCalls.getVersions).query({}),
      transformResponse: (reply: CallReply<typeof versions.getVersions>) => ({
        data: reply.data,
        current: reply.current,
      }),
    }),
  }),
});

declareFreshness(versionsApi, {
  getVersions: {
    static: 'the release history of the build the page runs; a new build offers itself (version:available)',
  },
});

export const { useGetVersionsQuery } = versionsApi;
