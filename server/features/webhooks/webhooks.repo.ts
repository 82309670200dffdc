// Webhook endpoints and their deliveries, and the event log as the deliverer reads it. Write
// methods take the unit of work's transaction.
import { and, asc, count, desc, eq, gt, inArray, like, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { companies, eventAudience, events, webhookDeliveries, webhookEndpoints } from '../../db/tables';

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;
export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** A logged event as the deliverer filters it: its type and, for companies, its staff rooms. */
export interface LogEntry {
  id: number;
  type: string;
  staffRooms: string[];
}

/** The endpoints as staff manage them, and which of them have events to catch up on. */
function endpointQueries(db: Db) {
  return {
    async endpoint(id: number, q: Db = db): Promise<EndpointRecord | undefined> {
      return first(await q.select().from(webhookEndpoints).where(eq(webhookEndpoints.Id, id)));
    },

    /** Endpoints of these companies (null: every one, the school's included), newest first. */
    list(companyIds: readonly number[] | null) {
      return db
        .select({
          Id: webhookEndpoints.Id,
          CompanyId: webhookEndpoints.CompanyId,
          CompanyName: companies.Name,
          Url: webhookEndpoints.Url,
          Events: webhookEndpoints.Events,
          Active: webhookEndpoints.Active,
          Cursor: webhookEndpoints.Cursor,
          CreatedAt: webhookEndpoints.CreatedAt,
        })
        .from(webhookEndpoints)
        .leftJoin(companies, eq(companies.Id, webhookEndpoints.CompanyId))
        .where(companyIds === null ? undefined : inArray(webhookEndpoints.CompanyId, [...companyIds, -1]))
        .orderBy(desc(webhookEndpoints.Id));
    },

    /** Pending and failed deliveries per endpoint. */
    async counts(endpointIds: number[]) {
      if (endpointIds.length === 0) return [];
      return db
        .select({ EndpointId: webhookDeliveries.EndpointId, Status: webhookDeliveries.Status, n: count() })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.EndpointId, endpointIds))
        .groupBy(webhookDeliveries.EndpointId, webhookDeliveries.Status);
    },

    async insert(tx: Tx, row: typeof webhookEndpoints.$inferInsert): Promise<number> {
      const [made] = await tx.insert(webhookEndpoints).values(row).returning({ Id: webhookEndpoints.Id });
      if (!made) throw new Error('endpoint not stored');
      return made.Id;
    },

    async update(tx: Tx, id: number, set: Partial<typeof webhookEndpoints.$inferInsert>): Promise<void> {
      await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.Id, id));
    },

    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.EndpointId, id));
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.Id, id));
    },

    async activeEndpoints(q: Db = db): Promise<EndpointRecord[]> {
      return q.select().from(webhookEndpoints).where(eq(webhookEndpoints.Active, true));
    },

    /** Whether an active endpoint has events past its cursor. */
    async anyBehind(newest: number): Promise<boolean> {
      const row = first(
        await db
          .select({ Id: webhookEndpoints.Id })
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.Active, true), lt(webhookEndpoints.Cursor, newest)))
          .limit(1),
      );
      return row !== undefined;
    },
  };
}

/** The deliveries and the event log as the deliverer reads them. */
function deliveryQueries(db: Db) {
  return {
    async newestEventId(q: Db = db): Promise<number> {
      const row = first(await q.select({ id: max(events.id) }).from(events));
      return row?.id ?? 0;
    },

    /** Events after `after` up to `upTo`, oldest first, with their staff rooms. */
    async log(q: Db, after: number, upTo: number, limit: number): Promise<LogEntry[]> {
      const rows = await q
        .select({ id: events.id, type: events.type })
        .from(events)
        .where(and(gt(events.id, after), lte(events.id, upTo)))
        .orderBy(asc(events.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const audience = await q
        .select({ event_id: eventAudience.event_id, room: eventAudience.room })
        .from(eventAudience)
        .where(
          and(
            gt(eventAudience.event_id, after),
            lte(eventAudience.event_id, rows[rows.length - 1]?.id ?? after),
            like(eventAudience.room, 'staff:%'),
          ),
        );
      return rows.map((r) => ({
        ...r,
        staffRooms: audience.filter((a) => a.event_id === r.id).map((a) => a.room),
      }));
    },

    async event(id: number) {
      return first(await db.select().from(events).where(eq(events.id, id)));
    },

    async addDeliveries(tx: Tx, rows: NewDelivery[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200)
        await tx.insert(webhookDeliveries).values(rows.slice(i, i + 200));
    },

    /** Whether anything may be due: a pending delivery whose time has come. */
    async anyDue(now: string): Promise<boolean> {
      const row = first(
        await db
          .select({ Id: webhookDeliveries.Id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.Status, 'pending'), lte(webhookDeliveries.NextAt, now)))
          .limit(1),
      );
      return row !== undefined;
    },

    /** Leases up to `limit` due deliveries to this node until `leaseUntil`, counting the try. */
    async claimDue(tx: Tx, now: string, leaseUntil: string, limit: number): Promise<DeliveryRecord[]> {
      if (limit <= 0) return [];
      const due = await tx
        .select({ Id: webhookDeliveries.Id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.Status, 'pending'), lte(webhookDeliveries.NextAt, now)))
        .orderBy(asc(webhookDeliveries.NextAt), asc(webhookDeliveries.Id))
        .limit(limit);
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({ NextAt: leaseUntil, Attempts: sql`${webhookDeliveries.Attempts} + 1` })
        .where(
          inArray(
            webhookDeliveries.Id,
            due.map((d) => d.Id),
          ),
        )
        .returning();
    },

    async settle(
      tx: Tx,
      id: number,
      set: Pick<DeliveryRecord, 'Status' | 'NextAt' | 'ResponseStatus' | 'LastError' | 'DeliveredAt'>,
      now: string,
    ): Promise<void> {
      // The pause before the next try counts from the end of this one.
      await tx
        .update(webhookDeliveries)
        .set({ ...set, LastAttemptAt: now })
        .where(eq(webhookDeliveries.Id, id));
    },

    deliveries(endpointId: number, before: number | undefined, limit: number) {
      const where: (SQL | undefined)[] = [
        eq(webhookDeliveries.EndpointId, endpointId),
        before === undefined ? undefined : lt(webhookDeliveries.Id, before),
      ];
      return db
        .select()
        .from(webhookDeliveries)
        .where(and(...where))
        .orderBy(desc(webhookDeliveries.Id))
        .limit(limit);
    },
  };
}

export function createWebhooksRepo(db: Db) {
  return { ...endpointQueries(db), ...deliveryQueries(db) };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
