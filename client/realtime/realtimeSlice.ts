// Realtime state: the connection (for the top-bar dot) and the cursor, the newest event-log id
// applied. Every push and every caught-up event becomes one `realtimeEventReceived` action;
// features react to it in their own reducers, or in the listeners of their `realtime.ts` when the
// reaction is a side effect such as patching the RTK Query cache (client/base/listeners.ts).
import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ServerEventName, ServerEventPayload } from '../../shared/realtime';

export type ConnectionState = 'offline' | 'connecting' | 'connected' | 'reconnecting';

export type RealtimeEvent = {
  [E in ServerEventName]: { type: E; payload: ServerEventPayload<E> };
}[ServerEventName];

export interface RealtimeState {
  connection: ConnectionState;
  /** Every event up to this event-log id is applied; null until the first get_events answers. */
  lastEventId: number | null;
  /**
   * From a disconnect until the catch-up has read what was missed, pushed events are applied
   * but do not move the cursor (it would jump over the missed ones); their ids wait here.
   */
  syncing: boolean;
  ahead: number[];
}

const initialState: RealtimeState = { connection: 'offline', lastEventId: null, syncing: true, ahead: [] };

/**
 * The event-log id an event moves the cursor to. Ephemeral events have none; the operators'
 * tail (`event:logged`) repeats ids of events meant for other rooms, so it must not move it.
 */
export function cursorIdOf(event: RealtimeEvent): number | null {
  if (event.type === 'event:logged') return null;
  const id = (event.payload as { eventId?: unknown }).eventId;
  return typeof id === 'number' ? id : null;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
    cursorInitialised(state, action: PayloadAction<number>) {
      state.lastEventId = Math.max(state.lastEventId ?? 0, action.payload);
    },
    /**
     * The server's log stands behind the cursor (restored from a backup): start again from its
     * head, forgetting the ids held back, which the restored log will hand out anew.
     */
    cursorReset(state, action: PayloadAction<number>) {
      state.lastEventId = action.payload;
      state.ahead = [];
    },
    realtimeEventReceived: {
      reducer(state, action: PayloadAction<RealtimeEvent, string, { live: boolean }>) {
        const id = cursorIdOf(action.payload);
        if (id === null) return;
        if (action.meta.live && state.syncing) state.ahead.push(id);
        else state.lastEventId = Math.max(state.lastEventId ?? 0, id);
      },
      prepare(event: RealtimeEvent, live = true) {
        return { payload: event, meta: { live } };
      },
    },
    /** The socket went away: hold the cursor until the catch-up is done. */
    syncStarted(state) {
      state.syncing = true;
    },
    /** The catch-up has read everything missed: the cursor covers what arrived meanwhile. */
    syncFinished(state) {
      state.lastEventId = Math.max(state.lastEventId ?? 0, ...state.ahead);
      state.ahead = [];
      state.syncing = false;
    },
    /** Signed out: the next user starts from a fresh cursor. */
    realtimeStopped() {
      return initialState;
    },
  },
  selectors: {
    selectConnection: (state) => state.connection,
    selectLastEventId: (state) => state.lastEventId,
  },
});

export const {
  connectionChanged,
  cursorInitialised,
  cursorReset,
  realtimeEventReceived,
  realtimeStopped,
  syncStarted,
  syncFinished,
} = realtimeSlice.actions;
export const { selectConnection, selectLastEventId } = realtimeSlice.selectors;

/**
 * Applies an event once: one covered by the cursor, or already applied while catching up, is
 * dropped (it arrived twice). `live` is false for events read by the catch-up.
 */
export function receiveRealtimeEvent(
  event: RealtimeEvent,
  live = true,
): ThunkAction<void, { realtime: RealtimeState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const id = cursorIdOf(event);
    const { lastEventId, ahead } = getState().realtime;
    if (id !== null && ((lastEventId !== null && id <= lastEventId) || ahead.includes(id))) return;
    dispatch(realtimeEventReceived(event, live));
  };
}
