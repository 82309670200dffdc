// The account pages' calls (sign-up, e-mail verification, password reset): apart from authApi so
// they load with those pages, not with the first bundle.
import {
  register as registerAddress,
  requestReset as requestResetAddress,
  resetPassword as resetPasswordAddress,
  verifyEmail as verifyEmailAddress,
} from '../../../shared/calls/addresses/auth';
import type * as auth from '../../../shared/calls/auth';
import { api } from '../../api/api';
import { type CallInput, type CallReply, callRef, fromContract } from '../../api/contract';

type Register = typeof auth.register;
type VerifyEmail = typeof auth.verifyEmail;
type RequestReset = typeof auth.requestReset;
type ResetPassword = typeof auth.resetPassword;

const registerCall = callRef<Register>(registerAddress);
const verifyEmailCall = callRef<VerifyEmail>(verifyEmailAddress);
const requestResetCall = callRef<RequestReset>(requestResetAddress);
const resetPasswordCall = callRef<ResetPassword>(resetPasswordAddress);

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<CallReply<Register>, CallInput<Register>>(fromContract(registerCall)),
    verifyEmail: build.mutation<CallReply<VerifyEmail>, CallInput<VerifyEmail>>(
      fromContract(verifyEmailCall),
    ),
    requestReset: build.mutation<CallReply<RequestReset>, CallInput<RequestReset>>(
      fromContract(requestResetCall),
    ),
    resetPassword: build.mutation<CallReply<ResetPassword>, CallInput<ResetPassword>>(
      fromContract(resetPasswordCall),
    ),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestResetMutation,
  useResetPasswordMutation,
} = accountApi;
