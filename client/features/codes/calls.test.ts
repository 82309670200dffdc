// Each code call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { createCodes, exportCodes, getCodes, redeemCode, saveCode } from '../../../shared/calls/codes';
import { getCourses } from '../../../shared/calls/courseAdmin';
import { codeCalls } from './calls';

const contracts = { getCodes, createCodes, saveCode, exportCodes, redeemCode, getCourses };

describe('code call references', () => {
  it.each(Object.entries(codeCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
