// Invoices: drafts, sending (the next number of the gapless series, the customer's details
// frozen, the journal entry, the mail with its PDF), payments (paid in full: the courses are the
// recipient's), credit notes and orders from the catalogue. Each action is one unit of work: the
// invoice, its entry, the course access and the mail commit together or not at all.
import type { InvoiceDetail, InvoiceSummary } from '../../../shared/calls/invoices';
import type { Currency } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { takeNumber } from '../../db/numberSeries';
import type { Work } from '../../db/unitOfWork';
import { isSchoolAdmin } from '../../scope/policy';
import { invoicePosting, paymentPosting } from '../accounting/accounting.service';
import { deliverPaid } from './invoicePaid';
import {
  changed,
  claim,
  type DraftInput,
  dateOf,
  detail,
  type InvoicesDeps,
  mail,
  saveDraft,
  sendDraft,
  summary,
} from './invoiceSteps';
import type { InvoicesRepo } from './invoices.repo';

export {
  type DraftInput,
  formatMoney,
  INVOICE_ATTACHMENT,
  type InvoicesDeps,
  localeOfCountry,
} from './invoiceSteps';

function today(deps: InvoicesDeps) {
  return dateOf(deps.clock());
}

async function list(
  deps: InvoicesDeps,
  user: AuthedUser,
  filter: Omit<Parameters<InvoicesRepo['page']>[0], 'today'>,
  page: number,
  limit: number,
) {
  await deps.assertSchoolStaff(user);
  const now = today(deps);
  const { rows, total } = await deps.repo.page({ ...filter, today: now }, page, limit);
  return {
    data: rows.map((r) => summary(r, now)),
    pagination: { page, total_pages: Math.max(1, Math.ceil(total / limit)), total },
  };
}

async function save(deps: InvoicesDeps, user: AuthedUser, input: DraftInput): Promise<InvoiceDetail> {
  await deps.assertSchoolStaff(user);
  return deps.work(async (w) => detail(deps, await saveDraft(deps, w, user.Id, input), w));
}

