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
