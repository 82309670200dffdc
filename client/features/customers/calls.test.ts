// Each customer call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getCustomer, getCustomers, removeCustomer, saveCustomer } from '../../../shared/calls/customers';
import { customerCalls } from './calls';

const contracts = { getCustomers, getCustomer, saveCustomer, removeCustomer };

describe('customer call references', () => {
  it('cover every customer call', () => {
    expect(Object.keys(customerCalls).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.entries(customerCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
