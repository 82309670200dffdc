// Nothing lost, nothing applied twice (docs/architecture.md "Client"): the first connection learns
// the log's newest id; later, every reconnect and every poll while the socket is down reads the
// events after the cursor, page by page.
import type { AppDispatch, RootState } from '../base/store';
import { loggedEvent } from './eventNames';
import { eventsApi } from './eventsApi';
import { cursorInitialised, receiveRealtimeEvent, syncFinished } from './realtimeSlice';

export interface CatchUp {
  /** Reads what was missed; overlapping calls share the one already running. */
  run: () => Promise<void>;
}

export function createCatchUp(dispatch: AppDispatch, getState: () => RootState): CatchUp {
  let running: Promise<void> | null = null;

  async function initialise(): Promise<void> {
    const reply = await dispatch(eventsApi.endpoints.getEvents.initiate({})).unwrap();
    dispatch(cursorInitialised(reply.lastEventId));
  }

  async function readAfterCursor(after: number): Promise<void> {
    let cursor = after;
    for (;;) {
      const reply = await dispatch(eventsApi.endpoints.getEvents.initiate({ After: cursor })).unwrap();
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
