// The one socket of this tab (loaded with socket.io-client only after sign-in). It reconnects by
// itself; while it is down, or not up yet, get_events is polled every 3 s (SPEC §9, ./fallbackPoll)
// so pushes still arrive.
import { io } from 'socket.io-client';
import type { AppDispatch, RootState } from '../base/store';
import { createCatchUp, type LogHead } from './catchUp';
import { attachCourseWatches, detachCourseWatches } from './courseWatch';
import { pushedEvent } from './eventNames';
import { createFallbackPoll, POLL_INTERVAL_MS } from './fallbackPoll';
import { connectionChanged, receiveRealtimeEvent, syncStarted } from './realtimeSlice';
import { attachEmitSocket, detachEmitSocket, type TonicSocket } from './socketEmits';
import './settingsFollow';

export { POLL_INTERVAL_MS } from './fallbackPoll';

export type { TonicSocket } from './socketEmits';

/** How long the first connect waits for the log's head before it reads after its cursor anyway. */
const HEAD_WAIT_MS = 3000;

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
  let firstConnect = true;
  /** Settles the head the first connect waits for (the server sends it once in the rooms). */
  let headHeard: ((head: LogHead | null) => void) | null = null;
  const awaitHead = () =>
    new Promise<LogHead | null>((resolve) => {
      const settle = (head: LogHead | null) => {
        clearTimeout(timer);
        if (headHeard === settle) headHeard = null;
        resolve(head);
      };
      const timer = setTimeout(() => settle(null), HEAD_WAIT_MS);
      headHeard = settle;
    });
  socket.on('events:head', (head) => headHeard?.(head));

  // The first connect reads after the cursor only if the head is past it; a reconnect always
  // reads what was missed meanwhile.
  socket.on('connect', () => {
    fallback.socketUp();
    // The poll may have moved the cursor before this connect: hold it until this catch-up is done.
    dispatch(syncStarted());
    dispatch(connectionChanged('connected'));
    const head = firstConnect ? awaitHead() : undefined;
    firstConnect = false;
    void catchUp.run(head);
  });

  socket.on('disconnect', (reason) => {
    headHeard?.(null);
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
    headHeard?.(null);
    if (retry !== null) clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
