// Nothing lost, nothing applied twice (docs/architecture.md "Client"): the cursor is learnt at
// sign-in (cursor.ts), or here if that failed; every connect and every poll while the socket is
// down reads the events after it, page by page, except a first connect whose head (the log's
// newest id once the socket is in its rooms, `events:head`) is the cursor: nothing to read. A log
// restored from a backup (another logId, or a head behind the cursor): the server says resync,
// and the client starts again from its head and reloads its data.
import type { ServerEventPayload } from '../../shared/realtime';
import type { AppDispatch, RootState } from '../base/store';
import { cursorBeingLearnt, cursorLogId, learnCursor, setCursorLogId } from './cursor';
import { loggedEvent } from './eventNames';
import { eventsApi } from './eventsApi';
import { cursorReset, receiveRealtimeEvent, syncFinished } from './realtimeSlice';
import { reloadCachedData } from './reloadCachedData';

/** Where the log stood once the socket joined its rooms; null when it did not come. */
export type LogHead = ServerEventPayload<'events:head'>;

export interface CatchUp {
  /**
   * Reads what was missed; overlapping calls share the one already running. `head`: the first
   * connect's `events:head`, which spares the read when it is the cursor.
   */
  run: (head?: Promise<LogHead | null>) => Promise<void>;
}

export function createCatchUp(dispatch: AppDispatch, getState: () => RootState): CatchUp {
  let running: Promise<void> | null = null;

  async function readAfterCursor(after: number): Promise<void> {
    let cursor = after;
    for (;;) {
      const logId = cursorLogId(getState);
      const reply = await dispatch(
        eventsApi.endpoints.getEvents.initiate({ After: cursor, ...(logId !== null && { LogId: logId }) }),
      ).unwrap();
      if (reply.resync) {
        dispatch(cursorReset(reply.lastEventId));
        setCursorLogId(getState, reply.logId);
        await reloadCachedData(dispatch, getState);
        return;
      }
      for (const row of reply.data) {
        const event = loggedEvent(row);
        if (event) dispatch(receiveRealtimeEvent(event, false));
        cursor = Math.max(cursor, row.eventId);
      }
      if (!reply.hasMore || reply.data.length === 0) return;
    }
  }

  /**
   * Whether events may lie past the cursor: an event committed before the socket joined its rooms
   * is at most the head, one committed after is pushed. Without a head, assume so.
   */
  async function missedAny(cursor: number, head: Promise<LogHead | null> | undefined): Promise<boolean> {
    const known = head ? await head : null;
    const logId = cursorLogId(getState);
    return known === null || logId === null || known.lastEventId !== cursor || known.logId !== logId;
  }

  async function once(head: Promise<LogHead | null> | undefined): Promise<void> {
    const cursor = getState().realtime.lastEventId;
    // Learnt now, with the socket up, the cursor misses nothing. Learnt (or begun) before, an
    // event may have come between it and the socket joining its rooms: read after it, unless
    // the head says there is none.
    const learntBefore = cursor !== null || cursorBeingLearnt(getState);
    if (cursor === null) await dispatch(learnCursor());
    const learnt = getState().realtime.lastEventId;
    if (learntBefore && learnt !== null && (await missedAny(learnt, head))) await readAfterCursor(learnt);
    dispatch(syncFinished());
  }

  return {
    run(head) {
      running ??= once(head)
        .catch(() => {
          // Offline or refused: the next reconnect or poll tries again.
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
