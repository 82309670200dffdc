// Each invoice call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  creditInvoice,
  getInvoice,
  getInvoices,
  getMyInvoices,
  recordPayment,
  removeInvoice,
  saveInvoice,
  sendInvoice,
  submitOrder,
} from '../../../shared/calls/invoices';
import { invoiceCalls } from './calls';

const contracts = {
  getInvoices,
  getInvoice,
  saveInvoice,
  removeInvoice,
  sendInvoice,
  recordPayment,
  creditInvoice,
  submitOrder,
  getMyInvoices,
};

describe('invoice call references', () => {
  it('cover every invoice call', () => {
    expect(Object.keys(invoiceCalls).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.entries(invoiceCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
