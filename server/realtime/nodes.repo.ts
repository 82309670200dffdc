// The nodes sharing the database and the users each holds sockets for (cluster_nodes,
// cluster_node_users): written by each node for itself, read by the one sweeping the dead.
import { and, eq, inArray, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { clusterNodes, clusterNodeUsers, users } from '../db/tables';

export interface DeadNode {
  NodeId: string;
  HeartbeatAt: string;
}

export function createNodesRepo() {
  return {
    async join(tx: Tx, nodeId: string, at: string): Promise<void> {
      await tx
        .insert(clusterNodes)
        .values({ NodeId: nodeId, StartedAt: at, HeartbeatAt: at })
        .onConflictDoUpdate({ target: clusterNodes.NodeId, set: { HeartbeatAt: at } });
    },

    /** False when the node's row is gone: the others took it for dead. */
    async beat(tx: Tx, nodeId: string, at: string): Promise<boolean> {
      const rows = await tx
        .update(clusterNodes)
        .set({ HeartbeatAt: at })
        .where(eq(clusterNodes.NodeId, nodeId))
        .returning({ NodeId: clusterNodes.NodeId });
      return rows.length > 0;
    },

    async leave(tx: Tx, nodeId: string): Promise<void> {
      await tx.delete(clusterNodeUsers).where(eq(clusterNodeUsers.NodeId, nodeId));
      await tx.delete(clusterNodes).where(eq(clusterNodes.NodeId, nodeId));
    },

    async hold(tx: Tx, nodeId: string, userId: number, since: string): Promise<void> {
      await tx
        .insert(clusterNodeUsers)
        .values({ NodeId: nodeId, UserId: userId, Since: since })
        .onConflictDoNothing();
    },

    async release(tx: Tx, nodeId: string, userId: number): Promise<void> {
      await tx
        .delete(clusterNodeUsers)
        .where(and(eq(clusterNodeUsers.NodeId, nodeId), eq(clusterNodeUsers.UserId, userId)));
    },

    /** Every node with a row, other than `self` (alive, or dead and not yet swept). */
    async others(q: Db, self: string): Promise<string[]> {
      const rows = await q
        .select({ NodeId: clusterNodes.NodeId })
        .from(clusterNodes)
        .where(ne(clusterNodes.NodeId, self));
      return rows.map((r) => r.NodeId);
    },

    /** Nodes other than `self` whose last beat is older than `before`. */
    async dead(tx: Tx, self: string, before: string): Promise<DeadNode[]> {
      return tx
        .select({ NodeId: clusterNodes.NodeId, HeartbeatAt: clusterNodes.HeartbeatAt })
        .from(clusterNodes)
        .where(and(ne(clusterNodes.NodeId, self), lt(clusterNodes.HeartbeatAt, before)));
    },

    /** Who the given nodes held, leaving out users with a socket on a node not among them. */
    async heldOnlyBy(
      tx: Tx,
      nodeIds: string[],
    ): Promise<{ NodeId: string; UserId: number; Since: string }[]> {
      const elsewhere = tx
        .select({ UserId: clusterNodeUsers.UserId })
        .from(clusterNodeUsers)
        .where(notInArray(clusterNodeUsers.NodeId, nodeIds));
      return tx
        .select({
          NodeId: clusterNodeUsers.NodeId,
          UserId: clusterNodeUsers.UserId,
          Since: clusterNodeUsers.Since,
        })
        .from(clusterNodeUsers)
        .where(
          and(inArray(clusterNodeUsers.NodeId, nodeIds), notInArray(clusterNodeUsers.UserId, elsewhere)),
        );
    },

    /** Stores a LastSeen unless a later one is already there (they were seen since, elsewhere). */
    async markSeenAt(tx: Tx, userId: number, at: string): Promise<void> {
      await tx
        .update(users)
        .set({ LastSeen: at })
        .where(and(eq(users.Id, userId), or(isNull(users.LastSeen), lt(users.LastSeen, at))));
    },
  };
}

export type NodesRepo = ReturnType<typeof createNodesRepo>;
