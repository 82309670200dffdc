// Signing in and out (shared/calls/auth.ts), injected into the one api; the account pages' calls
// load with those pages (accountApi.ts).
import type * as auth from '../../../shared/calls/auth';
import { api } from '../../api/api';
import { calls } from '../../api/calls';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { signedIn } from '../../session/sessionSlice';
import { sessionUserSet } from '../../session/sessionUser';
import { rememberSession } from '../../session/storage';

type SignIn = typeof auth.signIn;
type SignOut = typeof auth.signOut;

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
  }),
});

export const { useSignInMutation, useSignOutMutation } = authApi;
