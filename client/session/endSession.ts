// Ends the session in this tab: stored data (but the preserved keys) and the session state go.
// The realtime bridge sees the token disappear and disconnects the socket.
import type { Dispatch } from '@reduxjs/toolkit';
import { sessionEnded, signedOut } from './sessionSlice';
import { clearStoredSession } from './storage';

/** `choice`: the person signed out (guards then send them to /), else the server ended it. */
export function endSessionLocally(dispatch: Dispatch, choice = false): void {
  clearStoredSession();
  dispatch(choice ? signedOut() : sessionEnded());
}
