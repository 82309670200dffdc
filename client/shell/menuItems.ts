// The menus' entries and who sees them (SPEC §2 "Admin submenu", §6). Menus are a convenience;
// the route guard and the server decide access.

import { isStaffType, passesScope, USER_TYPE } from '../../shared/access';
import type { Site } from '../../shared/site';
import type { Principal } from '../../shared/users';
import type en from '../base/i18n/en.json';

export type NavLabelKey = keyof typeof en.nav;

type Audience = 'everyone' | 'signedOut' | 'signedIn';

export interface MainMenuEntry {
  to: string;
  labelKey: NavLabelKey;
  audience: Audience;
  academyOnly?: boolean;
  needsRegistration?: boolean;
}

export const MAIN_MENU: readonly MainMenuEntry[] = [
  { to: '/login', labelKey: 'signIn', audience: 'signedOut' },
  { to: '/register', labelKey: 'signUp', audience: 'signedOut', needsRegistration: true },
  { to: '/MyCourses', labelKey: 'myCourses', audience: 'signedIn' },
  { to: '/MyProfile', labelKey: 'myProfile', audience: 'signedIn' },
  { to: '/News', labelKey: 'news', audience: 'everyone' },
  { to: '/FreeLessons', labelKey: 'freeLessons', audience: 'everyone', academyOnly: true },
  { to: '/EarTraining', labelKey: 'earTraining', audience: 'everyone', academyOnly: true },
  { to: '/Resources', labelKey: 'resources', audience: 'signedIn', academyOnly: true },
  { to: '/products', labelKey: 'products', audience: 'everyone', academyOnly: true },
  { to: '/book-a-coaching-session', labelKey: 'bookCoaching', audience: 'everyone', academyOnly: true },
  { to: '/student-benefits', labelKey: 'studentBenefits', audience: 'everyone', academyOnly: true },
  { to: '/redeem-code', labelKey: 'redeemCode', audience: 'signedIn' },
  { to: '/webshop', labelKey: 'webshop', audience: 'everyone', academyOnly: true },
  { to: '/faq', labelKey: 'faq', audience: 'everyone' },
];

export interface MenuVisit {
  signedIn: boolean;
  site: Site;
  registrationEnabled: boolean;
}

export function visibleMainMenu(visit: MenuVisit): MainMenuEntry[] {
  return MAIN_MENU.filter((entry) => {
    if (entry.academyOnly && visit.site !== 'academy') return false;
    if (entry.needsRegistration && !visit.registrationEnabled) return false;
    if (entry.audience === 'signedIn') return visit.signedIn;
    if (entry.audience === 'signedOut') return !visit.signedIn;
    return true;
  });
}

export interface AdminMenuEntry {
  /** Absent for entries whose page does not exist yet. */
  to?: string;
  labelKey: NavLabelKey;
  /** Type 2 only; the rest is for types 2 and 8. */
  adminOnly?: boolean;
  /** The school's own pages (its catalogue, books, surveys, schedule): not for a company's staff. */
  schoolOnly?: boolean;
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  // The school's look (its name, logo, colour, mail sender); it links the head's checklist.
  { to: '/school-settings', labelKey: 'schoolSettings', adminOnly: true, schoolOnly: true },
  { to: '/users', labelKey: 'users' },
  { to: '/Courses', labelKey: 'courses' },
  { to: '/codes', labelKey: 'codes' },
  { to: '/productlist', labelKey: 'productList', schoolOnly: true },
  { to: '/Tasks', labelKey: 'tasks' },
  { to: '/my-students', labelKey: 'myStudents' },
  { to: '/admin/companies', labelKey: 'companies' },
  { to: '/statistics', labelKey: 'statistics', schoolOnly: true },
  { to: '/operations', labelKey: 'operations', adminOnly: true, schoolOnly: true },
  { to: '/accounting', labelKey: 'accounting', adminOnly: true, schoolOnly: true },
  // The reports staff may read, which /accounting (admins only) links as well.
  { to: '/sp', labelKey: 'salesReport', schoolOnly: true },
  { to: '/oss', labelKey: 'ossReport', schoolOnly: true },
  { to: '/pp', labelKey: 'plans', adminOnly: true, schoolOnly: true },
  { to: '/invoices', labelKey: 'invoices', adminOnly: true, schoolOnly: true },
  { to: '/customers', labelKey: 'customers', adminOnly: true, schoolOnly: true },
  { to: '/admin/surveys', labelKey: 'surveys', adminOnly: true, schoolOnly: true },
  { to: '/admin/achievements', labelKey: 'achievements', adminOnly: true, schoolOnly: true },
  { to: '/adminschedule', labelKey: 'schedule', adminOnly: true, schoolOnly: true },
  // A company's admin too: their company's endpoints.
  { to: '/admin/webhooks', labelKey: 'webhooks', adminOnly: true },
  // The sign-in page with page-edit mode on (features/auth/useTextEditVisit).
  { to: '/login?edit=1', labelKey: 'loginEdit', adminOnly: true, schoolOnly: true },
];

/** The admin menu is for types 2 and 8 (SPEC §2); type 2 also sees its own entries. */
export function showsAdminMenu(user: Principal | null): boolean {
  return user !== null && isStaffType(user.UserType);
}

/** A company's staff see only the pages of their company (the server refuses the rest). */
export function visibleAdminMenu(user: Principal & { CompanyIds?: readonly number[] }): AdminMenuEntry[] {
  return ADMIN_MENU.filter(
    (entry) =>
      (!entry.adminOnly || user.UserType === USER_TYPE.admin) &&
      (!entry.schoolOnly || passesScope('school', user)),
  );
}
