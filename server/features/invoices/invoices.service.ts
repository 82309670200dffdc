// Invoices: drafts, sending (the next number of the gapless series, the customer's details
// frozen, the journal entry, the mail with its PDF), payments (paid in full: the courses are the
// recipient's), credit notes and orders from the catalogue. Each action is one unit of work: the
// invoice, its entry, the course access and the mail commit together or not at all.
import type { InvoiceDetail, InvoiceStatus, InvoiceSummary } from '../../../shared/calls/invoices';
import type { Locale } from '../../../shared/site';
import { type Currency, vatTreatmentOf } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { takeNumber } from '../../db/numberSeries';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { attachmentRef } from '../../mail/attachments';
import type { Outbox } from '../../mail/outbox';
import { isSchoolAdmin } from '../../scope/policy';
import type { AccountingService } from '../accounting/accounting.service';
import { invoicePosting, paymentPosting } from '../accounting/accounting.service';
import type { CoursesService } from '../courses/courses.service';
import type { CustomerRecord, CustomersService } from '../customers/customers.service';
import { type LineInput, priceLines } from './invoiceMath';
import type { InvoiceRecord, InvoicesRepo } from './invoices.repo';

export const INVOICE_ATTACHMENT = 'invoice';

const DAY_MS = 86_400_000;

