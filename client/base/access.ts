// Which pages a visitor may open (SPEC §2, §5, §6), by the same access rules the server enforces
// (shared/access.ts, which stays free of zod for the first bundle).

import type { AccessRule, Principal } from '../../shared/access';
import { isAdmin, isStaff, passesAccess, passesScope } from '../../shared/access';
import type { Site } from '../../shared/site';

/** Staff: type 2 or 8, or privilegies above 50 (the spec's "admin" pages). */
export const isStaffUser = isStaff;
/** Type 2 only: accounting, invoices, customers, surveys, schedule. */
export const isAdminUser = isAdmin;
export const passes: (rule: AccessRule, user: Principal | null) => boolean = passesAccess;

export interface RouteAccess {
  access: AccessRule;
  /** Tagged for the academy variant: hidden in `teams` (SPEC §2). */
  academyOnly?: boolean;
  /** Shown only while registration is enabled. */
  needsRegistration?: boolean;
  /**
   * The school's own pages (its catalogue, books, plans, surveys, schedule, statistics): their
   * calls have the `school` scope, so a company's people are refused here as the server refuses them.
   */
  schoolOnly?: boolean;
}

export interface VisitContext {
  user: (Principal & { CompanyIds?: readonly number[] }) | null;
  site: Site;
  registrationEnabled: boolean;
}

export type Verdict = 'allow' | 'signIn' | 'denied' | 'notFound';

export function judgeRoute(route: RouteAccess, visit: VisitContext): Verdict {
  if (route.academyOnly && visit.site !== 'academy') return 'notFound';
  if (route.needsRegistration && !visit.registrationEnabled) return 'notFound';
  if (passes(route.access, visit.user) && (!route.schoolOnly || passesScope('school', visit.user)))
    return 'allow';
  return visit.user ? 'denied' : 'signIn';
}
