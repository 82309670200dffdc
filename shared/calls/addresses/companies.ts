// The addresses of the calls in ../companies.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { Site } from '../../site';
import type { CallAddress } from '../address';

/** The free trial belongs to the variant sold to companies. */
const TEAMS_ONLY: readonly Site[] = ['teams'];

export const getPlans = {
  file: 'companies.php',
  req: 'get_plans',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const savePlan = {
  file: 'companies.php',
  req: 'save_plan',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getCompanies = {
  file: 'companies.php',
  req: 'get_companies',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const getCompany = {
  file: 'companies.php',
  req: 'get_company',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const saveCompany = {
  file: 'companies.php',
  req: 'save_company',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const addCompanyMember = {
  file: 'companies.php',
  req: 'add_company_member',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const removeCompanyMember = {
  file: 'companies.php',
  req: 'remove_company_member',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const getActiveCompany = {
  file: 'companies.php',
  req: 'get_active_company',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const setActiveCompany = {
  file: 'companies.php',
  req: 'set_active_company',
  access: 'staff',
  scope: 'company',
} as const satisfies CallAddress;

export const startTrial = {
  file: 'companies.php',
  req: 'start_trial',
  access: 'public',
  scope: 'open',
  sites: TEAMS_ONLY,
} as const satisfies CallAddress;

export const inviteUsers = {
  file: 'companies.php',
  req: 'invite_users',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

/** A company's admin asks the school for another plan: a task in the school's queue. */
export const requestUpgrade = {
  file: 'companies.php',
  req: 'request_upgrade',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;
