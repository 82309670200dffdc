// Products, their courses and the catalogue's course facts: the SQL.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { containsText } from '../../db/search';
import { courseCoaches, courseParts, courses, productCourses, products, users } from '../../db/tables';

export type ProductRecord = typeof products.$inferSelect;
export type ProductWithCourses = ProductRecord & { Courses: { Id: number; Name: string }[] };
export type ProductValues = Omit<typeof products.$inferInsert, 'Id' | 'CreatedAt' | 'UpdatedAt'>;

async function withCourses(rows: ProductRecord[], q: Db): Promise<ProductWithCourses[]> {
  if (rows.length === 0) return [];
  const links = await q
    .select({ ProductId: productCourses.ProductId, Id: courses.Id, Name: courses.Name })
    .from(productCourses)
    .innerJoin(courses, eq(courses.Id, productCourses.CourseId))
    .where(
      inArray(
        productCourses.ProductId,
        rows.map((r) => r.Id),
      ),
    )
    .orderBy(asc(courses.Name), asc(courses.Id));
  return rows.map((r) => ({
    ...r,
    Courses: links.filter((l) => l.ProductId === r.Id).map(({ Id, Name }) => ({ Id, Name })),
  }));
}

async function all(db: Db): Promise<ProductWithCourses[]> {
  return withCourses(await db.select().from(products).orderBy(asc(products.Name), asc(products.Id)), db);
}

async function published(
  db: Db,
  search?: string,
  kind?: ProductRecord['Kind'],
): Promise<ProductWithCourses[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.Published, true),
        kind ? eq(products.Kind, kind) : undefined,
        containsText(search, products.Name, products.Description),
      ),
    )
    .orderBy(asc(products.Name), asc(products.Id));
  return withCourses(rows, db);
}

async function find(db: Db, id: number, q: Db = db): Promise<ProductWithCourses | undefined> {
  return first(await withCourses(await q.select().from(products).where(eq(products.Id, id)), q));
}

async function findBySlug(db: Db, slug: string, q: Db = db): Promise<ProductWithCourses | undefined> {
  return first(await withCourses(await q.select().from(products).where(eq(products.Slug, slug)), q));
}

async function existingCourses(db: Db, ids: number[], q: Db = db): Promise<number[]> {
  const rows = await q.select({ Id: courses.Id }).from(courses).where(inArray(courses.Id, ids));
  return rows.map((r) => r.Id);
}

async function insert(
  _db: Db,
  tx: Tx,
  values: ProductValues,
  courseIds: number[],
  now: string,
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, CreatedAt: now, UpdatedAt: now })
    .returning({ Id: products.Id });
  if (!row) throw new Error('product not stored');
  await tx.insert(productCourses).values(courseIds.map((CourseId) => ({ ProductId: row.Id, CourseId })));
  return row.Id;
}

async function update(
  _db: Db,
  tx: Tx,
  id: number,
  values: ProductValues,
  courseIds: number[],
  now: string,
): Promise<boolean> {
  const changed = await tx
    .update(products)
    .set({ ...values, UpdatedAt: now })
    .where(eq(products.Id, id))
    .returning({ Id: products.Id });
  if (changed.length === 0) return false;
  await tx.delete(productCourses).where(eq(productCourses.ProductId, id));
  await tx.insert(productCourses).values(courseIds.map((CourseId) => ({ ProductId: id, CourseId })));
  return true;
}

/** What the catalogue shows of each course: description, image, published parts, coaches. */
async function courseFacts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const [rows, parts, coaches] = await Promise.all([
    db
      .select({
        Id: courses.Id,
        Name: courses.Name,
        Description: courses.Description,
        Image: courses.Image,
      })
      .from(courses)
      .where(inArray(courses.Id, courseIds)),
    db
      .select({
        CourseId: courseParts.CourseId,
        Id: courseParts.Id,
        Name: courseParts.Name,
        Free: courseParts.Free,
        VideoLength: courseParts.VideoLength,
        ParentPartId: courseParts.ParentPartId,
      })
      .from(courseParts)
      .where(
        and(
          inArray(courseParts.CourseId, courseIds),
          eq(courseParts.Published, true),
          eq(courseParts.MentorOnly, false),
        ),
      )
      .orderBy(asc(courseParts.SortId), asc(courseParts.Id)),
    db
      .select({
        CourseId: courseCoaches.CourseId,
        UserId: users.Id,
        FirstName: users.FirstName,
        LastName: users.LastName,
      })
      .from(courseCoaches)
      .innerJoin(users, eq(users.Id, courseCoaches.UserId))
      .where(inArray(courseCoaches.CourseId, courseIds))
      .orderBy(asc(courseCoaches.SortId), asc(users.Id)),
  ]);
  return courseIds
    .map((id) => rows.find((r) => r.Id === id))
    .filter((r) => r !== undefined)
    .map((course) => {
      const mine = parts.filter((p) => p.CourseId === course.Id);
      return {
        ...course,
        Parts: mine.filter((p) => p.ParentPartId === null).map(({ Id, Name, Free }) => ({ Id, Name, Free })),
        LengthSeconds: mine.reduce((sum, p) => sum + p.VideoLength, 0),
        Coaches: coaches
          .filter((c) => c.CourseId === course.Id)
          .map(({ UserId, FirstName, LastName }) => ({ UserId, FirstName, LastName })),
      };
    });
}

export function createProductsRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    all: bound(all),

    published: bound(published),

    find: bound(find),

    findBySlug: bound(findBySlug),

    existingCourses: bound(existingCourses),

    insert: bound(insert),

    update: bound(update),

    courseFacts: bound(courseFacts),
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
