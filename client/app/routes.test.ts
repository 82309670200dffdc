// The route table must hold every route of SPEC §2, written as the spec writes it.
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

const SPEC_PATHS = [
  '/',
  '/login',
  '/register',
  '/Resources',
  '/FreeLessons/:category?',
  '/EarTraining',
  '/EarTraining/:subpage',
  '/News',
  '/News/:id',
  '/News/:id/:title',
  '/Home',
  '/password-recovery',
  '/password-recovery/:id',
  '/Courses',
  '/MyCourses',
  '/users',
  '/user/:id',
  '/invoices',
  '/customers',
  '/admin/companies',
  '/MyProfile',
  '/course/:id',
  '/course/:id/post/:id2',
  '/survey/:survey_id',
  '/productlist',
  '/productlist/:product_id',
  '/Tasks',
  '/Tasks/:id',
  '/faq',
  '/terms-of-service',
  '/privacy',
  '/verify-email',
  '/products',
  '/book-a-coaching-session',
  '/student-benefits',
  '/versions',
  '/codes',
  '/adminschedule',
  '/statistics',
  '/pp',
  '/sp',
  '/oss',
  '/accounting',
  '/accounting/mainbook',
  '/admin/surveys',
  '/admin/surveys/:id',
  '/admin/surveys/:id/results',
  '/product/:slug',
  '/achievement/:id/:course_id',
  '/denied',
  '/404',
  '/redeem-code',
  '/webshop',
];

/** Pages the spec does not list; each is noted in routes.ts. */
const ADDED_PATHS = [
  '/my-students',
  '/verify/:code',
  '/operations',
  '/admin/webhooks',
  '/admin/achievements',
  '/notifications',
  '/school-settings',
];

describe('route table', () => {
  it('has every route of the spec exactly once, and our additions', () => {
    const paths = ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
  });

  it('keeps type 2 pages for type 2', () => {
    const adminOnly = ROUTES.filter((route) => route.access === 'admin').map((route) => route.path);
    for (const path of ['/accounting', '/invoices', '/customers', '/admin/surveys', '/admin/achievements']) {
      expect(adminOnly).toContain(path);
    }
  });

  it('opens the schedule to coaches for their own times (SPEC §2 "admin": types 2 and 8)', () => {
    expect(ROUTES.find((route) => route.path === '/adminschedule')?.access).toBe('staff');
  });

  it('opens the main book page to anyone signed in, as the spec routes it (its data stays type 2)', () => {
    expect(ROUTES.find((route) => route.path === '/accounting/mainbook')?.access).toBe('auth');
  });

  it('opens the version history to coaches as to admins (SPEC §5: type 2 or 8)', () => {
    const versions = ROUTES.find((route) => route.path === '/versions');
    expect(versions?.access).toBe('staff');
  });
});
