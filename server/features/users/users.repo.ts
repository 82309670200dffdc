// Staff user administration: listing with an allowlisted sort, and edits with their event.
import { asc, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { USER_SORT_FIELDS } from '../../../shared/calls/users';
import { type Db, first, type Tx } from '../../db/database';
import {
  eventAudience,
  events,
  loginAttempts,
  mailOutbox,
  messages,
  oneTimeCodes,
  sessions,
  userFiles,
  users,
} from '../../db/tables';

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

    /**
     * Removes what identifies a person and everything they said, everywhere: their sessions and
     * codes, their conversations, mail to them, every event they caused or that was addressed
     * to them (the event log keeps message texts and names), and their files' records. The
     * account row stays, renamed and locked, so progress and statistics still add up.
     * Answers the files to delete from disk once this commits.
     */
    async anonymise(tx: Tx, user: UserRecord, passwordHash: string, now: string) {
      const files = await tx.delete(userFiles).where(eq(userFiles.UserId, user.Id)).returning();
      await tx.delete(sessions).where(eq(sessions.UserId, user.Id));
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.UserId, user.Id));
      await tx.delete(loginAttempts).where(eq(loginAttempts.Email, user.Email));
      await tx.delete(mailOutbox).where(eq(mailOutbox.ToAddress, user.Email));
      await tx
        .delete(messages)
        .where(
          or(
            eq(messages.SentByUserId, user.Id),
            eq(messages.FromUserId, user.Id),
            eq(messages.ToUserId, user.Id),
          ),
        );
      const addressed = tx
        .select({ id: eventAudience.event_id })
        .from(eventAudience)
        .where(eq(eventAudience.room, `user:${user.Id}`));
      await tx.delete(events).where(or(eq(events.actor_id, user.Id), inArray(events.id, addressed)));
      await tx
        .update(users)
        .set({
          Email: `deleted-${user.Id}@anonymised.invalid`,
          Username: `deleted-${user.Id}`,
          PasswordHash: passwordHash,
          FirstName: 'Deleted',
          LastName: 'user',
          UserFileId: null,
          CompanyName: null,
          Phone: null,
          MobilePhone: null,
          Street: null,
          PostalCode: null,
          City: null,
          Country: null,
          Interests: null,
          LastSeen: null,
          Verified: false,
          Locked: true,
          UpdatedAt: now,
        })
        .where(eq(users.Id, user.Id));
      return files;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
