// What a paid invoice delivers, in the paying unit of work (docs/decisions.md "Seats"): a
// person's invoice grants its products' courses to its recipient; a company's invoice is for
// seats: each product line makes as many single-use registration codes as its quantity (less the
// one seat its named recipient takes at once), mailed in one mail to the customer.
import type { Work } from '../../db/unitOfWork';
import type { InvoicesDeps } from './invoiceSteps';
import { localeOfCountry } from './invoiceSteps';
import type { InvoiceRecord } from './invoices.repo';

export async function deliverPaid(
  deps: InvoicesDeps,
  w: Work,
  actorId: number,
  r: InvoiceRecord,
): Promise<void> {
  if (r.Kind !== 'invoice') return;
  const lines = await deps.repo.lines(r.Id, w.tx);
  const productLines = lines.flatMap((l) => (l.ProductId ? [{ ...l, ProductId: l.ProductId }] : []));
  if (r.CustomerKind !== 'company') {
    if (r.RecipientUserId === null) return;
    const courseIds = await deps.repo.coursesOfProducts(
      [...new Set(productLines.map((l) => l.ProductId))],
      w.tx,
    );
    if (courseIds.length > 0)
      await deps.courses.grantAccess(w, { actorId, userId: r.RecipientUserId, courseIds, source: 'product' });
    return;
  }
  const seats: { product: string; codes: string[] }[] = [];
  for (const line of productLines) {
    const courseIds = await deps.repo.coursesOfProducts([line.ProductId], w.tx);
    if (courseIds.length === 0) continue;
    let count = line.Quantity;
    if (r.RecipientUserId !== null) {
      await deps.courses.grantAccess(w, { actorId, userId: r.RecipientUserId, courseIds, source: 'product' });
      count -= 1;
    }
    if (count <= 0) continue;
    const codes = await deps.seats.makeSeats(w, {
      actorId,
      courseIds,
      count,
      description: `Invoice ${r.Number} ${r.CustomerName}: ${line.Description}`,
    });
    seats.push({ product: line.Description, codes });
  }
  if (seats.length === 0 || !r.CustomerEmail) return;
  await deps.outbox.queue(w, r.CustomerEmail, localeOfCountry(r.CustomerCountry), {
    name: 'seats',
    customer: r.CustomerName,
    number: r.Number ?? 0,
    seats,
    link: `${deps.publicUrl}/redeem-code`,
  });
}
