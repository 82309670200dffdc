// Each company call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  addCompanyMember,
  getActiveCompany,
  getCompanies,
  getCompany,
  getPlans,
  inviteUsers,
  removeCompanyMember,
  saveCompany,
  savePlan,
  setActiveCompany,
  startTrial,
} from '../../../shared/calls/companies';
import { companyCalls } from './calls';

const contracts = {
  getPlans,
  savePlan,
  getCompanies,
  getCompany,
  saveCompany,
  addCompanyMember,
  removeCompanyMember,
  getActiveCompany,
  setActiveCompany,
  startTrial,
  inviteUsers,
};

describe('company call references', () => {
  it.each(Object.entries(companyCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
