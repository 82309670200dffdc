// The steps the invoice actions are made of (invoices.service.ts): an invoice's detail, a draft
// saved, a draft sent (number, dates, frozen details, entry, mail), the courses a full payment
// grants; each runs in the caller's unit of work.
import type { InvoiceDetail, InvoiceStatus, InvoiceSummary } from '../../../shared/calls/invoices';
import type { Locale } from '../../../shared/site';
import { type Currency, vatTreatmentOf } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import { takeNumber } from '../../db/numberSeries';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { attachmentRef } from '../../mail/attachments';
import type { Outbox } from '../../mail/outbox';
import type { AccountingService } from '../accounting/accounting.service';
import { invoicePosting } from '../accounting/accounting.service';
import type { CodesService } from '../codes/codes.service';
import type { CoursesService } from '../courses/courses.service';
import type { CustomerRecord, CustomersService } from '../customers/customers.service';
import { type LineInput, priceLines } from './invoiceMath';
import type { InvoiceRecord, InvoicesRepo } from './invoices.repo';

export const INVOICE_ATTACHMENT = 'invoice';

const DAY_MS = 86_400_000;

export function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** An invoice speaks its customer's language: Swedish to Sweden, English elsewhere. */
export function localeOfCountry(country: string): Locale {
  return country === 'SE' ? 'sv' : 'en';
}

export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { style: 'currency', currency }).format(
    minor / 100,
  );
}

export function summary(r: InvoiceRecord, today: string): InvoiceSummary {
  return {
    Id: r.Id,
    Number: r.Number,
    Kind: r.Kind,
    Status: r.Status,
    CustomerId: r.CustomerId,
    CustomerName: r.CustomerName,
    Currency: r.Currency,
    NetMinor: r.NetMinor,
    VatMinor: r.VatMinor,
    TotalMinor: r.TotalMinor,
    PaidMinor: r.PaidMinor,
    IssueDate: r.IssueDate,
    DueDate: r.DueDate,
    Overdue: r.Kind === 'invoice' && r.Status === 'sent' && r.DueDate !== null && r.DueDate < today,
    UpdatedAt: r.UpdatedAt,
  };
}

/** The customer's details as an invoice carries them (frozen when it is sent). */
export function snapshot(c: CustomerRecord) {
  return {
    VatTreatment: vatTreatmentOf(c),
    CustomerKind: c.Kind,
    CustomerName: c.Name,
    CustomerEmail: c.Email,
    CustomerStreet: c.Street,
    CustomerPostalCode: c.PostalCode,
    CustomerCity: c.City,
    CustomerCountry: c.Country,
    CustomerVatNumber: c.VatNumber,
  };
}

export interface InvoicesDeps {
  repo: InvoicesRepo;
  work: RunWork;
  clock: () => number;
  outbox: Outbox;
  publicUrl: string;
  accounting: Pick<AccountingService, 'post' | 'entryNumbersOf'>;
  customers: Pick<CustomersService, 'forInvoice' | 'buyer' | 'changed'>;
  courses: Pick<CoursesService, 'grantAccess' | 'heldOf'>;
  /** The registration codes a company's paid seats become. */
  seats: Pick<CodesService, 'makeSeats'>;
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
  userExists: (userId: number, q: Db) => Promise<boolean>;
}

export interface DraftInput {
  Id?: number | undefined;
  CustomerId: number;
  RecipientUserId?: number | null | undefined;
  Currency: Currency;
  DueDays: number;
  Lines: {
    ProductId?: number | null | undefined;
    Description: string;
    Quantity: number;
    UnitPriceMinor: number;
  }[];
}

export function changed(
  w: Work,
  actorId: number | null,
  id: number,
  status: InvoiceStatus | 'removed',
  recipient: number | null = null,
): void {
  w.log(
    newEvent({
      type: 'invoice:changed',
      actorId,
      // The recipient's "My invoices" follows too (drafts are not theirs to see yet).
      about: { recipientId: status !== 'draft' && status !== 'removed' ? recipient : null },
      payload: { InvoiceId: id, Status: status },
    }),
  );
}

