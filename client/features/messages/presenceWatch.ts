// Presence rooms (docs/architecture.md "Realtime"): the server keeps one watch list per socket, and each
// `presence:watch` replaces it. So every watcher's people are gathered here and the whole list is
// sent whenever it changes and on every connect; the acknowledgement answers their current state,
// `presence:changed` pushes what changes after that.
import { emitWithAck, onSocketConnected } from '../../realtime/socketEmits';

export interface PresenceState {
  UserId: number;
  Online: boolean;
  LastSeen: string | null;
}

type Reporter = (states: PresenceState[]) => void;

interface Watcher {
  userIds: number[];
  report: Reporter;
}

const watchers = new Set<Watcher>();
let lastSent = '';
/** Registered once: the whole list is sent again on every (re)connect. */
let listeningToConnects = false;

function watchedIds(): number[] {
  const ids = new Set<number>();
  for (const watcher of watchers) for (const id of watcher.userIds) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

async function send(force: boolean): Promise<void> {
  const ids = watchedIds();
  const key = ids.join(',');
  if (!force && key === lastSent) return;
  lastSent = key;
  const reply = await emitWithAck('presence:watch', { UserIds: ids });
  if (!reply?.ok) {
    // Not connected or not answered: the next connect sends the list again.
    if (reply === null) lastSent = '';
    return;
  }
  const watching = reply.data?.watching ?? [];
  for (const watcher of watchers) {
    const mine = watching.filter((state) => watcher.userIds.includes(state.UserId));
    if (mine.length > 0) watcher.report(mine);
  }
}

/**
 * Follows the online status of `userIds` until the returned function is called; `report` gets
 * their state as the server answers it (later changes arrive as `presence:changed` events).
 */
export function watchPresence(userIds: number[], report: Reporter): () => void {
  const watcher: Watcher = { userIds: [...userIds], report };
  watchers.add(watcher);
  if (!listeningToConnects) {
    listeningToConnects = true;
    onSocketConnected(() => void send(true));
  }
  void send(false);
  return () => {
    watchers.delete(watcher);
    void send(false);
  };
}
