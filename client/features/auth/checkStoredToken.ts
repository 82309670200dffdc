// Start-up: a stored token is checked with the server before guarded pages render (SPEC §4).
// A refused token is removed; an unreachable server leaves it for the next visit.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { asCallError } from '../../api/callError';
import { forgetToken, readToken } from '../../api/token';
import {
  routeDeniedReasonSet,
  sessionEnded,
  tokenCheckFailed,
  tokenVerified,
} from '../../session/sessionSlice';
import { sessionUserApi } from '../../session/sessionUser';
import { rememberAvatar, rememberUserType } from '../../session/storage';

export function checkStoredToken(): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const token = readToken();
    if (!token) {
      dispatch(sessionEnded());
      return;
    }
    try {
      const { sessionUser } = sessionUserApi.endpoints;
      const user = await dispatch(
        sessionUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      if (!user) throw new Error('auth_user answered without a user');
      rememberUserType(user.UserType);
      rememberAvatar(user.Avatar);
      dispatch(tokenVerified());
    } catch (error) {
      const failure = asCallError(error);
      if (failure.kind === 'failure' && failure.httpStatus === 401) {
        forgetToken();
        dispatch(sessionEnded());
        const result = (failure.failure as { result?: unknown }).result;
        if (typeof result === 'string') dispatch(routeDeniedReasonSet(result));
      } else {
        // SPEC §8: a reply other than 200 on the token check is logged as "Server error...".
        if (failure.kind === 'failure') console.error('Server error...', failure);
        dispatch(tokenCheckFailed());
      }
    }
  };
}
