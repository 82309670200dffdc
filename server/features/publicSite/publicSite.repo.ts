// Free lessons and resources: the SQL.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Site } from '../../../shared/site';
import type { Db } from '../../db/client';
import { courseParts, courses, resources } from '../../db/schema';

export function createPublicSiteRepo(db: Db) {
  const freeParts = (site: Site) =>
    db
      .select({ part: courseParts, CourseName: courses.Name })
      .from(courseParts)
      .innerJoin(courses, eq(courses.Id, courseParts.CourseId))
      .where(
        and(
          eq(courseParts.Free, true),
          eq(courseParts.Published, true),
          eq(courseParts.MentorOnly, false),
          inArray(courses.Site, [site, 'both']),
        ),
      )
      .orderBy(asc(courses.Id), asc(courseParts.SortId));

  return {
    freeLessons(site: Site) {
      return freeParts(site).all();
    },
    resources() {
      return db.select().from(resources).orderBy(desc(resources.CreatedAt), desc(resources.Id)).all();
    },
    saveResource(
      values: { Id?: number; Title: string; Description: string; FileName: string; by: number },
      now: string,
    ) {
      const { Id, by, ...fields } = values;
      if (Id === undefined) {
        return db
          .insert(resources)
          .values({ ...fields, CreatedAt: now, CreatedBy: by })
          .returning()
          .get();
      }
      return db.update(resources).set(fields).where(eq(resources.Id, Id)).returning().get();
    },
    removeResource(id: number): boolean {
      return db.delete(resources).where(eq(resources.Id, id)).run().changes === 1;
    },
  };
}

export type PublicSiteRepo = ReturnType<typeof createPublicSiteRepo>;
