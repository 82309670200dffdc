// When each user was last seen: written when their last socket anywhere closes, so presence
// survives restarts and reads the same on every node.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { preparedOn } from '../db/prepared';
import { users } from '../db/tables';

// Every send to an offline recipient asks for one user's LastSeen: prepared once per connection.
const lastSeenOf = preparedOn((db) =>
  db
    .select({ Id: users.Id, LastSeen: users.LastSeen })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare(),
);

export function createPresenceRepo(db: Db) {
  return {
    async lastSeen(userIds: number[]): Promise<Map<number, string | null>> {
      if (userIds.length === 0) return new Map();
      const rows =
        userIds.length === 1
          ? await lastSeenOf(db).execute({ id: userIds[0] })
          : await db
              .select({ Id: users.Id, LastSeen: users.LastSeen })
              .from(users)
              .where(inArray(users.Id, userIds));
      return new Map(rows.map((r) => [r.Id, r.LastSeen]));
    },

    async markSeen(tx: Tx, userId: number, at: string): Promise<void> {
      await tx.update(users).set({ LastSeen: at }).where(eq(users.Id, userId));
    },
  };
}

export type PresenceRepo = ReturnType<typeof createPresenceRepo>;
