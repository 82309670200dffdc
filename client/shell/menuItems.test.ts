// The admin menu offers a company's staff only the pages of their company; the server refuses
// the school's own pages to them anyway (docs/architecture.md "Scope").
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import { ROUTES } from '../app/routes';
import { judgeRoute } from '../base/access';
import { ADMIN_MENU, entryRule, visibleAdminMenu } from './menuItems';

const paths = (user: Parameters<typeof visibleAdminMenu>[0]) => visibleAdminMenu(user).map((e) => e.to);
const schoolPages = [
  '/productlist',
  '/statistics',
  '/operations',
  '/accounting',
  '/invoices',
  '/customers',
  '/sp',
  '/oss',
  '/pp',
];

describe('the admin menu', () => {
  it('shows the school’s admin every page, the school’s own included', () => {
    const shown = paths({ UserType: USER_TYPE.admin, privilegies: 0, CompanyIds: [] });
    for (const page of [...schoolPages, '/admin/surveys', '/adminschedule', '/users', '/codes'])
      expect(shown).toContain(page);
  });

  it('shows a company’s admin their company’s pages and none of the school’s', () => {
    const shown = paths({ UserType: USER_TYPE.admin, privilegies: 0, CompanyIds: [7] });
    for (const page of ['/users', '/Courses', '/codes', '/Tasks', '/admin/companies'])
      expect(shown).toContain(page);
    for (const page of [...schoolPages, '/admin/surveys', '/adminschedule', '/login?edit=1'])
      expect(shown).not.toContain(page);
  });

  it('shows a coach the staff pages but not the admins’ ones', () => {
    const shown = paths({ UserType: USER_TYPE.coach, privilegies: 0, CompanyIds: [] });
    expect(shown).toContain('/productlist');
    expect(shown).toContain('/adminschedule');
    expect(shown).not.toContain('/accounting');
  });

  it('reaches the reports a coach may read, and the plans for the school’s admin alone', () => {
    const coach = paths({ UserType: USER_TYPE.coach, privilegies: 0, CompanyIds: [] });
    expect(coach).toContain('/sp');
    expect(coach).toContain('/oss');
    expect(coach).not.toContain('/pp');
    expect(paths({ UserType: USER_TYPE.admin, privilegies: 0, CompanyIds: [] })).toContain('/pp');
  });

  it('offers no one an entry whose page the route guard refuses: one rule for both', () => {
    for (const entry of ADMIN_MENU) expect(entryRule(entry), entry.to).toBeDefined();
    const people = [USER_TYPE.admin, USER_TYPE.coach].flatMap((UserType) =>
      [[], [7]].map((CompanyIds) => ({ UserType, privilegies: 0, CompanyIds })),
    );
    for (const user of people)
      for (const entry of visibleAdminMenu(user)) {
        const route = ROUTES.find((r) => r.path === entry.to);
        if (route)
          expect(judgeRoute(route, { user, site: 'academy', registrationEnabled: true }), entry.to).toBe(
            'allow',
          );
      }
  });

  it('refuses a company’s people every school page, by the route guard as by the server', () => {
    const trialAdmin = { UserType: USER_TYPE.admin, privilegies: 0, CompanyIds: [7] };
    for (const path of [...schoolPages, '/admin/surveys', '/adminschedule', '/versions']) {
      const route = ROUTES.find((r) => r.path === path)!;
      expect(judgeRoute(route, { user: trialAdmin, site: 'teams', registrationEnabled: true }), path).toBe(
        'denied',
      );
    }
  });
});
