// An invoice's PDF (GET /api/invoices/<Id>.pdf, for the school's admins and the invoice's
// recipient), fetched with the session token.
import { downloadWithToken } from '../../components/saveFile';
import type { InvoiceSummary } from './invoicesApi';

export function invoicePdfPath(id: number): string {
  return `/api/invoices/${id}.pdf`;
}

export function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'Id' | 'Number' | 'Kind'>): Promise<void> {
  const name = `${invoice.Kind === 'credit' ? 'credit-note' : 'invoice'}-${invoice.Number ?? invoice.Id}.pdf`;
  return downloadWithToken(invoicePdfPath(invoice.Id), name, 'application/pdf');
}

/** Whether an invoice has a PDF: it has been sent (a draft has no number yet). */
export function hasPdf(invoice: Pick<InvoiceSummary, 'Number'>): boolean {
  return invoice.Number !== null;
}
