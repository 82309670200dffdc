// Invoices, their lines and payments: the SQL.
import { and, asc, count, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../shared/calls/invoices';
import { type Db, first, type Tx } from '../../db/database';
import { containsText } from '../../db/search';
import { invoiceLines, invoicePayments, invoices, productCourses, products, users } from '../../db/tables';
import type { PricedLine } from './invoiceMath';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'Id' | 'CreatedAt' | 'UpdatedAt'>;
export type LineRecord = typeof invoiceLines.$inferSelect;
export type PaymentRecord = typeof invoicePayments.$inferSelect;

export interface InvoiceFilter {
  Status?: InvoiceStatus | undefined;
  CustomerId?: number | undefined;
  Overdue?: boolean | undefined;
  Search?: string | undefined;
  /** Today, for the overdue filter. */
  today: string;
}

function where(f: InvoiceFilter): SQL | undefined {
  const overdue = and(
    eq(invoices.Status, 'sent'),
    eq(invoices.Kind, 'invoice'),
    lt(invoices.DueDate, f.today),
  );
  return and(
    f.Status ? eq(invoices.Status, f.Status) : undefined,
    f.CustomerId ? eq(invoices.CustomerId, f.CustomerId) : undefined,
    f.Overdue === true ? overdue : undefined,
    containsText(f.Search, invoices.CustomerName, invoices.CustomerEmail),
  );
}

async function page(db: Db, f: InvoiceFilter, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where(f))
      .orderBy(desc(invoices.Number), desc(invoices.Id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(invoices).where(where(f)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

async function find(db: Db, id: number, q: Db = db): Promise<InvoiceRecord | undefined> {
  return first(await q.select().from(invoices).where(eq(invoices.Id, id)));
}

async function creditOf(db: Db, invoiceId: number, q: Db = db): Promise<InvoiceRecord | undefined> {
  return first(
    await q
      .select()
      .from(invoices)
      .where(and(eq(invoices.CreditOf, invoiceId), eq(invoices.Kind, 'credit'))),
  );
}

async function lines(db: Db, invoiceId: number, q: Db = db): Promise<LineRecord[]> {
  return q
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.InvoiceId, invoiceId))
    .orderBy(asc(invoiceLines.SortId));
}

async function payments(db: Db, invoiceId: number, q: Db = db): Promise<PaymentRecord[]> {
  return q
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.InvoiceId, invoiceId))
    .orderBy(asc(invoicePayments.PaidOn), asc(invoicePayments.Id));
}

async function recipientName(db: Db, userId: number, q: Db = db): Promise<string | null> {
  const row = first(
    await q
      .select({ FirstName: users.FirstName, LastName: users.LastName })
      .from(users)
      .where(eq(users.Id, userId)),
  );
  return row ? `${row.FirstName} ${row.LastName}`.trim() : null;
}

async function productsById(db: Db, ids: number[], q: Db = db) {
  if (ids.length === 0) return [];
  return q.select().from(products).where(inArray(products.Id, ids));
}

async function coursesOfProducts(db: Db, ids: number[], q: Db = db): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .selectDistinct({ CourseId: productCourses.CourseId })
    .from(productCourses)
    .where(inArray(productCourses.ProductId, ids));
  return rows.map((r) => r.CourseId);
}

async function insert(
  db: Db,
  tx: Tx,
  values: InvoiceValues,
  lines: PricedLine[],
  now: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, CreatedAt: now, UpdatedAt: now })
    .returning({ Id: invoices.Id });
  if (!row) throw new Error('invoice not stored');
  await replaceLines(db, tx, row.Id, lines);
  return row.Id;
}

async function update(
  _db: Db,
  tx: Tx,
  id: number,
  values: Partial<InvoiceValues>,
  now: string,
): Promise<void> {
  await tx
    .update(invoices)
    .set({ ...values, UpdatedAt: now })
    .where(eq(invoices.Id, id));
}

async function replaceLines(_db: Db, tx: Tx, invoiceId: number, lines: PricedLine[]): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.InvoiceId, invoiceId));
  await tx.insert(invoiceLines).values(
    lines.map((l, i) => ({
      InvoiceId: invoiceId,
      SortId: i,
      ProductId: l.ProductId,
      Description: l.Description,
      Quantity: l.Quantity,
      UnitPriceMinor: l.UnitPriceMinor,
      VatRate: l.VatRate,
      VatClass: l.VatClass,
      NetMinor: l.NetMinor,
      VatMinor: l.VatMinor,
    })),
  );
}

async function remove(_db: Db, tx: Tx, id: number): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.InvoiceId, id));
  await tx.delete(invoices).where(eq(invoices.Id, id));
}

async function addPayment(
  _db: Db,
  tx: Tx,
  payment: Omit<typeof invoicePayments.$inferInsert, 'Id' | 'CreatedAt'>,
  now: string,
): Promise<void> {
  await tx.insert(invoicePayments).values({ ...payment, CreatedAt: now });
}

/** A person's sent invoices (drafts are the school's business until sent). */
async function ofRecipient(db: Db, userId: number): Promise<InvoiceRecord[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.RecipientUserId, userId), isNotNull(invoices.Number)))
    .orderBy(desc(invoices.Number));
}

/** An open (sent, unpaid) invoice of this person for this product, if any: an order repeated. */
async function openOrder(
  _db: Db,
  tx: Tx,
  userId: number,
  productId: number,
): Promise<InvoiceRecord | undefined> {
  return first(
    await tx
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.InvoiceId, invoices.Id))
      .where(
        and(
          eq(invoices.RecipientUserId, userId),
          eq(invoices.Kind, 'invoice'),
          eq(invoices.Status, 'sent'),
          eq(invoiceLines.ProductId, productId),
        ),
      )
      .limit(1),
  )?.invoice;
}

export function createInvoicesRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    page: bound(page),

    find: bound(find),

    creditOf: bound(creditOf),

    lines: bound(lines),

    payments: bound(payments),

    recipientName: bound(recipientName),

    productsById: bound(productsById),

    coursesOfProducts: bound(coursesOfProducts),

    insert: bound(insert),

    update: bound(update),

    replaceLines: bound(replaceLines),

    remove: bound(remove),

    addPayment: bound(addPayment),

    ofRecipient: bound(ofRecipient),

    openOrder: bound(openOrder),
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
