// The signed-in person is server data, so it lives in the RTK Query cache as one query
// (`sessionUser`, auth_user on the stored token). Sign-in fills it from its reply; a profile save
// and a photo patch it; the XP total follows pushes and replies through one rule, `raiseTotalXp`.
// The session slice keeps only the session's own state (status, token, sign-out).
import { isAnyOf, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type * as auth from '../../shared/calls/auth';
import type { SessionUser } from '../../shared/users';
import { api } from '../api/api';
import { calls } from '../api/calls';
import { type CallReply, fromContract } from '../api/contract';
import { readToken } from '../api/token';
import { onEvents, startAppListening } from '../base/listeners';
import type { RootState } from '../base/store';
import { sessionEnded, signedOut } from './sessionSlice';

type AppThunk = ThunkAction<void, RootState, unknown, UnknownAction>;

export const sessionUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Run by the start-up token check (and never by a component), then kept for the session. */
    sessionUser: build.query<SessionUser | null, void>({
      query: () => fromContract(calls.authUser).query({ token: readToken() ?? '' }),
      transformResponse: (reply: CallReply<typeof auth.authUser>) => reply.data,
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

const selectCachedUser = sessionUserApi.endpoints.sessionUser.select();

/** The signed-in person, or null when no one is (the cache may still hold a user being checked). */
export function selectSessionUser(state: RootState): SessionUser | null {
  if (state.session.status !== 'signedIn') return null;
  return selectCachedUser(state).data ?? null;
}

/** Sets (or, with null, clears) the signed-in person at once, before the session's status moves. */
export function sessionUserSet(user: SessionUser | null) {
  return sessionUserApi.util.upsertQueryEntries([
    { endpointName: 'sessionUser', arg: undefined, value: user },
  ]);
}

type OwnFields = Partial<Pick<SessionUser, 'FirstName' | 'LastName' | 'CollectXp' | 'Avatar' | 'UserFileId'>>;

/** The person changed their own profile: the top bar and XP rules follow at once. */
export function ownProfileChanged(fields: OwnFields): AppThunk {
  return (dispatch) => {
    dispatch(
      sessionUserApi.util.updateQueryData('sessionUser', undefined, (user) => {
        if (user) Object.assign(user, fields);
      }),
    );
  };
}

/**
 * The one rule for the XP total, from a push (`xp:changed`, live or caught up) or our own reply
 * (save_reward): the ledger only grows, so a late or repeated report never lowers it.
 */
export function raiseTotalXp(total: number): AppThunk {
  return (dispatch, getState) => {
    const current = selectSessionUser(getState());
    if (!current || total <= current.TotalXp) return;
    dispatch(
      sessionUserApi.util.updateQueryData('sessionUser', undefined, (user) => {
        if (user) user.TotalXp = Math.max(user.TotalXp, total);
      }),
    );
  };
}

startAppListening(
  onEvents(['xp:changed'], (event, { dispatch }) => dispatch(raiseTotalXp(event.payload.TotalXp))),
);

startAppListening({
  matcher: isAnyOf(sessionEnded, signedOut),
  effect: (_action, { dispatch }) => {
    dispatch(sessionUserSet(null));
  },
});
