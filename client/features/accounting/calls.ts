// The accounting calls (accounting.php); calls.test.ts checks them against shared/calls/accounting.ts.
import type * as accounting from '../../../shared/calls/accounting';
import { callRef } from '../../api/contract';

export const accountingCalls = {
  getJournal: callRef<typeof accounting.getJournal>('accounting.php', 'get_journal'),
  saveJournalEntry: callRef<typeof accounting.saveJournalEntry>('accounting.php', 'save_journal_entry'),
  getBalanceReport: callRef<typeof accounting.getBalanceReport>('accounting.php', 'get_balance_report'),
  getMainbook: callRef<typeof accounting.getMainbook>('accounting.php', 'get_mainbook'),
  getSalesReport: callRef<typeof accounting.getSalesReport>('accounting.php', 'get_sales_report'),
  exportSalesReport: callRef<typeof accounting.exportSalesReport>('accounting.php', 'export_sales_report'),
  getOssReport: callRef<typeof accounting.getOssReport>('accounting.php', 'get_oss_report'),
  exportOssReport: callRef<typeof accounting.exportOssReport>('accounting.php', 'export_oss_report'),
} as const;
