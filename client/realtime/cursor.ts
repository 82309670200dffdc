// The tab's event cursor is learnt (get_events {}: where the log stands now) as soon as a
// signed-in session is known: at start-up with a stored token (app/Providers.tsx), at sign-in,
// and by the realtime bridge if neither has. Until it is known every other call waits
// (api/cursorGate.ts), so no reply predates the cursor; the socket, which may take seconds to
// connect, then catches up from it (catchUp.ts). In the first bundle: the start-up needs it
// before the socket's code.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { holdCallsUntil } from '../api/cursorGate';
import { startAppListening } from '../base/listeners';
import { signedIn } from '../session/sessionSlice';
import { eventsApi } from './eventsApi';
import { cursorInitialised, type RealtimeState, realtimeStopped } from './realtimeSlice';

interface Learning {
  /** The log the cursor runs on (get_events' logId), learnt with the cursor. */
  logId: string | null;
  pending: Promise<void> | null;
  /** Moves on at each stop, so a reply for the session before is not taken for this one. */
  session: number;
}

type GetState = () => { realtime: RealtimeState };

// One per store (keyed by its getState), out of its state: a promise is no state.
const byStore = new WeakMap<GetState, Learning>();

function learningOf(getState: GetState): Learning {
  let learning = byStore.get(getState);
  if (!learning) {
    learning = { logId: null, pending: null, session: 0 };
    byStore.set(getState, learning);
  }
  return learning;
}

export const cursorLogId = (getState: GetState): string | null => learningOf(getState).logId;
export const cursorBeingLearnt = (getState: GetState): boolean => learningOf(getState).pending !== null;

export function setCursorLogId(getState: GetState, id: string): void {
  learningOf(getState).logId = id;
}

type Learn = ThunkAction<Promise<void>, { realtime: RealtimeState }, unknown, UnknownAction>;

/** Learns the cursor unless it is known or being learnt; settles when it is (rejects if it cannot be). */
export function learnCursor(): Learn {
  return (dispatch, getState) => {
    const learning = learningOf(getState);
    if (learning.pending) return learning.pending;
    if (getState().realtime.lastEventId !== null) return Promise.resolve();
    const session = learning.session;
    const pending = dispatch(eventsApi.endpoints.getEvents.initiate({}))
      .unwrap()
      .then((reply) => {
        if (session !== learning.session) return;
        dispatch(cursorInitialised(reply.lastEventId));
        learning.logId = reply.logId;
      })
      .finally(() => {
        if (learning.pending === pending) learning.pending = null;
      });
    learning.pending = pending;
    holdCallsUntil(getState, pending);
    return pending;
  };
}

/** Learns the cursor and leaves a failure to the socket's first catch-up. */
export function startLearningCursor(): ThunkAction<
  void,
  { realtime: RealtimeState },
  unknown,
  UnknownAction
> {
  return (dispatch) => {
    dispatch(learnCursor()).catch(() => {
      // Offline or refused: the calls go on, and the socket's first catch-up learns it.
    });
  };
}

startAppListening({
  actionCreator: signedIn,
  effect: (_action, { dispatch }) => dispatch(startLearningCursor()),
});

startAppListening({
  actionCreator: realtimeStopped,
  effect: (_action, { getState }) => {
    const learning = learningOf(getState);
    learning.session += 1;
    learning.logId = null;
    learning.pending = null;
  },
});
