// What the head's first-run checklist counts (docs/decisions.md "First-run checklist"): read-only
// questions across the school's tables, each "is there one yet", in portable SQL.
import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { STAFF_PRIVILEGIES_THRESHOLD, STAFF_TYPES } from '../../../shared/access';
import type { Db } from '../../db/database';
import { contentItems, courseParts, courses, products, registrationCodes, users } from '../../db/tables';

async function any(rows: Promise<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}

export function createChecklistRepo(db: Db) {
  return {
    /** A school course (no company's) with at least one part. */
    courseWithPart: () =>
      any(
        db
          .select({ Id: courseParts.Id })
          .from(courseParts)
          .innerJoin(courses, eq(courses.Id, courseParts.CourseId))
          .where(isNull(courses.CompanyId))
          .limit(1),
      ),
    product: () => any(db.select({ Id: products.Id }).from(products).limit(1)),
    registrationCode: () => any(db.select({ Id: registrationCodes.Id }).from(registrationCodes).limit(1)),
    /** Staff other than the head: a teacher added, or invited (an invited person has a row already). */
    otherStaff: (headId: number) =>
      any(
        db
          .select({ Id: users.Id })
          .from(users)
          .where(
            and(
              ne(users.Id, headId),
              or(
                inArray(users.UserType, [...STAFF_TYPES]),
                gt(users.privilegies, STAFF_PRIVILEGIES_THRESHOLD),
              ),
            ),
          )
          .limit(1),
      ),
    /** A stored, non-empty page text under one of these keys (any language). */
    pageText: (keys: string[]) =>
      any(
        db
          .select({ Key: contentItems.Key })
          .from(contentItems)
          .where(
            and(
              inArray(contentItems.Key, keys),
              isNotNull(contentItems.Content),
              sql`length(${contentItems.Content}) > 0`,
            ),
          )
          .limit(1),
      ),
    async person(id: number): Promise<{ Email: string; FirstName: string; Language: string } | null> {
      const [row] = await db
        .select({ Email: users.Email, FirstName: users.FirstName, Language: users.Language })
        .from(users)
        .where(eq(users.Id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ChecklistRepo = ReturnType<typeof createChecklistRepo>;
