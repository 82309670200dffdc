// The steps of the companies service (companies.service.ts binds them to its dependencies): a
// person's company scope, a plan's meters and limits, membership changes with their events,
// saving a company, starting a trial and inviting people.
import { USER_TYPE } from '../../../shared/access';
import type { ActiveCompany, CompanyRow, Plan } from '../../../shared/calls/companies';
import {
  DEMO_LIMITS,
  type LimitName,
  type Meter,
  TRIAL_DAYS,
  TRIAL_PLAN,
  withinLimit,
} from '../../../shared/companies';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { isSchoolStaff, reaches, reachesPerson } from '../../scope/policy';
import type { CompanyRecord, PlanRecord } from './companies.repo';
import type { CompaniesDeps } from './companies.service';

const LIMIT_ERRORS: Record<LimitName, ErrorCode> = {
  users: 'PLAN_LIMIT_USERS',
  courses: 'PLAN_LIMIT_COURSES',
  storage: 'PLAN_LIMIT_STORAGE',
};

export interface CompanyScope {
  /** The companies whose data the caller sees; null: every company (the school's staff). */
  companyIds: number[] | null;
  /** The company the caller works in now, if any. */
  active: number | null;
  memberships: { Id: number; Name: string }[];
}

export function presentPlan(plan: PlanRecord): Plan {
  return {
    Key: plan.Key as Plan['Key'],
    Name: plan.Name,
    MaxUsers: plan.MaxUsers,
    MaxCourses: plan.MaxCourses,
    MaxStorageMb: plan.MaxStorageMb,
    PriceEur: plan.PriceEur,
    PriceSek: plan.PriceSek,
  };
}

export function presentCompany(company: CompanyRecord, members: number): CompanyRow {
  return {
    Id: company.Id,
    Name: company.Name,
    Address: company.Address,
    RegistrationNumber: company.RegistrationNumber,
    VatNumber: company.VatNumber,
    PlanKey: company.PlanKey as CompanyRow['PlanKey'],
    TrialEndsAt: company.TrialEndsAt,
    Demo: company.Demo,
    Members: Number(members),
  };
}

export async function scopeOf(deps: CompaniesDeps, user: { Id: number }, q?: Db): Promise<CompanyScope> {
  const [memberships, chosen] = await Promise.all([
    deps.repo.membershipsOf(user.Id, q),
    deps.repo.activeCompanyIdOf(user.Id, q),
  ]);
  if (memberships.length === 0) {
    const active = chosen !== null && (await deps.repo.find(chosen, q)) ? chosen : null;
    return { companyIds: active === null ? null : [active], active, memberships };
  }
  const active = memberships.some((m) => m.Id === chosen) ? chosen! : memberships[0]!.Id;
  return { companyIds: [active], active, memberships };
}

export async function meters(deps: CompaniesDeps, company: CompanyRecord, q?: Db): Promise<Meter[]> {
  const plan = await deps.repo.findPlan(company.PlanKey, q);
  const used = await deps.repo.usage(company.Id, q);
  const cap = (allowed: number | null | undefined, demo: number): number | null => {
    const limit = allowed ?? null;
    if (!company.Demo) return limit;
    return limit === null ? demo : Math.min(limit, demo);
  };
  return [
    { Limit: 'users', Used: used.users, Allowed: cap(plan?.MaxUsers, DEMO_LIMITS.users) },
    { Limit: 'courses', Used: used.courses, Allowed: cap(plan?.MaxCourses, DEMO_LIMITS.courses) },
    {
      Limit: 'storage',
      Used: used.storage,
      Allowed: plan?.MaxStorageMb == null ? null : plan.MaxStorageMb * 1024 * 1024,
    },
  ];
}

/**
 * Inside a unit of work: refuses what would take a company past its plan (or past its ended
 * trial). The company's row lock makes parallel additions wait, so two cannot both fit the
 * last place.
 */
export async function assertRoom(
  deps: CompaniesDeps,
  w: Work,
  companyId: number,
  limit: LimitName,
  more: number,
): Promise<void> {
  await w.lockRow('companies', companyId);
  const company = await deps.repo.find(companyId, w.tx);
  if (!company) throw new AppError('NOT_FOUND', { field: 'CompanyId' });
  if (company.TrialEndsAt && company.TrialEndsAt <= w.now)
    throw new AppError('TRIAL_ENDED', { field: limit, data: { TrialEndsAt: company.TrialEndsAt } });
  const meter = (await meters(deps, company, w.tx)).find((m) => m.Limit === limit)!;
  if (!withinLimit(meter, more))
    throw new AppError(LIMIT_ERRORS[limit], {
      field: limit,
      data: { Limit: limit, Used: meter.Used, Allowed: meter.Allowed },
    });
}

