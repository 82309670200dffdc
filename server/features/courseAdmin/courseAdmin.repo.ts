// Writing courses: settings, parts, blocks and order, each a transaction with its event.
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, courseCoaches, courseParts, courses, users } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent, type StoredEvent } from '../../events/eventLog.repo';

export type CourseValues = Omit<typeof courses.$inferInsert, 'Id' | 'CreatedAt' | 'UpdatedAt'>;
export type PartChanges = Partial<Omit<typeof courseParts.$inferInsert, 'Id' | 'CourseId'>>;
export type BlockValues = Omit<typeof blocks.$inferInsert, 'Id' | 'PartId' | 'SortId'>;

export function createCourseAdminRepo(db: Db) {
  function setCoaches(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    courseId: number,
    coachIds: number[],
  ) {
    tx.delete(courseCoaches).where(eq(courseCoaches.CourseId, courseId)).run();
    coachIds.forEach((UserId, SortId) => {
      tx.insert(courseCoaches).values({ CourseId: courseId, UserId, SortId }).run();
    });
  }

  return {
    allCourses() {
      return db.select().from(courses).orderBy(asc(courses.Id)).all();
    },

    coachIds(courseId: number): number[] {
      return db
        .select({ id: courseCoaches.UserId })
        .from(courseCoaches)
        .where(eq(courseCoaches.CourseId, courseId))
        .orderBy(asc(courseCoaches.SortId))
        .all()
        .map((r) => r.id);
    },

    staffIds(ids: number[]): number[] {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.Id })
        .from(users)
        .where(and(inArray(users.Id, ids), or(eq(users.UserType, 2), eq(users.UserType, 8))))
        .all()
        .map((r) => r.id);
    },

    codeTaken(code: string, exceptId: number | undefined): boolean {
      return (
        db
          .select({ Id: courses.Id })
          .from(courses)
          .where(and(eq(courses.Code, code), exceptId === undefined ? undefined : ne(courses.Id, exceptId)))
          .get() !== undefined
      );
    },

    createCourse(
      values: CourseValues,
      coachIds: number[],
      now: string,
      eventsFor: (id: number) => NewEvent[],
    ) {
      return writeTx(db, (tx) => {
        const row = tx
          .insert(courses)
          .values({ ...values, CreatedAt: now, UpdatedAt: now })
          .returning()
          .get();
        setCoaches(tx, row.Id, coachIds);
        return { course: row, events: appendEvents(tx, eventsFor(row.Id), now) };
      });
    },

    updateCourse(id: number, values: CourseValues, coachIds: number[], now: string, events: NewEvent[]) {
      return writeTx(db, (tx) => {
        const row = tx
          .update(courses)
          .set({ ...values, UpdatedAt: now })
          .where(eq(courses.Id, id))
          .returning()
          .get();
        if (!row) return null;
        setCoaches(tx, id, coachIds);
        return { course: row, events: appendEvents(tx, events, now) };
      });
    },

    nextSortId(courseId: number, parentId: number | null): number {
      const rows = db
        .select({ SortId: courseParts.SortId, Parent: courseParts.ParentPartId })
        .from(courseParts)
        .where(eq(courseParts.CourseId, courseId))
        .all()
        .filter((r) => r.Parent === parentId);
      return Math.max(0, ...rows.map((r) => r.SortId)) + 10;
    },

    insertPart(values: typeof courseParts.$inferInsert, eventsFor: (id: number) => NewEvent[]) {
      return writeTx(db, (tx) => {
        const row = tx.insert(courseParts).values(values).returning().get();
        return { part: row, events: appendEvents(tx, eventsFor(row.Id), values.CreatedAt) };
      });
    },

    updatePart(id: number, changes: PartChanges, now: string, events: NewEvent[]): StoredEvent[] {
      return writeTx(db, (tx) => {
        tx.update(courseParts)
          .set({ ...changes, UpdatedAt: now })
          .where(eq(courseParts.Id, id))
          .run();
        return appendEvents(tx, events, now);
      });
    },

    replaceBlocks(partId: number, list: BlockValues[], now: string, events: NewEvent[]): StoredEvent[] {
      return writeTx(db, (tx) => {
        tx.delete(blocks).where(eq(blocks.PartId, partId)).run();
        list.forEach((block, index) => {
          tx.insert(blocks)
            .values({ ...block, PartId: partId, SortId: (index + 1) * 10 })
            .run();
        });
        tx.update(courseParts).set({ UpdatedAt: now }).where(eq(courseParts.Id, partId)).run();
        return appendEvents(tx, events, now);
      });
    },

    partIdsOf(courseId: number): number[] {
      return db
        .select({ Id: courseParts.Id })
        .from(courseParts)
        .where(eq(courseParts.CourseId, courseId))
        .all()
        .map((r) => r.Id);
    },

    sortParts(
      order: { Id: number; ParentPartId: number | null }[],
      now: string,
      events: NewEvent[],
    ): StoredEvent[] {
      return writeTx(db, (tx) => {
        order.forEach((item, index) => {
          tx.update(courseParts)
            .set({ SortId: (index + 1) * 10, ParentPartId: item.ParentPartId, UpdatedAt: now })
            .where(eq(courseParts.Id, item.Id))
            .run();
        });
        return appendEvents(tx, events, now);
      });
    },

    removePart(id: number, now: string, events: NewEvent[]): StoredEvent[] {
      return writeTx(db, (tx) => {
        tx.delete(courseParts).where(eq(courseParts.ParentPartId, id)).run();
        tx.delete(courseParts).where(eq(courseParts.Id, id)).run();
        return appendEvents(tx, events, now);
      });
    },

    userName(id: number) {
      return db
        .select({ FirstName: users.FirstName, LastName: users.LastName })
        .from(users)
        .where(eq(users.Id, id))
        .get();
    },
  };
}

export type CourseAdminRepo = ReturnType<typeof createCourseAdminRepo>;
