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
import { rememberAvatar, rememberUserType } from '../../session/storage';
import { authApi } from './authApi';

export function checkStoredToken(): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const token = readToken();
    if (!token) {
      dispatch(sessionEnded());
      return;
    }
    try {
      const reply = await dispatch(authApi.endpoints.authUser.initiate({ token })).unwrap();
      rememberUserType(reply.data.UserType);
      rememberAvatar(reply.data.Avatar);
      dispatch(tokenVerified(reply.data));
    } catch (error) {
      const failure = asCallError(error);
      if (failure.kind === 'failure' && failure.httpStatus === 401) {
        forgetToken();
        dispatch(sessionEnded());
        const result = (failure.failure as { result?: unknown }).result;
        if (typeof result === 'string') dispatch(routeDeniedReasonSet(result));
      } else {
        dispatch(tokenCheckFailed());
      }
    }
  };
}