export async function detail(deps: InvoicesDeps, id: number, q?: Work): Promise<InvoiceDetail> {
  const tx = q?.tx;
  const r = await deps.repo.find(id, tx);
  if (!r) throw new AppError('NOT_FOUND', { field: 'Id' });
  const [lines, payments, entries, creditedBy, creditOf, recipient] = await Promise.all([
    deps.repo.lines(id, tx),
    deps.repo.payments(id, tx),
    deps.accounting.entryNumbersOf(id, tx),
    r.Kind === 'invoice' ? deps.repo.creditOf(id, tx) : Promise.resolve(undefined),
    r.CreditOf !== null ? deps.repo.find(r.CreditOf, tx) : Promise.resolve(undefined),
    r.RecipientUserId !== null ? deps.repo.recipientName(r.RecipientUserId, tx) : Promise.resolve(null),
  ]);
  return {
    ...summary(r, dateOf(deps.clock())),
    DueDays: r.DueDays,
    VatTreatment: r.VatTreatment,
    Customer: {
      Kind: r.CustomerKind,
      Name: r.CustomerName,
      Email: r.CustomerEmail,
      Street: r.CustomerStreet,
      PostalCode: r.CustomerPostalCode,
      City: r.CustomerCity,
      Country: r.CustomerCountry,
      VatNumber: r.CustomerVatNumber,
    },
    Recipient:
      r.RecipientUserId !== null && recipient ? { UserId: r.RecipientUserId, Name: recipient } : null,
    Lines: lines.map((l) => ({
      Id: l.Id,
      ProductId: l.ProductId,
      Description: l.Description,
      Quantity: l.Quantity,
      UnitPriceMinor: l.UnitPriceMinor,
      VatRate: l.VatRate,
      NetMinor: l.NetMinor,
      VatMinor: l.VatMinor,
    })),
    Payments: payments.map((p) => ({
      Id: p.Id,
      AmountMinor: p.AmountMinor,
      PaidOn: p.PaidOn,
      Reference: p.Reference,
      CreatedAt: p.CreatedAt,
    })),
    CreditOf: creditOf?.Number != null ? { Id: creditOf.Id, Number: creditOf.Number } : null,
    CreditedBy: creditedBy?.Number != null ? { Id: creditedBy.Id, Number: creditedBy.Number } : null,
    Entries: entries,
  };
}

/** Lines with their products' names and VAT classes; a product line without text takes the name. */
export async function lineInputs(
  deps: InvoicesDeps,
  w: Work,
  lines: DraftInput['Lines'],
): Promise<LineInput[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.ProductId ? [l.ProductId] : [])))];
  const found = await deps.repo.productsById(ids, w.tx);
  return lines.map((l, i) => {
    if (!l.ProductId) {
      if (!l.Description) throw new AppError('VALIDATION_FAILED', { field: `Lines.${i}.Description` });
      return { ...l, ProductId: null, VatClass: 'standard' };
    }
    const product = found.find((p) => p.Id === l.ProductId);
    if (!product) throw new AppError('NOT_FOUND', { field: `Lines.${i}.ProductId` });
    return {
      ProductId: product.Id,
      Description: l.Description || product.Name,
      Quantity: l.Quantity,
      UnitPriceMinor: l.UnitPriceMinor,
      VatClass: product.VatClass,
    };
  });
}

/** Holds the invoice's row until commit and answers it: concurrent actions on it queue. */
export async function claim(deps: InvoicesDeps, w: Work, id: number, field = 'Id'): Promise<InvoiceRecord> {
  await w.lockRow('invoices', id);
  const r = await deps.repo.find(id, w.tx);
  if (!r) throw new AppError('NOT_FOUND', { field });
  return r;
}