async function remove(deps: InvoicesDeps, user: AuthedUser, id: number): Promise<number> {
  await deps.assertSchoolStaff(user);
  return deps.work(async (w) => {
    const r = await claim(deps, w, id);
    if (r.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
    await deps.repo.remove(w.tx, id);
    changed(w, user.Id, id, 'removed');
    return id;
  });
}

async function send(deps: InvoicesDeps, user: AuthedUser, id: number): Promise<InvoiceDetail> {
  await deps.assertSchoolStaff(user);
  return deps.work(async (w) => {
    await sendDraft(deps, w, user.Id, id);
    return detail(deps, id, w);
  });
}

async function recordPayment(
  deps: InvoicesDeps,
  user: AuthedUser,
  input: { InvoiceId: number; AmountMinor: number; PaidOn: string; Reference: string },
): Promise<InvoiceDetail> {
  await deps.assertSchoolStaff(user);
  return deps.work(async (w) => {
    const r = await claim(deps, w, input.InvoiceId, 'InvoiceId');
    if (r.Status !== 'sent') throw new AppError('INVOICE_NOT_OPEN', { field: 'InvoiceId' });
    const left = r.TotalMinor - r.PaidMinor;
    if (input.AmountMinor > left) throw new AppError('PAYMENT_EXCEEDS_BALANCE', { field: 'AmountMinor' });
    await deps.repo.addPayment(
      w.tx,
      {
        InvoiceId: r.Id,
        AmountMinor: input.AmountMinor,
        PaidOn: input.PaidOn,
        Reference: input.Reference,
        CreatedBy: user.Id,
      },
      w.now,
    );
    const paid = input.AmountMinor === left;
    await deps.repo.update(
      w.tx,
      r.Id,
      {
        PaidMinor: r.PaidMinor + input.AmountMinor,
        ...(paid && { Status: 'paid' as const, PaidAt: w.now }),
      },
      w.now,
    );
    await deps.accounting.post(w, {
      Date: input.PaidOn,
      Text: `${r.Kind === 'credit' ? 'Refund of credit note' : 'Payment of invoice'} ${r.Number} ${r.CustomerName}`,
      Source: 'payment',
      InvoiceId: r.Id,
      Currency: r.Currency,
      Lines: paymentPosting(r.Kind, input.AmountMinor),
      CreatedBy: user.Id,
    });
    if (paid) await deliverPaid(deps, w, user.Id, r);
    changed(w, user.Id, r.Id, paid ? 'paid' : 'sent', r.RecipientUserId);
    return detail(deps, r.Id, w);
  });
}

async function credit(deps: InvoicesDeps, user: AuthedUser, id: number): Promise<InvoiceDetail> {
  await deps.assertSchoolStaff(user);
  return deps.work(async (w) => {
    const original = await claim(deps, w, id);
    if (original.Kind !== 'invoice' || (original.Status !== 'sent' && original.Status !== 'paid'))
      throw new AppError('INVOICE_NOT_CREDITABLE', { field: 'Id' });
    const lines = await deps.repo.lines(id, w.tx);
    const number = await takeNumber(w.tx, 'invoice');
    const issued = dateOf(w.nowMs);
    // What the original still had open is settled by the credit itself; what was paid is owed back.
    const settled = original.TotalMinor - original.PaidMinor;
    const values = {
      Number: number,
      Kind: 'credit' as const,
      Status: settled === original.TotalMinor ? ('paid' as const) : ('sent' as const),
      CreditOf: original.Id,
      CustomerId: original.CustomerId,
      RecipientUserId: original.RecipientUserId,
      Currency: original.Currency,
      VatTreatment: original.VatTreatment,
      CustomerKind: original.CustomerKind,
      CustomerName: original.CustomerName,
      CustomerEmail: original.CustomerEmail,
      CustomerStreet: original.CustomerStreet,
      CustomerPostalCode: original.CustomerPostalCode,
      CustomerCity: original.CustomerCity,
      CustomerCountry: original.CustomerCountry,
      CustomerVatNumber: original.CustomerVatNumber,
      DueDays: 0,
      IssueDate: issued,
      DueDate: issued,
      NetMinor: original.NetMinor,
      VatMinor: original.VatMinor,
      TotalMinor: original.TotalMinor,
      PaidMinor: settled,
      PaidAt: settled === original.TotalMinor ? w.now : null,
      CreatedBy: user.Id,
    };
    const creditId = await deps.repo.insert(w.tx, values, lines, w.now);
    await deps.repo.update(w.tx, id, { Status: 'credited' }, w.now);
    await deps.accounting.post(w, {
      Date: issued,
      Text: `Credit note ${number} for invoice ${original.Number} ${original.CustomerName}`,
      Source: 'credit',
      InvoiceId: creditId,
      Currency: original.Currency,
      Lines: invoicePosting({
        Kind: 'credit',
        VatTreatment: original.VatTreatment,
        TotalMinor: original.TotalMinor,
        Lines: lines,
      }),
      CreatedBy: user.Id,
    });
    const credit = (await deps.repo.find(creditId, w.tx))!;
    await mail(deps, w, credit, number);
    changed(w, user.Id, id, 'credited', original.RecipientUserId);
    changed(w, user.Id, creditId, credit.Status, original.RecipientUserId);
    return detail(deps, creditId, w);
  });
}

/**
 * A paid product ordered from the catalogue: an invoice in the buyer's name, sent at once; an
 * order repeated while it is unpaid (also at the same moment) answers the same invoice.
 */
async function submitOrder(
  deps: InvoicesDeps,
  user: AuthedUser,
  input: { Slug: string; Currency: Currency; Country: string },
  findProduct: (
    slug: string,
    w: Work,
  ) => Promise<
    | {
        Id: number;
        Name: string;
        Published: boolean;
        PriceEur: number;
        PriceSek: number;
        Courses: { Id: number }[];
      }
    | undefined
  >,
): Promise<InvoiceSummary> {
  return deps.work(async (w) => {
    const product = await findProduct(input.Slug, w);
    if (!product?.Published) throw new AppError('NOT_FOUND', { field: 'Slug' });
    const price = input.Currency === 'EUR' ? product.PriceEur : product.PriceSek;
    if (price <= 0) throw new AppError('PRODUCT_HAS_NO_PRICE', { field: 'Currency' });
    const courseIds = product.Courses.map((c) => c.Id);
    const held = await deps.courses.heldOf(user.Id, courseIds);
    if (courseIds.length > 0 && held.length === courseIds.length)
      throw new AppError('PRODUCT_ALREADY_HELD', { field: 'Slug' });
    // The buyer's row lock serialises their orders: a parallel repeat waits here, then finds
    // the invoice the first one sent (one invoice, one number, one mail).
    await w.lockRow('users', user.Id);
    const open = await deps.repo.openOrder(w.tx, user.Id, product.Id);
    if (open) return summary(open, today(deps));
    const customer = await deps.customers.buyer(w, {
      UserId: user.Id,
      Name: `${user.FirstName} ${user.LastName}`.trim() || user.Email,
      Email: user.Email,
      Country: input.Country,
    });
    const id = await saveDraft(deps, w, user.Id, {
      CustomerId: customer.Id,
      RecipientUserId: user.Id,
      Currency: input.Currency,
      DueDays: 14,
      Lines: [{ ProductId: product.Id, Description: product.Name, Quantity: 1, UnitPriceMinor: price }],
    });
    await sendDraft(deps, w, user.Id, id);
    return summary((await deps.repo.find(id, w.tx))!, today(deps));
  });
}

async function mine(deps: InvoicesDeps, user: AuthedUser): Promise<InvoiceSummary[]> {
  const now = today(deps);
  return (await deps.repo.ofRecipient(user.Id)).map((r) => summary(r, now));
}

/** An invoice for its PDF: the school's admins, or the person it is for; sent ones only. */
async function forDocument(deps: InvoicesDeps, user: AuthedUser | null, id: number): Promise<InvoiceDetail> {
  const r = await deps.repo.find(id);
  if (!r || r.Number === null) throw new AppError('NOT_FOUND', { field: 'Id' });
  if (user === null) throw new AppError('NOT_FOUND', { field: 'Id' });
  // Someone else's invoice is as good as missing, unless one keeps the school's books (its
  // own admins; a company's admin is answered like anyone else, never told it exists).
  if (r.RecipientUserId !== user.Id && !isSchoolAdmin(user)) throw new AppError('NOT_FOUND', { field: 'Id' });
  return detail(deps, id);
}

export function createInvoicesService(deps: InvoicesDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: InvoicesDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    detail: (user: AuthedUser, id: number) => deps.assertSchoolStaff(user).then(() => detail(deps, id)),

    list: bound(list),

    save: bound(save),

    remove: bound(remove),

    send: bound(send),

    recordPayment: bound(recordPayment),

    credit: bound(credit),

    submitOrder: bound(submitOrder),

    mine: bound(mine),

    forDocument: bound(forDocument),

    /** The PDF a mail carries: made from the frozen invoice, whoever asks. */
    documentOf: (id: number) => detail(deps, id),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
