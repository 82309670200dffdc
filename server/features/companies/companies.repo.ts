// Companies, their members and plans: the SQL.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PlanKey } from '../../../shared/companies';
import { type Db, first, type Tx } from '../../db/database';
import { containsText } from '../../db/search';
import { companies, companyMembers, plans, users } from '../../db/tables';
import { createMembershipRepo } from './membership.repo';

export type CompanyRecord = typeof companies.$inferSelect;
export type PlanRecord = typeof plans.$inferSelect;

export function createCompaniesRepo(db: Db) {
  const memberCount = db
    .select({ CompanyId: companyMembers.CompanyId, n: count().as('n') })
    .from(companyMembers)
    .groupBy(companyMembers.CompanyId)
    .as('member_count');

  return {
    plans(q: Db = db): Promise<PlanRecord[]> {
      return q.select().from(plans).orderBy(asc(plans.SortId));
    },

    async findPlan(key: string, q: Db = db): Promise<PlanRecord | undefined> {
      return first(await q.select().from(plans).where(eq(plans.Key, key)));
    },

    async savePlan(
      tx: Tx,
      key: PlanKey,
      values: Omit<PlanRecord, 'Key' | 'SortId' | 'UpdatedAt'>,
      now: string,
    ) {
      return first(
        await tx
          .update(plans)
          .set({ ...values, UpdatedAt: now })
          .where(eq(plans.Key, key))
          .returning(),
      );
    },

    /** Companies with their member counts; `ids` null means every company. */
    async list(ids: number[] | null, search?: string) {
      return db
        .select({ company: companies, Members: sql<number>`coalesce(${memberCount.n}, 0)` })
        .from(companies)
        .leftJoin(memberCount, eq(memberCount.CompanyId, companies.Id))
        .where(
          and(
            ids === null ? undefined : inArray(companies.Id, ids.length > 0 ? ids : [-1]),
            containsText(search, companies.Name),
          ),
        )
        .orderBy(asc(companies.Name), asc(companies.Id));
    },

    async find(id: number, q: Db = db): Promise<CompanyRecord | undefined> {
      return first(await q.select().from(companies).where(eq(companies.Id, id)));
    },

    async insert(tx: Tx, values: typeof companies.$inferInsert): Promise<CompanyRecord> {
      const [row] = await tx.insert(companies).values(values).returning();
      if (!row) throw new Error('company not stored');
      return row;
    },

    async update(tx: Tx, id: number, values: Partial<typeof companies.$inferInsert>, now: string) {
      return first(
        await tx
          .update(companies)
          .set({ ...values, UpdatedAt: now })
          .where(eq(companies.Id, id))
          .returning(),
      );
    },

    members(companyId: number, q: Db = db) {
      return q
        .select({
          Id: users.Id,
          Username: users.Username,
          FirstName: users.FirstName,
          LastName: users.LastName,
          UserType: users.UserType,
          Locked: users.Locked,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.Id, companyMembers.UserId))
        .where(eq(companyMembers.CompanyId, companyId))
        .orderBy(asc(users.LastName), asc(users.FirstName), asc(users.Id));
    },

    /** The companies a person belongs to, by name. */
    membershipsOf(userId: number, q: Db = db): Promise<{ Id: number; Name: string }[]> {
      return q
        .select({ Id: companies.Id, Name: companies.Name })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.Id, companyMembers.CompanyId))
        .where(eq(companyMembers.UserId, userId))
        .orderBy(asc(companies.Name), asc(companies.Id));
    },

    ...createMembershipRepo(db),

    async companyCount(q: Db = db): Promise<number> {
      return first(await q.select({ n: count() }).from(companies))?.n ?? 0;
    },
  };
}

export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;
