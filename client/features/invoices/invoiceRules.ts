// What an invoice offers by its status and kind, and what is left to pay on it.
import type { InvoiceDetail, InvoiceSummary } from './invoicesApi';

export type InvoiceAction = 'edit' | 'remove' | 'send' | 'recordPayment' | 'recordRefund' | 'credit' | 'pdf';

/**
 * What is left to pay on an invoice, or to refund on a credit note, in minor units. Credit notes
 * are compared by size, whichever sign their amounts carry.
 */
export function leftToPay(invoice: Pick<InvoiceSummary, 'TotalMinor' | 'PaidMinor'>): number {
  return Math.max(0, Math.abs(invoice.TotalMinor) - Math.abs(invoice.PaidMinor));
}

/**
 * A draft is changed, removed or sent; a sent invoice takes payments and may be credited, as may
 * a paid one; a sent credit note takes the refund. Every sent one has its PDF.
 */
export function actionsFor(
  invoice: Pick<InvoiceDetail, 'Status' | 'Kind' | 'Number' | 'CreditedBy'>,
): InvoiceAction[] {
  if (invoice.Status === 'draft') return ['edit', 'remove', 'send'];
  const actions: InvoiceAction[] = [];
  const creditable = invoice.Kind === 'invoice' && invoice.CreditedBy === null;
  if (invoice.Status === 'sent') actions.push(invoice.Kind === 'credit' ? 'recordRefund' : 'recordPayment');
  if (creditable && (invoice.Status === 'sent' || invoice.Status === 'paid')) actions.push('credit');
  if (invoice.Number !== null) actions.push('pdf');
  return actions;
}