export async function saveDraft(
  deps: InvoicesDeps,
  w: Work,
  actorId: number,
  input: DraftInput,
): Promise<number> {
  const customer = await deps.customers.forInvoice(w, input.CustomerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'CustomerId' });
  const recipient = input.RecipientUserId ?? customer.UserId ?? null;
  if (input.RecipientUserId && !(await deps.userExists(input.RecipientUserId, w.tx)))
    throw new AppError('NOT_FOUND', { field: 'RecipientUserId' });
  const snap = snapshot(customer);
  const priced = priceLines(snap.VatTreatment, snap.CustomerCountry, await lineInputs(deps, w, input.Lines));
  const values = {
    CustomerId: customer.Id,
    RecipientUserId: recipient,
    Currency: input.Currency,
    DueDays: input.DueDays,
    ...snap,
    NetMinor: priced.NetMinor,
    VatMinor: priced.VatMinor,
    TotalMinor: priced.TotalMinor,
  };
  if (input.Id === undefined) {
    const id = await deps.repo.insert(w.tx, { ...values, CreatedBy: actorId }, priced.Lines, w.now);
    changed(w, actorId, id, 'draft');
    return id;
  }
  const existing = await claim(deps, w, input.Id);
  if (existing.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
  await deps.repo.update(w.tx, input.Id, values, w.now);
  await deps.repo.replaceLines(w.tx, input.Id, priced.Lines);
  changed(w, actorId, input.Id, 'draft');
  return input.Id;
}

export async function mail(deps: InvoicesDeps, w: Work, r: InvoiceRecord, number: number): Promise<void> {
  if (!r.CustomerEmail) return;
  const locale = localeOfCountry(r.CustomerCountry);
  await deps.outbox.queue(
    w,
    r.CustomerEmail,
    locale,
    {
      name: 'invoice',
      kind: r.Kind,
      number,
      customer: r.CustomerName,
      total: formatMoney(r.TotalMinor, r.Currency, locale),
      dueDate: r.Kind === 'invoice' ? r.DueDate : null,
      link: `${deps.publicUrl}/MyProfile`,
    },
    attachmentRef(INVOICE_ATTACHMENT, r.Id),
  );
}

/** Sends a draft in the caller's unit of work: number, dates, frozen details, entry, mail. */
export async function sendDraft(deps: InvoicesDeps, w: Work, actorId: number, id: number): Promise<void> {
  const draft = await claim(deps, w, id);
  if (draft.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
  // The customer as of now: VAT and the printed details follow what is true when it is sent.
  const customer = await deps.customers.forInvoice(w, draft.CustomerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'CustomerId' });
  const snap = snapshot(customer);
  const lines = await deps.repo.lines(id, w.tx);
  const priced = priceLines(
    snap.VatTreatment,
    snap.CustomerCountry,
    lines.map((l) => ({ ...l })),
  );
  const number = await takeNumber(w.tx, 'invoice');
  const issued = dateOf(w.nowMs);
  const values = {
    ...snap,
    Number: number,
    Status: 'sent' as const,
    IssueDate: issued,
    DueDate: dateOf(w.nowMs + draft.DueDays * DAY_MS),
    NetMinor: priced.NetMinor,
    VatMinor: priced.VatMinor,
    TotalMinor: priced.TotalMinor,
  };
  await deps.repo.update(w.tx, id, values, w.now);
  await deps.repo.replaceLines(w.tx, id, priced.Lines);
  await deps.accounting.post(w, {
    Date: issued,
    Text: `Invoice ${number} ${snap.CustomerName}`,
    Source: 'invoice',
    InvoiceId: id,
    Currency: draft.Currency,
    Lines: invoicePosting({
      Kind: 'invoice',
      VatTreatment: snap.VatTreatment,
      TotalMinor: priced.TotalMinor,
      Lines: priced.Lines,
    }),
    CreatedBy: actorId,
  });
  await mail(deps, w, { ...draft, ...values }, number);
  changed(w, actorId, id, 'sent', draft.RecipientUserId);
}
