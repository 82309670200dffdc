// How the server sends mail (settings.php get_mail_status), for the admins' banner: its own small
// injection, so the banner's chunk does not carry the statistics endpoints.
import * as settingsAddresses from '../../../shared/calls/addresses/settings';
import type * as settings from '../../../shared/calls/settings';
import { api } from '../../api/api';
import { type CallReply, callRef, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';

const getMailStatus = callRef<typeof settings.getMailStatus>(settingsAddresses.getMailStatus);

export const mailStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailStatus: build.query<CallReply<typeof settings.getMailStatus>['data'], void>({
      query: () => fromContract(getMailStatus).query({}),
      transformResponse: (reply: CallReply<typeof settings.getMailStatus>) => reply.data,
    }),
  }),
});

declareFreshness(mailStatusApi, {
  getMailStatus: { static: 'the server’s mail configuration, fixed until the server restarts' },
});

export const { useGetMailStatusQuery } = mailStatusApi;
