// Customers: the SQL.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { containsText } from '../../db/search';
import { customers, invoices } from '../../db/tables';

export type CustomerRecord = typeof customers.$inferSelect;
export type CustomerValues = Omit<typeof customers.$inferInsert, 'Id' | 'CreatedAt' | 'UpdatedAt'>;

export function createCustomersRepo(db: Db) {
  async function invoiceCounts(ids: number[], q: Db = db): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await q
      .select({ CustomerId: invoices.CustomerId, n: count() })
      .from(invoices)
      .where(inArray(invoices.CustomerId, ids))
      .groupBy(invoices.CustomerId);
    return new Map(rows.map((r) => [r.CustomerId, Number(r.n)]));
  }

  return {
    invoiceCounts,

    async list(search?: string): Promise<CustomerRecord[]> {
      return db
        .select()
        .from(customers)
        .where(containsText(search, customers.Name, customers.Email, customers.VatNumber))
        .orderBy(asc(customers.Name), asc(customers.Id));
    },

    async find(id: number, q: Db = db): Promise<CustomerRecord | undefined> {
      return first(await q.select().from(customers).where(eq(customers.Id, id)));
    },

    async findByUser(userId: number, q: Db = db): Promise<CustomerRecord | undefined> {
      return first(
        await q
          .select()
          .from(customers)
          .where(eq(customers.UserId, userId))
          .orderBy(asc(customers.Id))
          .limit(1),
      );
    },

    async insert(tx: Tx, values: CustomerValues, now: string): Promise<number> {
      const [row] = await tx
        .insert(customers)
        .values({ ...values, CreatedAt: now, UpdatedAt: now })
        .returning({ Id: customers.Id });
      if (!row) throw new Error('customer not stored');
      return row.Id;
    },

    async update(tx: Tx, id: number, values: CustomerValues, now: string): Promise<boolean> {
      const rows = await tx
        .update(customers)
        .set({ ...values, UpdatedAt: now })
        .where(eq(customers.Id, id))
        .returning({ Id: customers.Id });
      return rows.length > 0;
    },

    async remove(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.delete(customers).where(eq(customers.Id, id)).returning({ Id: customers.Id });
      return rows.length > 0;
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
