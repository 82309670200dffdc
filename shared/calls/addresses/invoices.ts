// The addresses of the calls in ../invoices.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getInvoices = {
  file: 'invoices.php',
  req: 'get_invoices',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getInvoice = {
  file: 'invoices.php',
  req: 'get_invoice',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const saveInvoice = {
  file: 'invoices.php',
  req: 'save_invoice',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const removeInvoice = {
  file: 'invoices.php',
  req: 'remove_invoice',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const sendInvoice = {
  file: 'invoices.php',
  req: 'send_invoice',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const recordPayment = {
  file: 'invoices.php',
  req: 'record_payment',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const creditInvoice = {
  file: 'invoices.php',
  req: 'credit_invoice',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const submitOrder = {
  file: 'invoices.php',
  req: 'place_order',
  access: 'auth',
  scope: 'own',
  sites: ['academy'],
} as const satisfies CallAddress;

export const getMyInvoices = {
  file: 'invoices.php',
  req: 'get_my_invoices',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