export async function activeCompanyView(
  deps: CompaniesDeps,
  user: AuthedUser,
  q?: Db,
): Promise<ActiveCompany> {
  const scope = await scopeOf(deps, user, q);
  const schoolStaff = scope.memberships.length === 0;
  const companies = schoolStaff
    ? (await deps.repo.list(null)).map((r) => ({ Id: r.company.Id, Name: r.company.Name }))
    : scope.memberships;
  const active = scope.active === null ? undefined : await deps.repo.find(scope.active, q);
  return {
    ActiveCompanyId: scope.active,
    Companies: companies,
    MaySeeAll: schoolStaff,
    Meters: active ? await meters(deps, active, q) : [],
  };
}

/** Refuses a company outside the caller's reach (the policy) as if it did not exist. */
export async function companyInScope(
  deps: CompaniesDeps,
  user: AuthedUser,
  companyId: number,
  q?: Db,
): Promise<CompanyRecord> {
  const company = reaches(user, companyId) ? await deps.repo.find(companyId, q) : undefined;
  if (!company) throw new AppError('NOT_FOUND', { field: 'CompanyId' });
  return company;
}

export function companyChanged(w: Work, actorId: number | null, companyId: number): void {
  w.log(
    newEvent({ type: 'company:changed', actorId, about: { companyId }, payload: { CompanyId: companyId } }),
  );
}

/**
 * After a member joined or left: the staff of the companies they belong to now (and of the one
 * left) follow, and the person's open sockets move to the staff rooms of their companies now.
 */
export async function memberChanged(
  deps: CompaniesDeps,
  w: Work,
  actorId: number | null,
  userId: number,
  companies: number[],
) {
  const person = await deps.owners.recipient(userId, w.tx);
  if (person) w.afterCommit(() => deps.sockets.userAccessChanged(userId, person, companies));
  w.log(
    newEvent({
      type: 'user:changed',
      actorId,
      about: { userId, companies, self: true },
      payload: { UserId: userId },
    }),
  );
}

/** Inside a unit of work: a person joins a company, within its plan and the demo rules. */
export async function addMemberIn(
  deps: CompaniesDeps,
  w: Work,
  actorId: number | null,
  companyId: number,
  userId: number,
) {
  const company = await deps.repo.find(companyId, w.tx);
  if (!company) throw new AppError('NOT_FOUND', { field: 'CompanyId' });
  const elsewhere = await deps.repo.membershipsOf(userId, w.tx);
  if (elsewhere.some((m) => m.Id === companyId)) return false;
  // A demo account belongs to one company (SPEC §9).
  const demoElsewhere = await Promise.all(elsewhere.map((m) => deps.repo.find(m.Id, w.tx)));
  if (elsewhere.length > 0 && (company.Demo || demoElsewhere.some((c) => c?.Demo)))
    throw new AppError('DEMO_LIMIT_COMPANIES', { field: 'UserId' });
  await assertRoom(deps, w, companyId, 'users', 1);
  const added = await deps.repo.addMember(w.tx, companyId, userId, w.now);
  if (added) {
    companyChanged(w, actorId, companyId);
    await memberChanged(deps, w, actorId, userId, [...elsewhere.map((m) => m.Id), companyId]);
  }
  return added;
}

export async function save(
  deps: CompaniesDeps,
  actor: AuthedUser,
  input: {
    Id?: number | undefined;
    Name: string;
    Address: string;
    RegistrationNumber: string;
    VatNumber: string;
    PlanKey?: CompanyRow['PlanKey'] | undefined;
    Demo?: boolean | undefined;
  },
): Promise<CompanyRow> {
  const schoolStaff = isSchoolStaff(actor);
  // Plans and demo flags are the school's to set; a company's admins edit its details.
  if (!schoolStaff && (input.Id === undefined || input.PlanKey !== undefined || input.Demo !== undefined))
    throw new AppError('FORBIDDEN', { field: input.Id === undefined ? 'Id' : 'PlanKey' });
  if (input.Id !== undefined) await companyInScope(deps, actor, input.Id);
  return deps.work(async (w) => {
    const details = {
      Name: input.Name,
      Address: input.Address,
      RegistrationNumber: input.RegistrationNumber,
      VatNumber: input.VatNumber,
      ...(input.PlanKey !== undefined && { PlanKey: input.PlanKey, TrialEndsAt: null }),
      ...(input.Demo !== undefined && { Demo: input.Demo }),
    };
    const company =
      input.Id === undefined
        ? await deps.repo.insert(w.tx, {
            PlanKey: 'starter',
            ...details,
            CreatedAt: w.now,
            UpdatedAt: w.now,
          })
        : await deps.repo.update(w.tx, input.Id, details, w.now);
    if (!company) throw new AppError('NOT_FOUND', { field: 'Id' });
    companyChanged(w, actor.Id, company.Id);
    const members = (await deps.repo.members(company.Id, w.tx)).filter((m) => !m.Locked).length;
    return presentCompany(company, members);
  });
}

