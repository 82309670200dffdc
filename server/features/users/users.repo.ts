// Staff user administration: listing with an allowlisted sort, and edits with their event.
import { asc, count, desc, eq, like, or } from 'drizzle-orm';
import type { USER_SORT_FIELDS } from '../../../shared/calls/users';
import { type Db, first, type Tx } from '../../db/database';
import { users } from '../../db/tables';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserRecord = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  return {
    async list(query: {
      search?: string;
      sortBy: UserSortField;
      sortDir: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const pattern = query.search ? `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(like(users.Email, pattern), like(users.FirstName, pattern), like(users.LastName, pattern))
        : undefined;
      const order = query.sortDir === 'asc' ? asc(users[query.sortBy]) : desc(users[query.sortBy]);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(order, asc(users.Id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total = first(await db.select({ n: count() }).from(users).where(where))?.n ?? 0;
      return { rows, total };
    },

    async findById(id: number, q: Db = db): Promise<UserRecord | undefined> {
      return first(await q.select().from(users).where(eq(users.Id, id)));
    },

    async update(
      tx: Tx,
      id: number,
      changes: Partial<typeof users.$inferInsert>,
      now: string,
    ): Promise<UserRecord | undefined> {
      return first(
        await tx
          .update(users)
          .set({ ...changes, UpdatedAt: now })
          .where(eq(users.Id, id))
          .returning(),
      );
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
