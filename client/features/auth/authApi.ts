// The account calls (shared/calls/auth.ts), injected into the one api.
import type * as auth from '../../../shared/calls/auth';
import { api } from '../../api/api';
import { calls } from '../../api/calls';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { signedIn } from '../../session/sessionSlice';
import { sessionUserSet } from '../../session/sessionUser';
import { rememberSession } from '../../session/storage';

type SignIn = typeof auth.signIn;
type SignOut = typeof auth.signOut;
type Register = typeof auth.register;
type VerifyEmail = typeof auth.verifyEmail;
type RequestReset = typeof auth.requestReset;
type ResetPassword = typeof auth.resetPassword;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<CallReply<SignIn>, CallInput<SignIn>>({
      ...fromContract(calls.signIn),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data: reply } = await queryFulfilled;
          const { token, ...user } = reply.data;
          rememberSession(token, user.UserType, user.Avatar);
          dispatch(sessionUserSet(user));
          dispatch(signedIn({ token }));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    signOut: build.mutation<CallReply<SignOut>, CallInput<SignOut>>(fromContract(calls.signOut)),
    register: build.mutation<CallReply<Register>, CallInput<Register>>(fromContract(calls.register)),
    verifyEmail: build.mutation<CallReply<VerifyEmail>, CallInput<VerifyEmail>>(
      fromContract(calls.verifyEmail),
    ),
    requestReset: build.mutation<CallReply<RequestReset>, CallInput<RequestReset>>(
      fromContract(calls.requestReset),
    ),
    resetPassword: build.mutation<CallReply<ResetPassword>, CallInput<ResetPassword>>(
      fromContract(calls.resetPassword),
    ),
  }),
});

export const {
  useSignInMutation,
  useSignOutMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestResetMutation,
  useResetPasswordMutation,
} = authApi;
