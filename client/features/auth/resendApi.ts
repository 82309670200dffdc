// "Resend the verification mail" (register.php resend_verification), injected only where the
// sign-in form loads, so the first bundle stays within its budget.
import * as authAddresses from '../../../shared/calls/addresses/auth';
import type * as auth from '../../../shared/calls/auth';
import { api } from '../../api/api';
import { type CallInput, type CallReply, callRef, fromContract } from '../../api/contract';

type ResendVerification = typeof auth.resendVerification;

const resendApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendVerification: build.mutation<CallReply<ResendVerification>, CallInput<ResendVerification>>(
      fromContract(callRef<ResendVerification>(authAddresses.resendVerification)),
    ),
  }),
});

export const { useResendVerificationMutation } = resendApi;
