// Nothing lost, nothing applied twice (docs/architecture.md "Client"): the first connection learns
// the log's newest id; later, every reconnect and every poll while the socket is down reads the
// events after the cursor, page by page. A log restored from a backup (another logId, or a head
// behind the cursor): the server says resync, and the client starts again from its head and
// reloads its data.
import type { AppDispatch, RootState } from '../base/store';
import { loggedEvent } from './eventNames';
import { eventsApi } from './eventsApi';
import { cursorInitialised, cursorReset, receiveRealtimeEvent, syncFinished } from './realtimeSlice';
import { reloadCachedData } from './reloadCachedData';

export interface CatchUp {
  /** Reads what was missed; overlapping calls share the one already running. */
  run: () => Promise<void>;
}

export function createCatchUp(dispatch: AppDispatch, getState: () => RootState): CatchUp {
  let running: Promise<void> | null = null;
  /**
   * The server's event log the cursor runs on (get_events' logId), learnt with the cursor: kept
   * here, beside the code that reads it, out of the store the first page load carries.
   */
  let logId: string | null = null;

  async function initialise(): Promise<void> {
    const reply = await dispatch(eventsApi.endpoints.getEvents.initiate({})).unwrap();
    dispatch(cursorInitialised(reply.lastEventId));
    logId = reply.logId;
  }

  async function readAfterCursor(after: number): Promise<void> {
    let cursor = after;
    for (;;) {
      const reply = await dispatch(
        eventsApi.endpoints.getEvents.initiate({ After: cursor, ...(logId !== null && { LogId: logId }) }),
      ).unwrap();
      if (reply.resync) {
        dispatch(cursorReset(reply.lastEventId));
        logId = reply.logId;
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

  async function once(): Promise<void> {
    const cursor = getState().realtime.lastEventId;
    if (cursor === null) await initialise();
    else await readAfterCursor(cursor);
    dispatch(syncFinished());
  }

  return {
    run() {
      running ??= once()
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
