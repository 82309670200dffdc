// The addresses of the calls in ../accounting.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getJournal = {
  file: 'accounting.php',
  req: 'get_journal',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const saveJournalEntry = {
  file: 'accounting.php',
  req: 'save_journal_entry',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getBalanceReport = {
  file: 'accounting.php',
  req: 'get_balance_report',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getMainbook = {
  file: 'accounting.php',
  req: 'get_mainbook',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getSalesReport = {
  file: 'accounting.php',
  req: 'get_sales_report',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const exportSalesReport = {
  file: 'accounting.php',
  req: 'export_sales_report',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getOssReport = {
  file: 'accounting.php',
  req: 'get_oss_report',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const exportOssReport = {
  file: 'accounting.php',
  req: 'export_oss_report',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;
