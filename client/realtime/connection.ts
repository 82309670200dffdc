// The one socket of this tab (loaded with socket.io-client only after sign-in). It reconnects by
// itself; while it is down, or not up yet, get_events is polled every 3 s (SPEC §9, ./fallbackPoll)
// so pushes still arrive.
import { io } from 'socket.io-client';
import type { AppDispatch, RootState } from '../base/store';
import { createCatchUp } from './catchUp';
import { attachCourseWatches, detachCourseWatches } from './courseWatch';
import { pushedEvent } from './eventNames';
import { createFallbackPoll, POLL_INTERVAL_MS } from './fallbackPoll';
import { connectionChanged, receiveRealtimeEvent, syncStarted } from './realtimeSlice';
import { attachEmitSocket, detachEmitSocket, type TonicSocket } from './socketEmits';
import './settingsFollow';

export { POLL_INTERVAL_MS } from './fallbackPoll';

export type { TonicSocket } from './socketEmits';

export interface RealtimeOptions {
  token: string;
  dispatch: AppDispatch;
  getState: () => RootState;
  /** The server refused the token in the handshake: the session is over. */
  onTokenRefused: () => void;
}

/** Connects and returns the function that disconnects. */
export function startRealtime({ token, dispatch, getState, onTokenRefused }: RealtimeOptions): () => void {
  const socket: TonicSocket = io({ auth: { token }, transports: ['websocket', 'polling'] });
  attachCourseWatches(socket);
  attachEmitSocket(socket);
  const catchUp = createCatchUp(dispatch, getState);
  let retry: ReturnType<typeof setTimeout> | null = null;

  dispatch(connectionChanged('connecting'));
  const fallback = createFallbackPoll(() => void catchUp.run());

  // The first connect initialises the cursor; a reconnect reads what was missed meanwhile.
  socket.on('connect', () => {
    fallback.socketUp();
    // The poll may have moved the cursor before this connect: hold it until this catch-up is done.
    dispatch(syncStarted());
    dispatch(connectionChanged('connected'));
    void catchUp.run();
  });

  socket.on('disconnect', (reason) => {
    dispatch(syncStarted());
    dispatch(connectionChanged('reconnecting'));
    fallback.socketDown();
    // socket.io retries by itself except when the server hung up (e.g. this session was revoked):
    // try once more, so a refused token shows up as INVALID_TOKEN in the handshake.
    if (reason === 'io server disconnect') socket.connect();
  });

  socket.on('connect_error', (error) => {
    if (error.message === 'INVALID_TOKEN') {
      onTokenRefused();
      return;
    }
    dispatch(connectionChanged(getState().realtime.lastEventId === null ? 'connecting' : 'reconnecting'));
    fallback.socketDown();
    // A refusal other than the token (e.g. origin) is not retried by socket.io: keep trying slowly.
    if (!socket.active && retry === null) {
      retry = setTimeout(() => {
        retry = null;
        socket.connect();
      }, POLL_INTERVAL_MS * 5);
    }
  });

  socket.onAny((name: string, payload: unknown) => {
    const event = pushedEvent(name, payload);
    if (event) dispatch(receiveRealtimeEvent(event));
  });

  return () => {
    detachCourseWatches();
    detachEmitSocket();
    fallback.stop();
    if (retry !== null) clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
