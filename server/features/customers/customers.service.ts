// Customers: whom the school invoices. Admins of the school only; a customer with invoices stays
// (its invoices keep the details they were sent with, so changing a customer is always safe).
import type { CustomerRow } from '../../../shared/calls/customers';
import { vatTreatmentOf } from '../../../shared/vat';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { CustomerRecord, CustomersRepo, CustomerValues } from './customers.repo';

export function presentCustomer(c: CustomerRecord, invoiceCount: number): CustomerRow {
  return {
    Id: c.Id,
    Kind: c.Kind,
    Name: c.Name,
    Email: c.Email,
    Street: c.Street,
    PostalCode: c.PostalCode,
    City: c.City,
    Country: c.Country,
    VatNumber: c.VatNumber,
    RegistrationNumber: c.RegistrationNumber,
    ContactName: c.ContactName,
    Phone: c.Phone,
    UserId: c.UserId,
    VatTreatment: vatTreatmentOf(c),
    InvoiceCount: invoiceCount,
    UpdatedAt: c.UpdatedAt,
  };
}

export interface CustomersDeps {
  repo: CustomersRepo;
  work: RunWork;
  assertSchoolStaff: (user: AuthedUser) => Promise<void>;
  userExists: (userId: number, q: Db) => Promise<boolean>;
}

export function createCustomersService(deps: CustomersDeps) {
  const { repo, work } = deps;

  function changed(w: Work, actorId: number | null, customerId: number): void {
    w.log(
      newEvent({
        type: 'customer:changed',
        actorId,
        about: {},
        payload: { CustomerId: customerId },
      }),
    );
  }

  async function present(rows: CustomerRecord[]): Promise<CustomerRow[]> {
    const counts = await repo.invoiceCounts(rows.map((r) => r.Id));
    return rows.map((r) => presentCustomer(r, counts.get(r.Id) ?? 0));
  }

  return {
    changed,

    /** The customer an invoice is saved or sent for, held until commit (never removed meanwhile). */
    async forInvoice(w: Work, id: number): Promise<CustomerRecord | undefined> {
      await w.lockRow('customers', id);
      return repo.find(id, w.tx);
    },

    /** A signed-in person's customer (what their prices are shown for), if they have one. */
    ofUser: (userId: number): Promise<CustomerRecord | undefined> => repo.findByUser(userId),

    /** The person customer of someone ordering for themselves: found by account, or made. */
    async buyer(
      w: Work,
      person: { UserId: number; Name: string; Email: string; Country: string },
    ): Promise<CustomerRecord> {
      const existing = await repo.findByUser(person.UserId, w.tx);
      const mine = { Name: person.Name, Email: person.Email, Country: person.Country, UserId: person.UserId };
      const values: CustomerValues = existing
        ? {
            Kind: existing.Kind,
            Street: existing.Street,
            PostalCode: existing.PostalCode,
            City: existing.City,
            VatNumber: existing.VatNumber,
            RegistrationNumber: existing.RegistrationNumber,
            ContactName: existing.ContactName,
            Phone: existing.Phone,
            ...mine,
          }
        : { Kind: 'person', ...mine };
      let id = existing?.Id;
      if (id === undefined) id = await repo.insert(w.tx, values, w.now);
      else {
        await w.lockRow('customers', id);
        await repo.update(w.tx, id, values, w.now);
      }
      changed(w, person.UserId, id);
      return (await repo.find(id, w.tx))!;
    },

    async list(user: AuthedUser, search?: string): Promise<CustomerRow[]> {
      await deps.assertSchoolStaff(user);
      return present(await repo.list(search));
    },

    async get(user: AuthedUser, id: number): Promise<CustomerRow> {
      await deps.assertSchoolStaff(user);
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND', { field: 'Id' });
      return (await present([row]))[0]!;
    },

    async save(user: AuthedUser, input: CustomerValues & { Id?: number | undefined }): Promise<CustomerRow> {
      await deps.assertSchoolStaff(user);
      const { Id, ...values } = input;
      return work(async (w) => {
        if (values.UserId != null && !(await deps.userExists(values.UserId, w.tx)))
          throw new AppError('NOT_FOUND', { field: 'UserId' });
        let id = Id;
        if (id === undefined) id = await repo.insert(w.tx, values, w.now);
        else if (!(await repo.update(w.tx, id, values, w.now)))
          throw new AppError('NOT_FOUND', { field: 'Id' });
        changed(w, user.Id, id);
        const row = (await repo.find(id, w.tx))!;
        const counts = await repo.invoiceCounts([id], w.tx);
        return presentCustomer(row, counts.get(id) ?? 0);
      });
    },

    async remove(user: AuthedUser, id: number): Promise<number> {
      await deps.assertSchoolStaff(user);
      return work(async (w) => {
        // Held until commit: an invoice for this customer saved meanwhile waits, then finds it gone.
        await w.lockRow('customers', id);
        if (((await repo.invoiceCounts([id], w.tx)).get(id) ?? 0) > 0)
          throw new AppError('CUSTOMER_HAS_INVOICES', { field: 'Id' });
        if (!(await repo.remove(w.tx, id))) throw new AppError('NOT_FOUND', { field: 'Id' });
        changed(w, user.Id, id);
        return id;
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;

export type { CustomerRecord } from './customers.repo';
