// Who is signed in. "Signed in" means a verified user and a stored token (SPEC §4); while a stored
// token is being checked on start-up the status is `checking` and guarded pages wait.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../shared/users';
import { readToken } from '../api/token';
import { realtimeEventReceived } from '../realtime/realtimeSlice';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
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
    user: null,
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
    signedIn(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.leftByChoice = false;
    },
    tokenVerified(state, action: PayloadAction<SessionUser>) {
      state.status = 'signedIn';
      state.user = action.payload;
      state.deniedReason = null;
    },
    /** SPEC §8: "auth status not OK: route-denied reason set to the returned result". */
    routeDeniedReasonSet(state, action: PayloadAction<string>) {
      state.deniedReason = action.payload;
    },
    /** The check could not reach the server: continue signed out, keep the token for a reload. */
    tokenCheckFailed(state) {
      state.status = 'signedOut';
      state.user = null;
    },
    sessionEnded() {
      return {
        status: 'signedOut',
        user: null,
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
        user: null,
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
    /** Our own XP award answered (save_reward). The ledger only grows, so a late reply never lowers it. */
    /** The person changed their own profile: the top bar and XP rules follow at once. */
    ownProfileChanged(
      state,
      action: PayloadAction<
        Partial<Pick<SessionUser, 'FirstName' | 'LastName' | 'CollectXp' | 'Avatar' | 'UserFileId'>>
      >,
    ) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    totalXpReported(state, action: PayloadAction<number>) {
      if (state.user && action.payload > state.user.TotalXp) state.user.TotalXp = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeEventReceived, (state, action) => {
      if (action.payload.type === 'xp:changed' && state.user) {
        state.user.TotalXp = action.payload.payload.TotalXp;
      }
    });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
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
  ownProfileChanged,
  signOutStarted,
  signOutFailed,
  signedOut,
  signOutSettled,
  totalXpReported,
} = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectSessionUser,
  selectSessionToken,
  selectLeftByChoice,
  selectSigningOut,
  selectDeniedReason,
} = sessionSlice.selectors;
