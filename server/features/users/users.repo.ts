// Staff user administration: listing with an allowlisted sort, and edits with their event.
import { asc, count, desc, eq, like, or } from 'drizzle-orm';
import type { USER_SORT_FIELDS } from '../../../shared/calls/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent } from '../../events/eventLog.repo';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserRecord = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  return {
    list(query: {
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
      const rows = db
        .select()
        .from(users)
        .where(where)
        .orderBy(order, asc(users.Id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .all();
      const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
      return { rows, total };
    },

    findById(id: number): UserRecord | undefined {
      return db.select().from(users).where(eq(users.Id, id)).get();
    },

    update(id: number, changes: Partial<typeof users.$inferInsert>, events: NewEvent[], now: string) {
      return writeTx(db, (tx) => {
        const user = tx
          .update(users)
          .set({ ...changes, UpdatedAt: now })
          .where(eq(users.Id, id))
          .returning()
          .get();
        return user ? { user, events: appendEvents(tx, events, now) } : null;
      });
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
