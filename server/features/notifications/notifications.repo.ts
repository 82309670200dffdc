// One person's notification feed: the SQL. Write methods take the unit of work's transaction.
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { notificationFeeds, notifications } from '../../db/tables';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'Id' | 'ReadAt'>;

export function createNotificationsRepo(db: Db) {
  return {
    /**
     * Takes the person's feed row (made on first use): held to the end of the transaction, so one
     * person's feed changes take turns and each reads the count the one before it committed.
     */
    async lockFeed(tx: Tx, userId: number, now: string): Promise<void> {
      await tx
        .insert(notificationFeeds)
        .values({ UserId: userId, ChangedAt: now })
        .onConflictDoUpdate({ target: notificationFeeds.UserId, set: { ChangedAt: now } });
    },

    async insert(tx: Tx, row: NewNotification): Promise<NotificationRecord> {
      const stored = first(await tx.insert(notifications).values(row).returning());
      if (!stored) throw new Error('notification not stored');
      return stored;
    },

    async unread(userId: number, q: Db = db): Promise<number> {
      const row = first(
        await q
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.UserId, userId), isNull(notifications.ReadAt))),
      );
      return row?.n ?? 0;
    },

    /** Newest first, older than `before` when given. */
    page(userId: number, before: number | undefined, limit: number): Promise<NotificationRecord[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.UserId, userId),
            before === undefined ? undefined : lt(notifications.Id, before),
          ),
        )
        .orderBy(desc(notifications.Id))
        .limit(limit);
    },

    /** Marks the person's unread ones read (the named ones, or all): the ids it changed. */
    async markRead(tx: Tx, userId: number, ids: readonly number[] | 'all', now: string): Promise<number[]> {
      const rows = await tx
        .update(notifications)
        .set({ ReadAt: now })
        .where(
          and(
            eq(notifications.UserId, userId),
            isNull(notifications.ReadAt),
            ids === 'all' ? undefined : inArray(notifications.Id, [...ids]),
          ),
        )
        .returning({ Id: notifications.Id });
      return rows.map((r) => r.Id).sort((a, b) => a - b);
    },

    /** Marks read the person's unread ones of a type about these rows (messages opened). */
    async markReadAbout(
      tx: Tx,
      userId: number,
      type: string,
      subjectIds: readonly number[],
      now: string,
    ): Promise<number[]> {
      const rows = await tx
        .update(notifications)
        .set({ ReadAt: now })
        .where(
          and(
            eq(notifications.UserId, userId),
            eq(notifications.Type, type),
            isNull(notifications.ReadAt),
            inArray(notifications.SubjectId, [...subjectIds]),
          ),
        )
        .returning({ Id: notifications.Id });
      return rows.map((r) => r.Id).sort((a, b) => a - b);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
