// The menus' entries and who sees them (SPEC §2 "Admin submenu", §6). Menus are a convenience;
// the route guard and the server decide access.

import { isStaffType, USER_TYPE } from '../../shared/access';
import type { Site } from '../../shared/site';
import type { Principal } from '../../shared/users';
import { ROUTES } from '../app/routes';
import { judgeRoute, type RouteAccess } from '../base/access';
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
  to: string;
  labelKey: NavLabelKey;
  /**
   * Narrower than the page's route: the menu offers it to type 2 alone (a coach may read the
   * plans at /pp, but only admins change them).
   */
  adminOnly?: boolean;
  /** For an entry that is not a page of its own (the sign-in page in edit mode): who sees it. */
  rule?: RouteAccess;
}

// Who may open each entry is its route's rule (app/routes.ts), the one the route guard applies and
// the server's calls match, so the menu never offers a page that answers "No access".
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  // The school's look (its name, logo, colour, mail sender); it links the head's checklist.
  { to: '/school-settings', labelKey: 'schoolSettings' },
  { to: '/users', labelKey: 'users' },
  { to: '/Courses', labelKey: 'courses' },
  { to: '/codes', labelKey: 'codes' },
  { to: '/productlist', labelKey: 'productList' },
  { to: '/Tasks', labelKey: 'tasks' },
  { to: '/my-students', labelKey: 'myStudents' },
  { to: '/admin/companies', labelKey: 'companies' },
  { to: '/statistics', labelKey: 'statistics' },
  { to: '/operations', labelKey: 'operations' },
  { to: '/accounting', labelKey: 'accounting' },
  // The reports staff may read, which /accounting (admins only) links as well.
  { to: '/sp', labelKey: 'salesReport' },
  { to: '/oss', labelKey: 'ossReport' },
  { to: '/pp', labelKey: 'plans', adminOnly: true },
  { to: '/invoices', labelKey: 'invoices' },
  { to: '/customers', labelKey: 'customers' },
  { to: '/admin/surveys', labelKey: 'surveys' },
  { to: '/admin/achievements', labelKey: 'achievements' },
  // Coaches too (issue 31): their own published and booked times; admins see every coach's.
  { to: '/adminschedule', labelKey: 'schedule' },
  // A company's admin too: their company's endpoints.
  { to: '/admin/webhooks', labelKey: 'webhooks' },
  // The sign-in page with page-edit mode on (features/auth/useTextEditVisit): the school's page texts.
  { to: '/login?edit=1', labelKey: 'loginEdit', rule: { access: 'admin', schoolOnly: true } },
];

/** The admin menu is for types 2 and 8 (SPEC §2); type 2 also sees its own entries. */
export function showsAdminMenu(user: Principal | null): boolean {
  return user !== null && isStaffType(user.UserType);
}

/** The rule that decides whether an entry opens for someone: its own, else its route's. */
export function entryRule(entry: AdminMenuEntry): RouteAccess | undefined {
  return entry.rule ?? ROUTES.find((route) => route.path === entry.to);
}

/** The entries whose page lets this person in (a company's staff: only their company's pages). */
export function visibleAdminMenu(
  user: Principal & { CompanyIds?: readonly number[] },
  site: Site = 'academy',
): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => {
    const rule = entryRule(entry);
    if (!rule || (entry.adminOnly && user.UserType !== USER_TYPE.admin)) return false;
    return judgeRoute(rule, { user, site, registrationEnabled: true }) === 'allow';
  });
}
