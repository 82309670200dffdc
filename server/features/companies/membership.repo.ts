// Who belongs to which company, each person's active company, and what a company uses of its
// plan (members, courses, stored bytes): the SQL.
import { and, count, eq, sql } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { companyMembers, courses, userFiles, users } from '../../db/tables';
import { forUsers } from '../../db/userRows';

export function createMembershipRepo(db: Db) {
  return {
    async addMember(tx: Tx, companyId: number, userId: number, now: string): Promise<boolean> {
      const added = await forUsers([userId], () =>
        tx
          .insert(companyMembers)
          .values({ CompanyId: companyId, UserId: userId, JoinedAt: now })
          .onConflictDoNothing()
          .returning({ UserId: companyMembers.UserId }),
      );
      return added.length > 0;
    },

    async removeMember(tx: Tx, companyId: number, userId: number): Promise<boolean> {
      const gone = await forUsers([userId], () =>
        tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.CompanyId, companyId), eq(companyMembers.UserId, userId)))
          .returning({ UserId: companyMembers.UserId }),
      );
      return gone.length > 0;
    },

    /** What a company uses of its plan: active (not disabled) members, courses, stored bytes. */
    async usage(companyId: number, q: Db = db): Promise<{ users: number; courses: number; storage: number }> {
      const [people, owned, bytes] = await Promise.all([
        q
          .select({ n: count() })
          .from(companyMembers)
          .innerJoin(users, eq(users.Id, companyMembers.UserId))
          .where(and(eq(companyMembers.CompanyId, companyId), eq(users.Locked, false))),
        q.select({ n: count() }).from(courses).where(eq(courses.CompanyId, companyId)),
        q
          .select({ n: sql<string | number>`coalesce(sum(${userFiles.Bytes}), 0)` })
          .from(userFiles)
          .innerJoin(companyMembers, eq(companyMembers.UserId, userFiles.UserId))
          .where(eq(companyMembers.CompanyId, companyId)),
      ]);
      return {
        users: first(people)?.n ?? 0,
        courses: first(owned)?.n ?? 0,
        storage: Number(first(bytes)?.n ?? 0),
      };
    },

    async activeCompanyIdOf(userId: number, q: Db = db): Promise<number | null> {
      return (
        first(await q.select({ Id: users.ActiveCompanyId }).from(users).where(eq(users.Id, userId)))?.Id ??
        null
      );
    },

    async setActiveCompany(tx: Tx, userId: number, companyId: number | null): Promise<void> {
      await tx.update(users).set({ ActiveCompanyId: companyId }).where(eq(users.Id, userId));
    },

    async findUserIdByEmail(email: string, q: Db = db): Promise<number | undefined> {
      return first(await q.select({ Id: users.Id }).from(users).where(eq(users.Email, email)))?.Id;
    },
  };
}
