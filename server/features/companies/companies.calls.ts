import { z } from 'zod';
import * as calls from '../../../shared/calls/companies';
import { MAX_INVITES } from '../../../shared/companies';
import { AppError } from '../../calls/appError';
import type { CallRegistry } from '../../calls/registry';
import { emailsInCsv } from '../../csv/csv';
import type { CompaniesService } from './companies.service';

const isEmail = (cell: string) => z.email().safeParse(cell).success;

export function registerCompaniesCalls(registry: CallRegistry, companies: CompaniesService): void {
  registry.add(calls.getPlans, async () => ({ data: await companies.plans() }));
  registry.add(calls.savePlan, async (input, ctx) => ({ data: await companies.savePlan(ctx.user, input) }));
  registry.add(calls.getCompanies, async (input, ctx) => ({
    data: await companies.list(ctx.user, input.Search),
  }));
  registry.add(calls.getCompany, async (input, ctx) => ({ data: await companies.get(ctx.user, input.Id) }));
  registry.add(calls.saveCompany, async (input, ctx) => ({ data: await companies.save(ctx.user, input) }));
  registry.add(calls.addCompanyMember, async (input, ctx) => ({
    data: { Added: await companies.addMember(ctx.user, input.CompanyId, input.UserId) },
  }));
  registry.add(calls.removeCompanyMember, async (input, ctx) => ({
    data: { Removed: await companies.removeMember(ctx.user, input.CompanyId, input.UserId) },
  }));
  registry.add(calls.getActiveCompany, async (_input, ctx) => ({
    data: await companies.activeCompanyView(ctx.user),
  }));
  registry.add(calls.setActiveCompany, async (input, ctx) => ({
    data: await companies.setActive(ctx.user, input.CompanyId),
  }));
  registry.add(calls.startTrial, async (input) => ({ data: await companies.startTrial(input) }));
  registry.add(calls.inviteUsers, async (input, ctx) => {
    const fromCsv = input.Csv ? emailsInCsv(input.Csv, isEmail) : [];
    const emails = [...input.Emails, ...fromCsv];
    if (emails.length === 0)
      throw new AppError('VALIDATION_FAILED', { field: 'Csv', message: 'The file has no email addresses.' });
    if (emails.length > MAX_INVITES)
      throw new AppError('VALIDATION_FAILED', {
        field: 'Csv',
        message: `At most ${MAX_INVITES} addresses at a time.`,
      });
    return { data: await companies.invite(ctx.user, input.CompanyId, emails) };
  });
}
