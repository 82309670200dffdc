// Free lessons and resources: the SQL.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Site } from '../../../shared/site';
import { type Db, first, type Tx } from '../../db/database';
import { courseParts, courses, resources } from '../../db/tables';

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
    async freeLessons(site: Site) {
      return freeParts(site);
    },
    async resources() {
      return db.select().from(resources).orderBy(desc(resources.CreatedAt), desc(resources.Id));
    },
    async saveResource(
      tx: Tx,
      values: { Id?: number; Title: string; Description: string; FileName: string; by: number },
      now: string,
    ) {
      const { Id, by, ...fields } = values;
      if (Id === undefined) {
        return first(
          await tx
            .insert(resources)
            .values({ ...fields, CreatedAt: now, CreatedBy: by })
            .returning(),
        );
      }
      return first(await tx.update(resources).set(fields).where(eq(resources.Id, Id)).returning());
    },
    async removeResource(tx: Tx, id: number): Promise<boolean> {
      const removed = await tx.delete(resources).where(eq(resources.Id, id)).returning({ Id: resources.Id });
      return removed.length === 1;
    },
  };
}

export type PublicSiteRepo = ReturnType<typeof createPublicSiteRepo>;
