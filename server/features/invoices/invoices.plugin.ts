// Invoices and credit notes: drafts, sending with gapless numbers, payments that grant courses,
// credit notes, orders from the catalogue, the PDF and the mail that carries it.
import fp from 'fastify-plugin';
import { registerInvoiceDownload, registerInvoicesCalls } from './invoices.calls';
import { createInvoicesRepo } from './invoices.repo';
import { createInvoicesService, INVOICE_ATTACHMENT } from './invoices.service';

export const invoicesPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock, outbox } = app.tonic;
    const invoices = createInvoicesService({
      repo: createInvoicesRepo(database.read),
      work,
      clock,
      outbox,
      publicUrl: config.publicUrl,
      accounting: app.accounting,
      customers: app.customers,
      courses: app.courses,
      seats: app.codes,
      assertSchoolStaff: (user) => app.companies.assertSchoolStaff(user),
      userExists: app.tonic.owners.userExists,
    });
    outbox.attachments.register(INVOICE_ATTACHMENT, async (id) => {
      const invoice = await invoices.documentOf(id);
      // Loaded with the first PDF, not at start (invoices.calls.ts says why).
      const { invoicePdf } = await import('./invoicePdf');
      return {
        filename: `${invoice.Kind === 'credit' ? 'credit-note' : 'invoice'}-${invoice.Number}.pdf`,
        content: await invoicePdf(invoice, config.seller),
        contentType: 'application/pdf',
      };
    });
    registerInvoicesCalls(registry, invoices, (slug, w) => app.products.forOrder(slug, w));
    registerInvoiceDownload(app, { invoices, seller: config.seller });
  },
  {
    name: 'invoices',
    dependencies: ['core', 'auth', 'companies', 'courses', 'codes', 'customers', 'accounting', 'products'],
  },
);
