// What a row belongs to (docs/architecture.md "Scope"), derived in one place: a course by its
// company, a part or a lock by its course, a certificate by its course, a slot by its coach, a
// person by their companies. `undefined`: no such row (answered like a row out of scope). Whether
// a person exists is asked here too, by the features whose records name someone.
import { eq, inArray } from 'drizzle-orm';
import { type Db, first } from '../db/database';
import { certificates, coachingSlots, companyMembers, courseParts, courses, users } from '../db/tables';
import type { Owner } from './policy';

const RECIPIENTS_PER_STATEMENT = 500;

/** A person as the messaging wall sees them: their rights and their companies. */
export interface Recipient {
  Id: number;
  UserType: number;
  privilegies: number;
  CompanyIds: number[];
}

export function createOwnersRepo(db: Db) {
  async function companiesOf(userId: number, q: Db): Promise<number[]> {
    const rows = await q
      .select({ CompanyId: companyMembers.CompanyId })
      .from(companyMembers)
      .where(eq(companyMembers.UserId, userId));
    return rows.map((r) => r.CompanyId).sort((a, b) => a - b);
  }

  async function userExists(userId: number, q: Db = db): Promise<boolean> {
    return (await q.select({ Id: users.Id }).from(users).where(eq(users.Id, userId))).length > 0;
  }

  return {
    async course(courseId: number, q: Db = db): Promise<Owner | undefined> {
      const row = first(
        await q.select({ CompanyId: courses.CompanyId }).from(courses).where(eq(courses.Id, courseId)),
      );
      return row?.CompanyId;
    },

    async part(partId: number, q: Db = db): Promise<Owner | undefined> {
      const row = first(
        await q
          .select({ CompanyId: courses.CompanyId })
          .from(courseParts)
          .innerJoin(courses, eq(courses.Id, courseParts.CourseId))
          .where(eq(courseParts.Id, partId)),
      );
      return row?.CompanyId;
    },

    async certificate(certificateId: number, q: Db = db): Promise<Owner | undefined> {
      const row = first(
        await q
          .select({ CompanyId: courses.CompanyId })
          .from(certificates)
          .innerJoin(courses, eq(courses.Id, certificates.CourseId))
          .where(eq(certificates.Id, certificateId)),
      );
      return row?.CompanyId;
    },

    /** The companies of a person whose row the caller has read already (empty: the school's own). */
    companies(userId: number, q: Db = db): Promise<number[]> {
      return companiesOf(userId, q);
    },

    /** A person's companies (empty: the school's own); undefined when there is no such person. */
    async person(userId: number, q: Db = db): Promise<number[] | undefined> {
      return (await userExists(userId, q)) ? companiesOf(userId, q) : undefined;
    },

    /** Whether there is such a person (a customer, a purchase or an invoice names them). */
    userExists,

    /** A person with what the messaging wall needs of them. */
    async recipient(userId: number, q: Db = db): Promise<Recipient | undefined> {
      const user = first(
        await q
          .select({ Id: users.Id, UserType: users.UserType, privilegies: users.privilegies })
          .from(users)
          .where(eq(users.Id, userId)),
      );
      return user ? { ...user, CompanyIds: await companiesOf(userId, q) } : undefined;
    },

    /** Several people at once (a contact list, a presence watch): those that exist, by id. */
    async recipients(userIds: readonly number[], q: Db = db) {
      const ids = [...new Set(userIds)];
      const found = new Map<number, Recipient>();
      // In slices (a statement's parameters are bounded), one statement at a time: `q` may be a
      // transaction, which runs one at a time anyway.
      for (let i = 0; i < ids.length; i += RECIPIENTS_PER_STATEMENT) {
        const slice = ids.slice(i, i + RECIPIENTS_PER_STATEMENT);
        const people = await q
          .select({ Id: users.Id, UserType: users.UserType, privilegies: users.privilegies })
          .from(users)
          .where(inArray(users.Id, slice));
        for (const p of people) found.set(p.Id, { ...p, CompanyIds: [] });
        const memberships = await q
          .select({ UserId: companyMembers.UserId, CompanyId: companyMembers.CompanyId })
          .from(companyMembers)
          .where(inArray(companyMembers.UserId, slice));
        for (const m of memberships) found.get(m.UserId)?.CompanyIds.push(m.CompanyId);
      }
      for (const p of found.values()) p.CompanyIds.sort((a, b) => a - b);
      return found;
    },

    /** A coaching slot belongs where its coach works (their first company, or the school). */
    async slot(slotId: number, q: Db = db): Promise<Owner | undefined> {
      const row = first(
        await q
          .select({ CoachId: coachingSlots.CoachId })
          .from(coachingSlots)
          .where(eq(coachingSlots.Id, slotId)),
      );
      if (!row) return undefined;
      return (await companiesOf(row.CoachId, q))[0] ?? null;
    },
  };
}

export type OwnersRepo = ReturnType<typeof createOwnersRepo>;
