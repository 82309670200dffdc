// Which pages a visitor may open (SPEC §2, §5, §6). The access rules mirror shared/users.ts
// `passesAccess` (access.test.ts keeps them equal): that module also builds a zod schema, which
// would put zod into the first bundle.
import type { Site } from '../../shared/site';
import type { AccessRule, Principal } from '../../shared/users';

const ADMIN_TYPE = 2;
const COACH_TYPE = 8;
const STAFF_PRIVILEGIES_THRESHOLD = 50;

/** Staff: type 2 or 8, or privilegies above 50 (the spec's "admin" pages). */
export function isStaffUser(user: Principal): boolean {
  return (
    user.UserType === ADMIN_TYPE ||
    user.UserType === COACH_TYPE ||
    user.privilegies > STAFF_PRIVILEGIES_THRESHOLD
  );
}

/** Type 2 only: accounting, invoices, customers, surveys, schedule. */
export function isAdminUser(user: Principal): boolean {
  return user.UserType === ADMIN_TYPE;
}

export function passes(rule: AccessRule, user: Principal | null): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'auth':
      return user !== null;
    case 'staff':
      return user !== null && isStaffUser(user);
    case 'admin':
      return user !== null && isAdminUser(user);
  }
}

export interface RouteAccess {
  access: AccessRule;
  /** Tagged for the academy variant: hidden in `teams` (SPEC §2). */
  academyOnly?: boolean;
  /** Shown only while registration is enabled. */
  needsRegistration?: boolean;
}

export interface VisitContext {
  user: Principal | null;
  site: Site;
  registrationEnabled: boolean;
}

export type Verdict = 'allow' | 'signIn' | 'denied' | 'notFound';

export function judgeRoute(route: RouteAccess, visit: VisitContext): Verdict {
  if (route.academyOnly && visit.site !== 'academy') return 'notFound';
  if (route.needsRegistration && !visit.registrationEnabled) return 'notFound';
  if (passes(route.access, visit.user)) return 'allow';
  return visit.user ? 'denied' : 'signIn';
}
