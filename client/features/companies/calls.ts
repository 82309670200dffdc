// The company and plan calls (companies.php); calls.test.ts checks them against shared/calls/companies.ts.
import type * as companies from '../../../shared/calls/companies';
import { callRef } from '../../api/contract';

export const companyCalls = {
  getPlans: callRef<typeof companies.getPlans>('companies.php', 'get_plans'),
  savePlan: callRef<typeof companies.savePlan>('companies.php', 'save_plan'),
  getCompanies: callRef<typeof companies.getCompanies>('companies.php', 'get_companies'),
  getCompany: callRef<typeof companies.getCompany>('companies.php', 'get_company'),
  saveCompany: callRef<typeof companies.saveCompany>('companies.php', 'save_company'),
  addCompanyMember: callRef<typeof companies.addCompanyMember>('companies.php', 'add_company_member'),
  removeCompanyMember: callRef<typeof companies.removeCompanyMember>(
    'companies.php',
    'remove_company_member',
  ),
  getActiveCompany: callRef<typeof companies.getActiveCompany>('companies.php', 'get_active_company'),
  setActiveCompany: callRef<typeof companies.setActiveCompany>('companies.php', 'set_active_company'),
  startTrial: callRef<typeof companies.startTrial>('companies.php', 'start_trial'),
  inviteUsers: callRef<typeof companies.inviteUsers>('companies.php', 'invite_users'),
} as const;
