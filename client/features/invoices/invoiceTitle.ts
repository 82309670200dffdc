// An invoice's name as a heading says it: "Invoice 12", "Credit note 13", "Draft invoice".
import type { TFunction } from 'i18next';
import type { InvoiceSummary } from './invoicesApi';

export function invoiceTitle(invoice: Pick<InvoiceSummary, 'Number' | 'Kind'>, t: TFunction): string {
  if (invoice.Number === null) return t('invoices.title.draft');
  return invoice.Kind === 'credit'
    ? t('invoices.title.credit', { number: invoice.Number })
    : t('invoices.title.invoice', { number: invoice.Number });
}
