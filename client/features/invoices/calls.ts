// The invoice calls (invoices.php); calls.test.ts checks them against shared/calls/invoices.ts.
import type * as invoices from '../../../shared/calls/invoices';
import { callRef } from '../../api/contract';

export const invoiceCalls = {
  getInvoices: callRef<typeof invoices.getInvoices>('invoices.php', 'get_invoices'),
  getInvoice: callRef<typeof invoices.getInvoice>('invoices.php', 'get_invoice'),
  saveInvoice: callRef<typeof invoices.saveInvoice>('invoices.php', 'save_invoice'),
  removeInvoice: callRef<typeof invoices.removeInvoice>('invoices.php', 'remove_invoice'),
  sendInvoice: callRef<typeof invoices.sendInvoice>('invoices.php', 'send_invoice'),
  recordPayment: callRef<typeof invoices.recordPayment>('invoices.php', 'record_payment'),
  creditInvoice: callRef<typeof invoices.creditInvoice>('invoices.php', 'credit_invoice'),
  submitOrder: callRef<typeof invoices.submitOrder>('invoices.php', 'place_order'),
  getMyInvoices: callRef<typeof invoices.getMyInvoices>('invoices.php', 'get_my_invoices'),
} as const;
