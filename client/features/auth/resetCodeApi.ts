// What a mailed set-password link's page asks for (whether an invited person gives their name):
// apart from authApi so it loads with that page, not with the first bundle.
import { checkResetCode as checkResetCodeAddress } from '../../../shared/calls/addresses/auth';
import type * as auth from '../../../shared/calls/auth';
import { api } from '../../api/api';
import { type CallReply, callRef, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';

const checkResetCodeCall = callRef<typeof auth.checkResetCode>(checkResetCodeAddress);

export const resetCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkResetCode: build.query<CallReply<typeof auth.checkResetCode>['data'], string>({
      query: (Code) => fromContract(checkResetCodeCall).query({ Code }),
      transformResponse: (reply: CallReply<typeof auth.checkResetCode>) => reply.data,
    }),
  }),
});

declareFreshness(resetCodeApi, {
  checkResetCode: { static: 'a mailed code, read once by the page it opens; only its own person uses it' },
});

export const { useCheckResetCodeQuery } = resetCodeApi;
