// Companies and plans: who works in which company (the scope every staff list is cut to), the
// plan's limits checked inside the unit of work that would pass them, trials and invitations.
//
// The school's own staff belong to no company: they see every company and may narrow their view
// to one with the top bar's chip. A company's staff belong to it (or several): they see only
// the company they work in, and only its people.
import type { ActiveCompany, CompanyRow, Plan } from '../../../shared/calls/companies';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { SocketControl } from '../../core.plugin';
import type { Db } from '../../db/database';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { isSchoolStaff, reachesPerson } from '../../scope/policy';
import type { AuthService } from '../auth/auth.service';
import type { CompaniesRepo } from './companies.repo';
import {
  activeCompanyView,
  addMemberIn,
  assertRoom,
  companyChanged,
  companyInScope,
  invite,
  memberChanged,
  meters,
  presentCompany,
  presentPlan,
  save,
  scopeOf,
  startTrial,
} from './companySteps';

export { type CompanyScope, presentPlan } from './companySteps';

export interface CompaniesDeps {
  repo: CompaniesRepo;
  work: RunWork;
  auth: Pick<AuthService, 'createAccountIn' | 'checkPassword'>;
  hashPassword: (password: string) => Promise<string>;
  randomSecret: () => string;
  onTrialStarted: (companyId: number, userId: number) => void;
  /** The trial makes an account: it follows the registration setting like sign-up does. */
  registrationEnabled: () => Promise<boolean>;
  owners: OwnersRepo;
  sockets: Pick<SocketControl, 'userAccessChanged'>;
}

export function createCompaniesService(deps: CompaniesDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: CompaniesDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  const { repo, work } = deps;

  return {
    scopeOf: bound(scopeOf),
    /** What is the school's alone (its surveys, its operators' event tail): refused to a company's staff. */
    async assertSchoolStaff(user: AuthedUser): Promise<void> {
      if (!isSchoolStaff(user)) throw new AppError('FORBIDDEN');
    },
    assertRoom: bound(assertRoom),
    /** Inside a unit of work: a person joins a company within its plan (and the demo rules). */
    addMemberIn: bound(addMemberIn),
    companyInScope: bound(companyInScope),
    activeCompanyView: bound(activeCompanyView),

    /**
     * Whether staff reach a person (the policy's reachesPerson): the school's staff everyone, a
     * company's staff its members. False for nobody: a missing person is answered like one out
     * of reach.
     */
    async userInScope(user: AuthedUser, userId: number, q?: Db): Promise<boolean> {
      if (userId === user.Id) return true;
      const companies = await deps.owners.person(userId, q);
      return companies !== undefined && reachesPerson(user, companies);
    },

    async plans(): Promise<Plan[]> {
      return (await repo.plans()).map(presentPlan);
    },

    async savePlan(actor: AuthedUser, input: Plan): Promise<Plan> {
      if (!isSchoolStaff(actor)) throw new AppError('FORBIDDEN', { field: 'Key' });
      return work(async (w) => {
        const { Key, ...values } = input;
        const saved = await repo.savePlan(w.tx, Key, values, w.now);
        if (!saved) throw new AppError('NOT_FOUND', { field: 'Key' });
        w.log(newEvent({ type: 'plan:changed', actorId: actor.Id, about: {}, payload: { Key } }));
        return presentPlan(saved);
      });
    },

    async list(actor: AuthedUser, search?: string): Promise<CompanyRow[]> {
      const scope = await scopeOf(deps, actor);
      const ids = scope.memberships.length === 0 ? null : scope.memberships.map((m) => m.Id);
      return (await repo.list(ids, search)).map((r) => presentCompany(r.company, r.Members));
    },

    async get(actor: AuthedUser, id: number) {
      const company = await companyInScope(deps, actor, id);
      const members = await repo.members(id);
      return {
        ...presentCompany(company, members.filter((m) => !m.Locked).length),
        MemberList: members,
        Meters: await meters(deps, company),
      };
    },

    save: bound(save),

    /**
     * The school's staff put anyone in a company. A company's staff do not: the people they may
     * add are those who are theirs already, or new addresses (invite).
     */
    async addMember(actor: AuthedUser, companyId: number, userId: number): Promise<boolean> {
      await companyInScope(deps, actor, companyId);
      if (!isSchoolStaff(actor)) throw new AppError('FORBIDDEN', { field: 'UserId' });
      return work(async (w) => {
        await w.lockRow('users', userId);
        if ((await deps.owners.person(userId, w.tx)) === undefined)
          throw new AppError('NOT_FOUND', { field: 'UserId' });
        return addMemberIn(deps, w, actor.Id, companyId, userId);
      });
    },

    async removeMember(actor: AuthedUser, companyId: number, userId: number): Promise<boolean> {
      await companyInScope(deps, actor, companyId);
      if (userId === actor.Id) throw new AppError('FORBIDDEN', { field: 'UserId' });
      return work(async (w) => {
        const removed = await repo.removeMember(w.tx, companyId, userId);
        if (removed) {
          companyChanged(w, actor.Id, companyId);
          const still = (await repo.membershipsOf(userId, w.tx)).map((m) => m.Id);
          await memberChanged(deps, w, actor.Id, userId, [...still, companyId]);
        }
        return removed;
      });
    },

    async setActive(actor: AuthedUser, companyId: number | null): Promise<ActiveCompany> {
      const scope = await scopeOf(deps, actor);
      const schoolStaff = scope.memberships.length === 0;
      if (companyId === null && !schoolStaff) throw new AppError('FORBIDDEN', { field: 'CompanyId' });
      if (companyId !== null) await companyInScope(deps, actor, companyId);
      return work(async (w) => {
        await repo.setActiveCompany(w.tx, actor.Id, companyId);
        w.log(
          newEvent({
            type: 'user:changed',
            actorId: actor.Id,
            // Only the person's own tabs: their chip moved, nothing about them changed for others.
            about: { userId: actor.Id, companies: null, self: true },
            payload: { UserId: actor.Id },
          }),
        );
        return activeCompanyView(deps, actor, w.tx);
      });
    },

    startTrial: bound(startTrial),

    invite: bound(invite),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
