// User types and the access rules every call names (SPEC §6, docs/architecture.md "Security model").
// Free of zod, so the client's first bundle can use the same rules.

export const USER_TYPE = { student: 1, admin: 2, coach: 8 } as const;

export type UserTypeCode = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The staff types (admins and coaches): coaches' replies are timed, their menus shown. */
export const STAFF_TYPES: readonly number[] = [USER_TYPE.admin, USER_TYPE.coach];

/** Whether a user type is staff by type alone (not by privilegies). */
export function isStaffType(type: number): boolean {
  return STAFF_TYPES.includes(type);
}

/** Staff pass with type 2 or 8, or with privilegies above 50 (SPEC §5). */
export const STAFF_PRIVILEGIES_THRESHOLD = 50;

export const ACCESS_RULES = ['public', 'auth', 'staff', 'admin'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/**
 * What rows a call reaches, beside who may send it (docs/architecture.md "Scope"):
 * - `open`: no row of the school or of a company (public pages, signing in);
 * - `own`: only the caller's own rows (their profile, messages, progress, exams);
 * - `school`: the school's site-wide powers (news, page texts, settings, plans, products, the
 *   schedule, surveys, the books): the school's own staff alone; a company's people are refused;
 * - `company`: rows of the school or of one company, decided by the scope policy: a company's
 *   staff reach only their company's rows, and a row out of reach answers like a missing one.
 */
export const CALL_SCOPES = ['open', 'own', 'school', 'company'] as const;
export type CallScope = (typeof CALL_SCOPES)[number];

/** Whether a caller passes a call's scope level: `school` is the school's own people alone. */
export function passesScope(scope: CallScope, user: { CompanyIds?: readonly number[] } | null): boolean {
  return scope !== 'school' || (user !== null && (user.CompanyIds?.length ?? 0) === 0);
}

export interface Principal {
  UserType: number;
  privilegies: number;
}

export function isStaff(user: Principal): boolean {
  return (
    user.UserType === USER_TYPE.admin ||
    user.UserType === USER_TYPE.coach ||
    user.privilegies > STAFF_PRIVILEGIES_THRESHOLD
  );
}

export function isAdmin(user: Principal): boolean {
  return user.UserType === USER_TYPE.admin;
}

/** Whether a signed-in user (or nobody, for null) passes an access rule. */
export function passesAccess(rule: AccessRule, user: Principal | null): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'auth':
      return user !== null;
    case 'staff':
      return user !== null && isStaff(user);
    case 'admin':
      return user !== null && isAdmin(user);
  }
}
