// Writing courses: settings, parts, blocks and order. Write methods take the unit of work's
// transaction.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { STAFF_TYPES } from '../../../shared/access';
import { type Db, first, type Tx } from '../../db/database';
import { blocks, courseCoaches, courseParts, courses, users } from '../../db/tables';

export type CourseValues = Omit<typeof courses.$inferInsert, 'Id' | 'CreatedAt' | 'UpdatedAt'>;
export type PartChanges = Partial<Omit<typeof courseParts.$inferInsert, 'Id' | 'CourseId'>>;
export type BlockValues = Omit<typeof blocks.$inferInsert, 'Id' | 'PartId' | 'SortId'>;

async function setCoaches(tx: Tx, courseId: number, coachIds: number[]): Promise<void> {
  await tx.delete(courseCoaches).where(eq(courseCoaches.CourseId, courseId));
  if (coachIds.length > 0)
    await tx
      .insert(courseCoaches)
      .values(coachIds.map((UserId, SortId) => ({ CourseId: courseId, UserId, SortId })));
}

async function allCourses(db: Db) {
  return db.select().from(courses).orderBy(asc(courses.Id));
}

async function coachIds(db: Db, courseId: number, q: Db = db): Promise<number[]> {
  const rows = await q
    .select({ id: courseCoaches.UserId })
    .from(courseCoaches)
    .where(eq(courseCoaches.CourseId, courseId))
    .orderBy(asc(courseCoaches.SortId));
  return rows.map((r) => r.id);
}

async function staffIds(db: Db, ids: number[], q: Db = db): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .select({ id: users.Id })
    .from(users)
    .where(and(inArray(users.Id, ids), inArray(users.UserType, [...STAFF_TYPES])));
  return rows.map((r) => r.id);
}

async function codeTaken(db: Db, code: string, exceptId: number | undefined, q: Db = db): Promise<boolean> {
  const rows = await q
    .select({ Id: courses.Id })
    .from(courses)
    .where(and(eq(courses.Code, code), exceptId === undefined ? undefined : ne(courses.Id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

async function createCourse(_db: Db, tx: Tx, values: CourseValues, coachIds: number[], now: string) {
  const [row] = await tx
    .insert(courses)
    .values({ ...values, CreatedAt: now, UpdatedAt: now })
    .returning();
  if (!row) throw new Error('course not stored');
  await setCoaches(tx, row.Id, coachIds);
  return row;
}

async function updateCourse(
  _db: Db,
  tx: Tx,
  id: number,
  values: CourseValues,
  coachIds: number[],
  now: string,
) {
  const row = first(
    await tx
      .update(courses)
      .set({ ...values, UpdatedAt: now })
      .where(eq(courses.Id, id))
      .returning(),
  );
  if (row) await setCoaches(tx, id, coachIds);
  return row;
}

async function nextSortId(_db: Db, tx: Tx, courseId: number, parentId: number | null): Promise<number> {
  const rows = await tx
    .select({ SortId: courseParts.SortId, Parent: courseParts.ParentPartId })
    .from(courseParts)
    .where(eq(courseParts.CourseId, courseId));
  return Math.max(0, ...rows.filter((r) => r.Parent === parentId).map((r) => r.SortId)) + 10;
}

async function insertPart(_db: Db, tx: Tx, values: typeof courseParts.$inferInsert) {
  const [row] = await tx.insert(courseParts).values(values).returning();
  if (!row) throw new Error('part not stored');
  return row;
}

async function updatePart(_db: Db, tx: Tx, id: number, changes: PartChanges, now: string): Promise<void> {
  await tx
    .update(courseParts)
    .set({ ...changes, UpdatedAt: now })
    .where(eq(courseParts.Id, id));
}

async function replaceBlocks(
  _db: Db,
  tx: Tx,
  partId: number,
  list: BlockValues[],
  now: string,
): Promise<void> {
  await tx.delete(blocks).where(eq(blocks.PartId, partId));
  if (list.length > 0)
    await tx
      .insert(blocks)
      .values(list.map((block, index) => ({ ...block, PartId: partId, SortId: (index + 1) * 10 })));
  await tx.update(courseParts).set({ UpdatedAt: now }).where(eq(courseParts.Id, partId));
}

async function partIdsOf(db: Db, courseId: number, q: Db = db): Promise<number[]> {
  const rows = await q
    .select({ Id: courseParts.Id })
    .from(courseParts)
    .where(eq(courseParts.CourseId, courseId));
  return rows.map((r) => r.Id);
}

async function sortParts(
  _db: Db,
  tx: Tx,
  order: { Id: number; ParentPartId: number | null }[],
  now: string,
): Promise<void> {
  for (const [index, item] of order.entries()) {
    await tx
      .update(courseParts)
      .set({ SortId: (index + 1) * 10, ParentPartId: item.ParentPartId, UpdatedAt: now })
      .where(eq(courseParts.Id, item.Id));
  }
}

async function removePart(_db: Db, tx: Tx, id: number): Promise<void> {
  await tx.delete(courseParts).where(eq(courseParts.ParentPartId, id));
  await tx.delete(courseParts).where(eq(courseParts.Id, id));
}

async function userName(db: Db, id: number, q: Db = db) {
  return first(
    await q
      .select({ FirstName: users.FirstName, LastName: users.LastName })
      .from(users)
      .where(eq(users.Id, id)),
  );
}

export function createCourseEditsRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    allCourses: bound(allCourses),

    coachIds: bound(coachIds),

    staffIds: bound(staffIds),

    codeTaken: bound(codeTaken),

    createCourse: bound(createCourse),

    updateCourse: bound(updateCourse),

    nextSortId: bound(nextSortId),

    insertPart: bound(insertPart),

    updatePart: bound(updatePart),

    replaceBlocks: bound(replaceBlocks),

    partIdsOf: bound(partIdsOf),

    sortParts: bound(sortParts),

    removePart: bound(removePart),

    userName: bound(userName),
  };
}

export type CourseEditsRepo = ReturnType<typeof createCourseEditsRepo>;
