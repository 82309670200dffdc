// The session's own state. "Signed in" means a verified user and a stored token (SPEC §4); while a
// stored token is being checked on start-up the status is `checking` and guarded pages wait. Who
// is signed in is server data: the `sessionUser` query (./sessionUser.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from '../api/token';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** The person signed out themselves (rather than the session ending): guards send them to /. */
  leftByChoice: boolean;
  /** A sign-out call is under way: realtime stops first, so the server dropping the socket is expected. */
  signingOut: boolean;
  /** The server's reason when it refused the session (auth_user's `result`, SPEC §8); /denied shows it. */
  deniedReason: string | null;
}

function initialSession(): SessionState {
  const token = readToken();
  return {
    status: token ? 'checking' : 'signedOut',
    token,
    leftByChoice: false,
    signingOut: false,
    deniedReason: null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    /** After `sessionUserSet`: the user is in the cache before the status says signed in. */
    signedIn(state, action: PayloadAction<{ token: string }>) {
      state.status = 'signedIn';
      state.token = action.payload.token;
      state.leftByChoice = false;
    },
    /** The `sessionUser` query answered for the stored token. */
    tokenVerified(state) {
      state.status = 'signedIn';
      state.deniedReason = null;
    },
    /** SPEC §8: "auth status not OK: route-denied reason set to the returned result". */
    routeDeniedReasonSet(state, action: PayloadAction<string>) {
      state.deniedReason = action.payload;
    },
    /** The check could not reach the server: continue signed out, keep the token for a reload. */
    tokenCheckFailed(state) {
      state.status = 'signedOut';
    },
    sessionEnded() {
      return {
        status: 'signedOut',
        token: null,
        leftByChoice: false,
        signingOut: false,
        deniedReason: null,
      } satisfies SessionState;
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
    /** The server could not be told: still signed in. */
    signOutFailed(state) {
      state.signingOut = false;
    },
    signedOut() {
      return {
        status: 'signedOut',
        token: null,
        leftByChoice: true,
        signingOut: false,
        deniedReason: null,
      } satisfies SessionState;
    },
    /** The page after sign-out is showing: later guarded pages ask to sign in again. */
    signOutSettled(state) {
      state.leftByChoice = false;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionToken: (state) => state.token,
    selectLeftByChoice: (state) => state.leftByChoice,
    selectSigningOut: (state) => state.signingOut,
    selectDeniedReason: (state) => state.deniedReason,
  },
});

export const {
  signedIn,
  tokenVerified,
  routeDeniedReasonSet,
  tokenCheckFailed,
  sessionEnded,
  signOutStarted,
  signOutFailed,
  signedOut,
  signOutSettled,
} = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectSessionToken,
  selectLeftByChoice,
  selectSigningOut,
  selectDeniedReason,
} = sessionSlice.selectors;
