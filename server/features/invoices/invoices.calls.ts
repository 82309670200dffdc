// invoices.php and the invoice PDF download.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../shared/calls/invoices';
import { AppError } from '../../calls/appError';
import { sendFailure } from '../../calls/envelope';
import type { CallRegistry } from '../../calls/registry';
import type { Work } from '../../db/unitOfWork';
import type { ProductWithCourses } from '../products/products.service';
import type { Seller } from './invoicePdf';
import type { InvoicesService } from './invoices.service';

export function registerInvoicesCalls(
  registry: CallRegistry,
  invoices: InvoicesService,
  findProduct: (slug: string, w: Work) => Promise<ProductWithCourses | undefined>,
): void {
  registry.add(calls.getInvoices, async ({ page, limit, ...filter }, ctx) =>
    invoices.list(ctx.user, filter, page, limit),
  );
  registry.add(calls.getInvoice, async (input, ctx) => ({ data: await invoices.detail(ctx.user, input.Id) }));
  registry.add(calls.saveInvoice, async (input, ctx) => ({ data: await invoices.save(ctx.user, input) }));
  registry.add(calls.removeInvoice, async (input, ctx) => ({
    data: { Id: await invoices.remove(ctx.user, input.Id) },
  }));
  registry.add(calls.sendInvoice, async (input, ctx) => ({ data: await invoices.send(ctx.user, input.Id) }));
  registry.add(calls.recordPayment, async (input, ctx) => ({
    data: await invoices.recordPayment(ctx.user, input),
  }));
  registry.add(calls.creditInvoice, async (input, ctx) => ({
    data: await invoices.credit(ctx.user, input.Id),
  }));
  registry.add(calls.submitOrder, async (input, ctx) => ({
    data: await invoices.submitOrder(ctx.user, input, findProduct),
  }));
  registry.add(calls.getMyInvoices, async (_input, ctx) => ({ data: await invoices.mine(ctx.user) }));
}

/** GET /api/invoices/:id.pdf with the session token in Authorization (never in the URL). */
export function registerInvoiceDownload(
  app: FastifyInstance,
  deps: { invoices: InvoicesService; seller: Seller },
): void {
  const preHandler = app.signedIn('invoices download');
  app.get<{ Params: { file: string } }>('/api/invoices/:file', { preHandler }, async (request, reply) => {
    try {
      const session = request.signedIn!;
      const id = /^(\d{1,10})\.pdf$/i.exec(request.params.file)?.[1];
      if (!id) throw new AppError('NOT_FOUND', { field: 'Id' });
      const invoice = await deps.invoices.forDocument(session.user, Number(id));
      // pdf-lib and its font engine cost about 0.45 s of CPU to load: a process loads them with
      // its first PDF, not at every start.
      const { invoicePdf } = await import('./invoicePdf');
      const pdf = await invoicePdf(invoice, deps.seller);
      const name = `${invoice.Kind === 'credit' ? 'credit-note' : 'invoice'}-${invoice.Number}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });
}
