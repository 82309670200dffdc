// Nodes that die without a word (kill -9, a lost machine): each node beats in cluster_nodes and
// records the users it holds sockets for in cluster_node_users. Every beat, one node (under a
// cluster-wide lock) looks for nodes silent for longer than deadAfterMs: their users, unless
// connected to a live node too, get their LastSeen written and their watchers told "offline", as
// their disconnect would have done; then the dead node's rows go. PostgreSQL only: on SQLite one
// process is the whole server, and its sockets end with it.
import { randomUUID } from 'node:crypto';
import type { RunWork } from '../db/unitOfWork';
import type { NodesRepo } from './nodes.repo';

export interface NodesDeps {
  repo: NodesRepo;
  work: RunWork;
  everyMs: number;
  deadAfterMs: number;
  /** Whether this node holds a socket of the user now (its presence count). */
  holds: (userId: number) => boolean;
  /** Users held here now: written again if the others took this node for dead while it was alive. */
  held: () => number[];
  /** After the commit: tell the watchers of these users, as a last disconnect does. */
  wentAway: (userIds: number[]) => Promise<void>;
  onError: (error: unknown, what: string) => void;
  onRejoined: () => void;
  /** This node's row stands as of `startedAt` (monotonic): written by a beat or a join then. */
  onBeat?: (startedAt: number) => void;
}

export function createNodes(deps: NodesDeps) {
  const nodeId = randomUUID();
  const { repo, work } = deps;
  /** One write at a time per user, each writing what is true when it runs: no stale row stays. */
  const chains = new Map<number, Promise<void>>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let left = false;

  function sync(userId: number): Promise<void> {
    const previous = chains.get(userId) ?? Promise.resolve();
    const next = previous.then(async () => {
      if (left) return;
      const holds = deps.holds(userId);
      await work((w) =>
        holds ? repo.hold(w.tx, nodeId, userId, w.now) : repo.release(w.tx, nodeId, userId),
      );
    });
    const settled = next.catch((error: unknown) => deps.onError(error, 'node membership write failed'));
    chains.set(userId, settled);
    void settled.then(() => {
      if (chains.get(userId) === settled) chains.delete(userId);
    });
    return settled;
  }

  async function beat(): Promise<void> {
    const startedAt = performance.now();
    const alive = await work((w) => repo.beat(w.tx, nodeId, w.now));
    if (alive) deps.onBeat?.(startedAt);
    else {
      // Taken for dead (a long pause, a lost connection): join again with the users held here.
      await work(async (w) => {
        await repo.join(w.tx, nodeId, w.now);
        for (const userId of deps.held()) await repo.hold(w.tx, nodeId, userId, w.now);
      });
      deps.onRejoined();
      deps.onBeat?.(startedAt);
    }
  }

  /** Marks the users of dead nodes offline and removes the nodes; answers how many nodes went. */
  async function sweep(): Promise<number> {
    let gone: number[] = [];
    const swept = await work(async (w) => {
      // With several nodes, one sweeps each round.
      if (!(await w.exclusive('node-sweep'))) return 0;
      const dead = await repo.dead(w.tx, nodeId, new Date(w.nowMs - deps.deadAfterMs).toISOString());
      if (dead.length === 0) return 0;
      const beatAt = new Map(dead.map((n) => [n.NodeId, n.HeartbeatAt]));
      const held = await repo.heldOnlyBy(w.tx, [...beatAt.keys()]);
      // Last seen at the dead node's last beat, or when they came if that was later: the latest
      // moment anyone knows they were there.
      for (const { NodeId, UserId, Since } of held) {
        const beat = beatAt.get(NodeId) ?? Since;
        await repo.markSeenAt(w.tx, UserId, Since > beat ? Since : beat);
      }
      for (const node of dead) await repo.leave(w.tx, node.NodeId);
      gone = [...new Set(held.map((h) => h.UserId))];
      return dead.length;
    });
    if (gone.length > 0) await deps.wentAway(gone);
    return swept;
  }

  return {
    nodeId,
    async start(): Promise<void> {
      const startedAt = performance.now();
      await work((w) => repo.join(w.tx, nodeId, w.now));
      deps.onBeat?.(startedAt);
      timer = setInterval(() => {
        beat()
          .then(sweep)
          .catch((error: unknown) => deps.onError(error, 'node heartbeat failed'));
      }, deps.everyMs);
      timer.unref();
    },
    /** A user's first socket on this node opened, or their last one closed. */
    changed: sync,
    beat,
    sweep,
    /** A clean stop: the node's rows go (its users' LastSeen was written as their sockets closed). */
    async leave(): Promise<void> {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...chains.values()]);
      left = true;
      await work((w) => repo.leave(w.tx, nodeId));
    },
  };
}

export type Nodes = ReturnType<typeof createNodes>;
