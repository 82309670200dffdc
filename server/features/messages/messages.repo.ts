// Messages: the SQL. Writes are one transaction each with the events they cause; the hot path
// (submit) uses prepared statements.
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { courseAccess, courseCoaches, messages, users } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent, type StoredEvent } from '../../events/eventLog.repo';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export interface MessageWithSender extends MessageRecord {
  SenderFirstName: string;
  SenderLastName: string;
}

const sender = alias(users, 'sender');
const withSender = {
  message: messages,
  SenderFirstName: sender.FirstName,
  SenderLastName: sender.LastName,
};

function flatten(row: {
  message: MessageRecord;
  SenderFirstName: string;
  SenderLastName: string;
}): MessageWithSender {
  return { ...row.message, SenderFirstName: row.SenderFirstName, SenderLastName: row.SenderLastName };
}

export function createMessagesRepo(db: Db) {
  const byClientId = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.SentByUserId, sql.placeholder('sender')),
        eq(messages.ClientId, sql.placeholder('clientId')),
      ),
    )
    .prepare();
  const recentSame = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.SentByUserId, sql.placeholder('sender')),
        eq(messages.ToUserId, sql.placeholder('to')),
        gt(messages.CDate, sql.placeholder('since')),
        eq(messages.Message, sql.placeholder('body')),
      ),
    )
    .limit(1)
    .prepare();
  const insert = db
    .insert(messages)
    .values({
      ToUserId: sql.placeholder('ToUserId'),
      FromUserId: sql.placeholder('FromUserId'),
      SentByUserId: sql.placeholder('SentByUserId'),
      Message: sql.placeholder('Message'),
      Title: sql.placeholder('Title'),
      CDate: sql.placeholder('CDate'),
      course_id: sql.placeholder('course_id'),
      course_part_id: sql.placeholder('course_part_id'),
      ClientId: sql.placeholder('ClientId'),
    })
    .returning()
    .prepare();
  const markReplied = db
    .update(messages)
    .set({ ReplyDate: sql.placeholder('now') as unknown as string })
    .where(
      and(
        eq(messages.ToUserId, sql.placeholder('replier')),
        eq(messages.SentByUserId, sql.placeholder('other')),
        isNull(messages.ReplyDate),
      ),
    )
    .prepare();
  // On the hot path of every submit (the recipient rule): prepared once.
  const userRow = db
    .select({
      Id: users.Id,
      Email: users.Email,
      FirstName: users.FirstName,
      LastName: users.LastName,
      UserType: users.UserType,
      Locked: users.Locked,
    })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare();
  const senderName = db
    .select({ FirstName: users.FirstName, LastName: users.LastName })
    .from(users)
    .where(eq(users.Id, sql.placeholder('id')))
    .prepare();

  return {
    /**
     * Stores one message per recipient in one transaction, unless the same send was stored
     * already: the same ClientId, or the same text to the same recipient within the window.
     * Answers the messages (new or earlier) and the events of the new ones.
     */
    submit(
      drafts: NewMessage[],
      duplicateSince: string,
      eventsFor: (stored: MessageWithSender[]) => NewEvent[],
    ): { messages: MessageWithSender[]; events: StoredEvent[]; duplicate: boolean } {
      return writeTx(db, (tx) => {
        const first = drafts[0];
        if (!first) return { messages: [], events: [], duplicate: false };
        const earlier = drafts
          .map(
            (d) =>
              (d.ClientId ? byClientId.get({ sender: d.SentByUserId, clientId: d.ClientId }) : undefined) ??
              recentSame.get({
                sender: d.SentByUserId,
                to: d.ToUserId,
                since: duplicateSince,
                body: d.Message,
              }),
          )
          .filter((m): m is MessageRecord => m !== undefined);
        const name = senderName.get({ id: first.SentByUserId }) ?? { FirstName: '', LastName: '' };
        const named = (m: MessageRecord): MessageWithSender => ({
          ...m,
          SenderFirstName: m.FromUserId === -1 ? 'Tonic' : name.FirstName,
          SenderLastName: m.FromUserId === -1 ? '' : name.LastName,
        });
        if (earlier.length > 0) return { messages: earlier.map(named), events: [], duplicate: true };
        const stored = drafts.map((d, i) =>
          named(
            insert.get({
              ...d,
              // Each recipient's copy needs its own ClientId to stay unique.
              ClientId: d.ClientId ? (i === 0 ? d.ClientId : `${d.ClientId}-${i}`) : null,
              Title: d.Title ?? null,
              course_id: d.course_id ?? null,
              course_part_id: d.course_part_id ?? null,
            }),
          ),
        );
        for (const m of stored) markReplied.run({ now: m.CDate, replier: m.SentByUserId, other: m.ToUserId });
        return {
          messages: stored,
          events: appendEvents(tx, eventsFor(stored), first.CDate),
          duplicate: false,
        };
      });
    },

    find(id: number): MessageWithSender | undefined {
      const row = db
        .select(withSender)
        .from(messages)
        .innerJoin(sender, eq(sender.Id, messages.SentByUserId))
        .where(eq(messages.Id, id))
        .get();
      return row ? flatten(row) : undefined;
    },

    /** A user's inbox, or the conversation with one other user, newest first. */
    list(query: { userId: number; otherId?: number; after?: string; page: number; limit: number }) {
      const mine = and(eq(messages.ToUserId, query.userId), eq(messages.RemovedByRecipient, false));
      const where = and(
        query.otherId === undefined
          ? mine
          : or(
              and(mine, eq(messages.SentByUserId, query.otherId)),
              and(eq(messages.SentByUserId, query.userId), eq(messages.ToUserId, query.otherId)),
            ),
        query.after ? gt(messages.CDate, query.after) : undefined,
      );
      const rows = db
        .select(withSender)
        .from(messages)
        .innerJoin(sender, eq(sender.Id, messages.SentByUserId))
        .where(where)
        .orderBy(desc(messages.CDate), desc(messages.Id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .all()
        .map(flatten);
      const total = db.select({ n: count() }).from(messages).where(where).get()?.n ?? 0;
      return { rows, total };
    },

    unopenedCount(userId: number): number {
      return (
        db
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.ToUserId, userId),
              isNull(messages.ShowedDate),
              eq(messages.RemovedByRecipient, false),
            ),
          )
          .get()?.n ?? 0
      );
    },

    /** Marks the user's unopened messages among ids opened; answers those it changed. */
    markOpened(
      userId: number,
      ids: number[],
      now: string,
      eventsFor: (opened: MessageRecord[]) => NewEvent[],
    ) {
      return writeTx(db, (tx) => {
        const opened = tx
          .update(messages)
          .set({ ShowedDate: now })
          .where(and(inArray(messages.Id, ids), eq(messages.ToUserId, userId), isNull(messages.ShowedDate)))
          .returning()
          .all();
        return { opened, events: opened.length > 0 ? appendEvents(tx, eventsFor(opened), now) : [] };
      });
    },

    /** Claims the right to email a message: false when it was emailed within the window. */
    claimEmail(id: number, now: string, notSince: string): boolean {
      return (
        db
          .update(messages)
          .set({ EmailedAt: now })
          .where(
            and(
              eq(messages.Id, id),
              or(isNull(messages.EmailedAt), sql`${messages.EmailedAt} <= ${notSince}`),
            ),
          )
          .run().changes === 1
      );
    },

    retract(id: number, event: NewEvent, now: string) {
      return writeTx(db, (tx) => {
        tx.delete(messages).where(eq(messages.Id, id)).run();
        return appendEvents(tx, [event], now);
      });
    },

    hideForRecipient(id: number, event: NewEvent, now: string) {
      return writeTx(db, (tx) => {
        tx.update(messages).set({ RemovedByRecipient: true }).where(eq(messages.Id, id)).run();
        return appendEvents(tx, [event], now);
      });
    },

    userById(id: number) {
      return userRow.get({ id });
    },

    /** The coaches of the courses a student may open. */
    coachesOfStudent(studentId: number): number[] {
      return db
        .selectDistinct({ id: courseCoaches.UserId })
        .from(courseAccess)
        .innerJoin(courseCoaches, eq(courseCoaches.CourseId, courseAccess.CourseId))
        .where(eq(courseAccess.UserId, studentId))
        .all()
        .map((r) => r.id);
    },

    coachesOfCourse(courseId: number): number[] {
      return db
        .select({ id: courseCoaches.UserId })
        .from(courseCoaches)
        .where(eq(courseCoaches.CourseId, courseId))
        .orderBy(courseCoaches.SortId, courseCoaches.UserId)
        .all()
        .map((r) => r.id);
    },

    /** Students of the courses a coach coaches, or of every course for an admin. */
    studentsOf(staffId: number, everyCourse: boolean) {
      const base = db
        .selectDistinct({
          Id: users.Id,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
        })
        .from(courseAccess)
        .innerJoin(users, eq(users.Id, courseAccess.UserId));
      const query = everyCourse
        ? base.where(eq(users.UserType, 1))
        : base
            .innerJoin(courseCoaches, eq(courseCoaches.CourseId, courseAccess.CourseId))
            .where(and(eq(courseCoaches.UserId, staffId), eq(users.UserType, 1)));
      return query.orderBy(users.FirstName, users.LastName).all();
    },

    usersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          Id: users.Id,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
        })
        .from(users)
        .where(inArray(users.Id, ids))
        .all();
    },

    /** Whether staff member `from` has ever written to `to` (so `to` may answer). */
    hasWritten(from: number, to: number): boolean {
      return (
        db
          .select({ Id: messages.Id })
          .from(messages)
          .where(and(eq(messages.SentByUserId, from), eq(messages.ToUserId, to), ne(messages.FromUserId, -1)))
          .limit(1)
          .get() !== undefined
      );
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
