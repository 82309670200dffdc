// Who is online: a user is online while at least one of their sockets is connected, on any node.
// Each node counts its own sockets; with several nodes, the adapter answers for the others
// (fetchSockets on the user's room). LastSeen is stored when a user's last socket closes.
import { rooms } from '../../shared/realtime';
import type { RunWork } from '../db/unitOfWork';
import type { PresenceRepo } from './presence.repo';
import type { SocketServer } from './socketServer';

const ASK_NODES_MS = 1_000;
/** The online count is announced at most this often: a burst of connects sends one number. */
const ONLINE_NOTICE_MS = 300;

const NONE_READ: ReadonlyMap<number, string | null> = new Map();

export interface PresenceState {
  UserId: number;
  Online: boolean;
  LastSeen: string | null;
}

export interface PresenceDeps {
  repo: PresenceRepo;
  work: RunWork;
  /** Several nodes share the sockets through an adapter: ask it about the others. */
  clustered: boolean;
  /** A node that does not answer (it died, and the others have not noticed yet). */
  onUnanswered: (error: unknown) => void;
  /**
   * A user's first socket on this node opened, or their last one closed (server/realtime/nodes.ts
   * records it, so a survivor can mark them offline if this node dies).
   */
  heldChanged?: (userId: number) => unknown;
}

export function createPresence(sockets: SocketServer, deps: PresenceDeps) {
  const connections = new Map<number, number>();

  async function isOnline(userId: number): Promise<boolean> {
    if ((connections.get(userId) ?? 0) > 0) return true;
    if (!deps.clustered) return false;
    try {
      // A node that has died but not been dropped yet cannot answer: give up after a second.
      return (await sockets.io.in(rooms.user(userId)).timeout(ASK_NODES_MS).fetchSockets()).length > 0;
    } catch (error) {
      // Until the cluster drops a dead node, asking it times out: presence is only information,
      // so the answer is what the nodes that are up know.
      deps.onUnanswered(error);
      return false;
    }
  }

  /**
   * Online, or offline since LastSeen (read only for those offline: every send asks). `read`:
   * LastSeen values the caller read from the users' rows during its request, not read again.
   */
  async function states(
    userIds: number[],
    read: ReadonlyMap<number, string | null> = NONE_READ,
  ): Promise<PresenceState[]> {
    const online = await Promise.all(userIds.map(isOnline));
    const seen = await deps.repo.lastSeen(userIds.filter((id, i) => !online[i] && !read.has(id)));
    return userIds.map((UserId, i) => ({
      UserId,
      Online: online[i] ?? false,
      LastSeen: seen.get(UserId) ?? read.get(UserId) ?? null,
    }));
  }

  function announce(state: PresenceState): void {
    sockets.push(rooms.presence(state.UserId), 'presence:changed', state);
    countChanged();
  }

  /** Users with a socket on any node (the statistics' "active now"). */
  async function onlineTotal(): Promise<number> {
    if (!deps.clustered) return connections.size;
    try {
      const all = await sockets.io.timeout(ASK_NODES_MS).fetchSockets();
      return new Set(all.map((s) => s.data.user.Id)).size;
    } catch (error) {
      deps.onUnanswered(error);
      return connections.size;
    }
  }

  let notice: ReturnType<typeof setTimeout> | null = null;
  function countChanged(): void {
    if (notice) return;
    notice = setTimeout(() => {
      notice = null;
      void onlineTotal().then((Online) => sockets.push(rooms.statistics, 'presence:online', { Online }));
    }, ONLINE_NOTICE_MS);
    notice.unref();
  }

  sockets.onConnect(async (socket) => {
    const id = socket.data.user.Id;
    const count = (connections.get(id) ?? 0) + 1;
    connections.set(id, count);
    if (count === 1) void deps.heldChanged?.(id);
    // Announcing again when another node already had them online changes nothing for anyone.
    if (count === 1) announce((await states([id]))[0]!);
  });

  /** Shutting down: last-seen is still written, but no one is told "offline" (they reconnect elsewhere). */
  let closing = false;

  // Counted down at once (the lock feature's listener asks isOnline right after), then stored.
  sockets.onDisconnect(async (socket) => {
    const id = socket.data.user.Id;
    const count = (connections.get(id) ?? 1) - 1;
    if (count > 0) {
      connections.set(id, count);
      return;
    }
    connections.delete(id);
    void deps.heldChanged?.(id);
    await deps.work((w) => deps.repo.markSeen(w.tx, id, w.now));
    if (closing) return;
    const [state] = await states([id]);
    if (state && !state.Online) announce(state);
  });

  /**
   * Users whose node died (server/realtime/nodes.ts wrote their LastSeen): their watchers are
   * told, as after a last disconnect, unless they are online again on another node.
   */
  async function wentAway(userIds: number[]): Promise<void> {
    for (const state of await states(userIds)) if (!state.Online) announce(state);
  }

  return {
    isOnline,
    states,
    onlineTotal,
    wentAway,
    /** Whether this node holds a socket of the user. */
    holds: (userId: number) => (connections.get(userId) ?? 0) > 0,
    /** Users with a socket on this node. */
    held: () => [...connections.keys()],
    /**
     * The node is shutting down: its sockets are about to close and their users will reconnect
     * to another node, so their going away is stored (LastSeen) but not announced.
     */
    closing() {
      closing = true;
    },
    /** Users with a socket on this node (metrics). */
    onlineCount: () => connections.size,
  };
}

export type Presence = ReturnType<typeof createPresence>;
