// Companies and plans (companies.php): staff run companies (/admin/companies), switch the company
// they work in (the top bar's chip) and see their plan's meters; /pp edits the plans; the teams
// landing page reads them and starts a company's free trial.

import { LIMITS, MAX_INVITES, PLAN_KEYS } from '../companies';
import { z } from '../zod';
import * as address from './addresses/companies';
import { defineCall } from './define';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);

export const planSchema = z.object({
  Key: z.enum(PLAN_KEYS),
  Name: z.string(),
  /** Null: no limit. */
  MaxUsers: z.number().int().nullable(),
  MaxCourses: z.number().int().nullable(),
  MaxStorageMb: z.number().int().nullable(),
  /** Whole euros and kronor per month; null: price on request. */
  PriceEur: z.number().int().nullable(),
  PriceSek: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const meterSchema = z.object({
  Limit: z.enum(LIMITS),
  Used: z.number().int(),
  Allowed: z.number().int().nullable(),
});

export const companyRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  RegistrationNumber: z.string(),
  VatNumber: z.string(),
  PlanKey: z.enum(PLAN_KEYS),
  TrialEndsAt: z.string().nullable(),
  Demo: z.boolean(),
  Members: z.number().int(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyMemberSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  UserType: z.number().int(),
  Locked: z.boolean(),
});

export const getPlans = defineCall({
  ...address.getPlans,
  summary: 'The plans with their limits and monthly prices (the teams landing page and /pp).',
  input: z.object({}),
  output: z.object({ data: z.array(planSchema) }),
});

export const savePlan = defineCall({
  ...address.savePlan,
  summary: "Change a plan's name, limits or prices (the school's admins, not a company's).",
  input: z.object({
    Key: z.enum(PLAN_KEYS),
    Name: text(60).min(1),
    MaxUsers: z.coerce.number().int().min(1).max(1_000_000).nullable(),
    MaxCourses: z.coerce.number().int().min(1).max(100_000).nullable(),
    MaxStorageMb: z.coerce.number().int().min(1).max(10_000_000).nullable(),
    PriceEur: z.coerce.number().int().min(0).max(10_000_000).nullable(),
    PriceSek: z.coerce.number().int().min(0).max(100_000_000).nullable(),
  }),
  output: z.object({ data: planSchema }),
});

export const getCompanies = defineCall({
  ...address.getCompanies,
  summary: 'The companies the caller may see: every one for the school’s staff, their own for a company’s.',
  input: z.object({ Search: text(100).optional() }),
  output: z.object({ data: z.array(companyRowSchema) }),
});

export const getCompany = defineCall({
  ...address.getCompany,
  summary: 'One company with its members and its plan’s meters (used / allowed).',
  input: z.object({ Id: id }),
  output: z.object({
    data: companyRowSchema.extend({
      MemberList: z.array(companyMemberSchema),
      Meters: z.array(meterSchema),
    }),
  }),
});

export const saveCompany = defineCall({
  ...address.saveCompany,
  summary:
    'Create a company (the school’s admins) or change one’s details; only the school’s admins change its plan.',
  input: z.object({
    Id: id.optional(),
    Name: text(200).min(1),
    Address: text(500).default(''),
    RegistrationNumber: text(40).default(''),
    VatNumber: text(40).default(''),
    PlanKey: z.enum(PLAN_KEYS).optional(),
    Demo: z.boolean().optional(),
  }),
  output: z.object({ data: companyRowSchema }),
});

export const addCompanyMember = defineCall({
  ...address.addCompanyMember,
  summary:
    "Add a user to a company, within its plan's user limit: the school's staff alone (a company's staff invite).",
  input: z.object({ CompanyId: id, UserId: id }),
  output: z.object({ data: z.object({ Added: z.boolean() }) }),
});

export const removeCompanyMember = defineCall({
  ...address.removeCompanyMember,
  summary: 'Take a user out of a company.',
  input: z.object({ CompanyId: id, UserId: id }),
  output: z.object({ data: z.object({ Removed: z.boolean() }) }),
});

export const activeCompanySchema = z.object({
  /** The company the caller works in now; null: every company (the school's staff only). */
  ActiveCompanyId: z.number().int().nullable(),
  Companies: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  /** The school's staff may work across every company. */
  MaySeeAll: z.boolean(),
  /** The active company's meters, empty when none is active. */
  Meters: z.array(meterSchema),
});
export type ActiveCompany = z.infer<typeof activeCompanySchema>;

export const getActiveCompany = defineCall({
  ...address.getActiveCompany,
  summary: 'The company the caller works in, the ones they may switch to, and its meters.',
  input: z.object({}),
  output: z.object({ data: activeCompanySchema }),
});

export const setActiveCompany = defineCall({
  ...address.setActiveCompany,
  summary: 'Switch the company the caller works in (null: every company, for the school’s staff).',
  input: z.object({ CompanyId: id.nullable() }),
  output: z.object({ data: activeCompanySchema }),
});

export const startTrial = defineCall({
  ...address.startTrial,
  summary:
    'The teams landing page’s free 30-day trial: a new company on the trial plan with its first admin (verified by mail).',
  input: z.object({
    CompanyName: text(200).min(1),
    FirstName: text(100).min(1),
    LastName: text(100).min(1),
    Email: z.email().max(254),
    Password: z.string().max(200),
    AcceptTerms: z.literal(true),
  }),
  output: z.object({ data: z.object({ CompanyId: z.number().int(), TrialEndsAt: z.string() }) }),
  invalidInputError: 'REGISTRATION_INCOMPLETE',
});

export const inviteUsers = defineCall({
  ...address.inviteUsers,
  summary:
    'Invite people to the active company by address (typed or from a CSV file): each gets an account and a mailed link to set a password, counted against the plan. An address that has an account already joins when the inviter reaches its person (the school’s staff: anyone); else the batch is refused with EMAIL_IN_USE, naming the addresses in data.Emails.',
  input: z
    .object({
      CompanyId: id,
      Emails: z.array(z.email().max(254)).max(MAX_INVITES).default([]),
      /** A CSV file's text: every cell that is an email address is invited. */
      Csv: z.string().max(200_000).optional(),
    })
    .refine((v) => v.Emails.length > 0 || (v.Csv ?? '').trim() !== '', {
      message: 'Give at least one address or a CSV file of addresses.',
      path: ['Emails'],
    }),
  output: z.object({
    data: z.object({
      Invited: z.array(z.string()),
      /** Addresses that already have an account the inviter reaches: added to the company, not mailed. */
      Added: z.array(z.string()),
    }),
  }),
});

export const requestUpgrade = defineCall({
  ...address.requestUpgrade,
  summary:
    "A company's admin asks for another plan (a plan limit's way up): the request opens a task in the school's queue, about the asker.",
  input: z.object({
    CompanyId: id,
    PlanKey: z.enum(PLAN_KEYS),
    Message: text(2000).optional(),
  }),
  output: z.object({ data: z.object({ Id: z.number().int() }) }),
});