/** The teams landing page's free trial: a company on the trial plan and its first admin. */
export async function startTrial(
  deps: CompaniesDeps,
  input: {
    CompanyName: string;
    FirstName: string;
    LastName: string;
    Email: string;
    Password: string;
  },
): Promise<{ CompanyId: number; TrialEndsAt: string }> {
  if (!(await deps.registrationEnabled())) throw new AppError('REGISTRATION_DISABLED');
  const email = input.Email.trim().toLowerCase();
  deps.auth.checkPassword(input.Password, email);
  const passwordHash = await deps.hashPassword(input.Password);
  const started = await deps.work(async (w) => {
    const trialEndsAt = new Date(w.nowMs + TRIAL_DAYS * 86_400_000).toISOString();
    const company = await deps.repo.insert(w.tx, {
      Name: input.CompanyName,
      PlanKey: TRIAL_PLAN,
      TrialEndsAt: trialEndsAt,
      CreatedAt: w.now,
      UpdatedAt: w.now,
    });
    const admin = await deps.auth.createAccountIn(w, {
      email,
      firstName: input.FirstName,
      lastName: input.LastName,
      userType: USER_TYPE.admin,
      passwordHash,
    });
    await deps.repo.addMember(w.tx, company.Id, admin.Id, w.now);
    await deps.repo.setActiveCompany(w.tx, admin.Id, company.Id);
    companyChanged(w, admin.Id, company.Id);
    return { CompanyId: company.Id, TrialEndsAt: trialEndsAt, userId: admin.Id };
  });
  deps.onTrialStarted(started.CompanyId, started.userId);
  return { CompanyId: started.CompanyId, TrialEndsAt: started.TrialEndsAt };
}

/**
 * Invites people to a company: a new address gets a student account and a mailed link to
 * choose a password; a known one joins the company when the inviter reaches them already
 * (the school's staff reach everyone). A company's staff cannot pull in someone of another
 * company or of the school: those addresses are refused (EMAIL_IN_USE, as sign-up and the
 * trial answer for a taken address). All of them join within the plan, or none does.
 */
export async function invite(deps: CompaniesDeps, actor: AuthedUser, companyId: number, emails: string[]) {
  const company = await companyInScope(deps, actor, companyId);
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  // One unknowable password for every new account: the mailed link sets the real one.
  const passwordHash = await deps.hashPassword(deps.randomSecret());
  const inviter = `${actor.FirstName} ${actor.LastName}`;
  return deps.work(async (w) => {
    // Known addresses first: one the inviter does not reach refuses the batch before anything
    // is made.
    const known = new Map<string, number>();
    const taken: string[] = [];
    for (const email of unique) {
      const id = await deps.repo.findUserIdByEmail(email, w.tx);
      if (id === undefined) continue;
      const theirs = await deps.owners.person(id, w.tx);
      if (theirs !== undefined && reachesPerson(actor, theirs)) known.set(email, id);
      else taken.push(email);
    }
    if (taken.length > 0) throw new AppError('EMAIL_IN_USE', { field: 'Emails', data: { Emails: taken } });
    const invited: string[] = [];
    const added: string[] = [];
    for (const email of unique) {
      const existing = known.get(email);
      if (existing !== undefined) {
        if (await addMemberIn(deps, w, actor.Id, company.Id, existing)) added.push(email);
        continue;
      }
      await assertRoom(deps, w, company.Id, 'users', 1);
      const user = await deps.auth.createAccountIn(w, {
        email,
        // Left blank: the person gives their name with their first password.
        firstName: '',
        lastName: '',
        userType: USER_TYPE.student,
        passwordHash,
        invitedBy: { inviter, company: company.Name },
      });
      await deps.repo.addMember(w.tx, company.Id, user.Id, w.now);
      invited.push(email);
    }
    if (invited.length > 0) companyChanged(w, actor.Id, company.Id);
    return { Invited: invited, Added: added };
  });
}
