// Each accounting call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  exportOssReport,
  exportSalesReport,
  getBalanceReport,
  getJournal,
  getMainbook,
  getOssReport,
  getSalesReport,
  saveJournalEntry,
} from '../../../shared/calls/accounting';
import { accountingCalls } from './calls';

const contracts = {
  getJournal,
  saveJournalEntry,
  getBalanceReport,
  getMainbook,
  getSalesReport,
  exportSalesReport,
  getOssReport,
  exportOssReport,
};

describe('accounting call references', () => {
  it('cover every accounting call', () => {
    expect(Object.keys(accountingCalls).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.entries(accountingCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