function dateOf(ms: number): string {
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

function summary(r: InvoiceRecord, today: string): InvoiceSummary {
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
function snapshot(c: CustomerRecord) {
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
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
  userExists: (userId: number, w: Work) => Promise<boolean>;
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

export function createInvoicesService(deps: InvoicesDeps) {
  const { repo, work } = deps;
  const today = () => dateOf(deps.clock());

  function changed(
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

  async function detail(id: number, q?: Work): Promise<InvoiceDetail> {
    const tx = q?.tx;
    const r = await repo.find(id, tx);
    if (!r) throw new AppError('NOT_FOUND', { field: 'Id' });
    const [lines, payments, entries, creditedBy, creditOf, recipient] = await Promise.all([
      repo.lines(id, tx),
      repo.payments(id, tx),
      deps.accounting.entryNumbersOf(id, tx),
      r.Kind === 'invoice' ? repo.creditOf(id, tx) : Promise.resolve(undefined),
      r.CreditOf !== null ? repo.find(r.CreditOf, tx) : Promise.resolve(undefined),
      r.RecipientUserId !== null ? repo.recipientName(r.RecipientUserId, tx) : Promise.resolve(null),
    ]);
    return {
      ...summary(r, today()),
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
  async function lineInputs(w: Work, lines: DraftInput['Lines']): Promise<LineInput[]> {
    const ids = [...new Set(lines.flatMap((l) => (l.ProductId ? [l.ProductId] : [])))];
    const found = await repo.productsById(ids, w.tx);
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
  async function claim(w: Work, id: number, field = 'Id'): Promise<InvoiceRecord> {
    await w.lockRow('invoices', id);
    const r = await repo.find(id, w.tx);
    if (!r) throw new AppError('NOT_FOUND', { field });
    return r;
  }

  async function saveDraft(w: Work, actorId: number, input: DraftInput): Promise<number> {
    const customer = await deps.customers.forInvoice(w, input.CustomerId);
    if (!customer) throw new AppError('NOT_FOUND', { field: 'CustomerId' });
    const recipient = input.RecipientUserId ?? customer.UserId ?? null;
    if (input.RecipientUserId && !(await deps.userExists(input.RecipientUserId, w)))
      throw new AppError('NOT_FOUND', { field: 'RecipientUserId' });
    const snap = snapshot(customer);
    const priced = priceLines(snap.VatTreatment, snap.CustomerCountry, await lineInputs(w, input.Lines));
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
      const id = await repo.insert(w.tx, { ...values, CreatedBy: actorId }, priced.Lines, w.now);
      changed(w, actorId, id, 'draft');
      return id;
    }
    const existing = await claim(w, input.Id);
    if (existing.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
    await repo.update(w.tx, input.Id, values, w.now);
    await repo.replaceLines(w.tx, input.Id, priced.Lines);
    changed(w, actorId, input.Id, 'draft');
    return input.Id;
  }

  async function mail(w: Work, r: InvoiceRecord, number: number): Promise<void> {
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
  async function sendDraft(w: Work, actorId: number, id: number): Promise<void> {
    const draft = await claim(w, id);
    if (draft.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
    // The customer as of now: VAT and the printed details follow what is true when it is sent.
    const customer = await deps.customers.forInvoice(w, draft.CustomerId);
    if (!customer) throw new AppError('NOT_FOUND', { field: 'CustomerId' });
    const snap = snapshot(customer);
    const lines = await repo.lines(id, w.tx);
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
    await repo.update(w.tx, id, values, w.now);
    await repo.replaceLines(w.tx, id, priced.Lines);
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
    await mail(w, { ...draft, ...values }, number);
    changed(w, actorId, id, 'sent', draft.RecipientUserId);
  }

  /** Paid in full: the products' courses are the recipient's (pushed to their open pages). */
  async function grantCourses(w: Work, actorId: number, r: InvoiceRecord): Promise<void> {
    if (r.Kind !== 'invoice' || r.RecipientUserId === null) return;
    const lines = await repo.lines(r.Id, w.tx);
    const productIds = [...new Set(lines.flatMap((l) => (l.ProductId ? [l.ProductId] : [])))];
    const courseIds = await repo.coursesOfProducts(productIds, w.tx);
    if (courseIds.length === 0) return;
    await deps.courses.grantAccess(w, { actorId, userId: r.RecipientUserId, courseIds, source: 'product' });
  }

  return {
    detail: (user: AuthedUser, id: number) => deps.assertSchoolStaff(user).then(() => detail(id)),

    async list(
      user: AuthedUser,
      filter: Omit<Parameters<InvoicesRepo['page']>[0], 'today'>,
      page: number,
      limit: number,
    ) {
      await deps.assertSchoolStaff(user);
      const now = today();
      const { rows, total } = await repo.page({ ...filter, today: now }, page, limit);
      return {
        data: rows.map((r) => summary(r, now)),
        pagination: { page, total_pages: Math.max(1, Math.ceil(total / limit)), total },
      };
    },

    async save(user: AuthedUser, input: DraftInput): Promise<InvoiceDetail> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => detail(await saveDraft(w, user.Id, input), w));
    },

    async remove(user: AuthedUser, id: number): Promise<number> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => {
        const r = await claim(w, id);
        if (r.Status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', { field: 'Id' });
        await repo.remove(w.tx, id);
        changed(w, user.Id, id, 'removed');
        return id;
      });
    },

    async send(user: AuthedUser, id: number): Promise<InvoiceDetail> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => {
        await sendDraft(w, user.Id, id);
        return detail(id, w);
      });
    },

    async recordPayment(
      user: AuthedUser,
      input: { InvoiceId: number; AmountMinor: number; PaidOn: string; Reference: string },
    ): Promise<InvoiceDetail> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => {
        const r = await claim(w, input.InvoiceId, 'InvoiceId');
        if (r.Status !== 'sent') throw new AppError('INVOICE_NOT_OPEN', { field: 'InvoiceId' });
        const left = r.TotalMinor - r.PaidMinor;
        if (input.AmountMinor > left) throw new AppError('PAYMENT_EXCEEDS_BALANCE', { field: 'AmountMinor' });
        await repo.addPayment(
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
        await repo.update(
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
        if (paid) await grantCourses(w, user.Id, r);
        changed(w, user.Id, r.Id, paid ? 'paid' : 'sent', r.RecipientUserId);
        return detail(r.Id, w);
      });
    },

    async credit(user: AuthedUser, id: number): Promise<InvoiceDetail> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => {
        const original = await claim(w, id);
        if (original.Kind !== 'invoice' || (original.Status !== 'sent' && original.Status !== 'paid'))
          throw new AppError('INVOICE_NOT_CREDITABLE', { field: 'Id' });
        const lines = await repo.lines(id, w.tx);
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
        const creditId = await repo.insert(w.tx, values, lines, w.now);
        await repo.update(w.tx, id, { Status: 'credited' }, w.now);
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
        const credit = (await repo.find(creditId, w.tx))!;
        await mail(w, credit, number);
        changed(w, user.Id, id, 'credited', original.RecipientUserId);
        changed(w, user.Id, creditId, credit.Status, original.RecipientUserId);
        return detail(creditId, w);
      });
    },

    /**
     * A paid product ordered from the catalogue: an invoice in the buyer's name, sent at once; an
     * order repeated while it is unpaid (also at the same moment) answers the same invoice.
     */
    async submitOrder(
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
      return work(async (w) => {
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
        const open = await repo.openOrder(w.tx, user.Id, product.Id);
        if (open) return summary(open, today());
        const customer = await deps.customers.buyer(w, {
          UserId: user.Id,
          Name: `${user.FirstName} ${user.LastName}`.trim() || user.Email,
          Email: user.Email,
          Country: input.Country,
        });
        const id = await saveDraft(w, user.Id, {
          CustomerId: customer.Id,
          RecipientUserId: user.Id,
          Currency: input.Currency,
          DueDays: 14,
          Lines: [{ ProductId: product.Id, Description: product.Name, Quantity: 1, UnitPriceMinor: price }],
        });
        await sendDraft(w, user.Id, id);
        return summary((await repo.find(id, w.tx))!, today());
      });
    },

    async mine(user: AuthedUser): Promise<InvoiceSummary[]> {
      const now = today();
      return (await repo.ofRecipient(user.Id)).map((r) => summary(r, now));
    },

    /** An invoice for its PDF: the school's admins, or the person it is for; sent ones only. */
    async forDocument(user: AuthedUser | null, id: number): Promise<InvoiceDetail> {
      const r = await repo.find(id);
      if (!r || r.Number === null) throw new AppError('NOT_FOUND', { field: 'Id' });
      if (user === null) throw new AppError('NOT_FOUND', { field: 'Id' });
      // Someone else's invoice is as good as missing, unless one keeps the school's books (its
      // own admins; a company's admin is answered like anyone else, never told it exists).
      if (r.RecipientUserId !== user.Id && !isSchoolAdmin(user))
        throw new AppError('NOT_FOUND', { field: 'Id' });
      return detail(id);
    },

    /** The PDF a mail carries: made from the frozen invoice, whoever asks. */
    documentOf: (id: number) => detail(id),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
