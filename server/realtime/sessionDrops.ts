// Several nodes: a committed change of sign-in rows drops its users' cached sessions on every
// node before it answers (docs/decisions.md "Session cache across nodes"). The node that made the
// change asks the others through the adapter and waits for each node with a row in
// cluster_nodes to confirm. A node that does not confirm in time may still hold entries read
// before the change; those run out within the cache's entry life, so the change waits that long
// (from its commit) before it answers.
import type { UserRowChanges } from '../db/userRows';
import type { TonicIo } from './socketServer';

/** How long the others have to confirm a drop before the change waits out the entry life. */
const CONFIRM_MS = 2_000;

export interface SessionDropsDeps {
  io: TonicIo;
  nodeId: string;
  /** The other nodes with a row now (read after the commit). */
  others: () => Promise<string[]>;
  /** Drops cached sessions on this node. */
  drop: (changes: { all: boolean; userIds: number[] }) => void;
  /** How long an entry lives at most (sessionCacheMaxAgeMs). */
  maxAgeMs: number;
  onUnconfirmed: (missing: string[]) => void;
}

/** Which nodes confirmed a drop within CONFIRM_MS (none known for the ones still silent). */
function ask(io: TonicIo, changes: { all: boolean; userIds: number[] }): Promise<string[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), CONFIRM_MS);
    io.serverSideEmit('sessions:drop', changes, (_error: Error | null, answers: string[]) => {
      clearTimeout(timer);
      resolve(answers ?? []);
    });
  });
}

/** Listens for the others' drops; answers what tells the others of this node's changes. */
export function shareSessionDrops(deps: SessionDropsDeps) {
  deps.io.on('sessions:drop', (changes, ack) => {
    deps.drop(changes);
    ack(deps.nodeId);
  });

  return async function tellOthers(changes: UserRowChanges): Promise<void> {
    const committedAt = performance.now();
    const others = await deps.others();
    if (others.length === 0) return;
    const wire = { all: changes.all, userIds: [...changes.userIds] };
    const answered = new Set(await ask(deps.io, wire));
    const missing = others.filter((id) => !answered.has(id));
    if (missing.length === 0) return;
    deps.onUnconfirmed(missing);
    const left = deps.maxAgeMs - (performance.now() - committedAt);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
}
