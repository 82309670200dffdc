// The route table of SPEC §2, each route with its access rule and a lazily loaded page.
// Access words: `public`, `auth` (signed in), `staff` (the spec's "admin": types 2 and 8, or
// privilegies above 50) and `admin` (type 2 only). Pages not built yet show "coming soon".
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AccessRule } from '../../shared/users';
import type { PageProps, PageTitleKey } from '../components/page';
import type { RouteAccess } from './access';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

export interface RouteDef extends RouteAccess {
  path: string;
  titleKey: PageTitleKey;
  page: Page;
}

const ComingSoon = lazy(() => import('../features/coming-soon/ComingSoonPage'));
const Login = lazy(() => import('../features/auth/LoginPage'));
const Register = lazy(() => import('../features/auth/RegisterPage'));
const PasswordRecovery = lazy(() => import('../features/auth/PasswordRecoveryPage'));
const VerifyEmail = lazy(() => import('../features/auth/VerifyEmailPage'));
const Denied = lazy(() => import('../features/errors/DeniedPage'));
const NotFound = lazy(() => import('../features/errors/NotFoundPage'));
const MyStudents = lazy(() => import('../features/messages/MyStudentsPage'));
const MyCourses = lazy(() => import('../features/courses/MyCoursesPage'));
const CourseHome = lazy(() => import('../features/courses/CourseHomePage'));
const CoursePart = lazy(() => import('../features/courses/CoursePartPage'));

function route(
  path: string,
  access: AccessRule,
  titleKey: PageTitleKey,
  page: Page = ComingSoon,
  flags: Omit<RouteAccess, 'access'> = {},
): RouteDef {
  return { path, access, titleKey, page, ...flags };
}

const academy = { academyOnly: true } as const;

export const ROUTES: readonly RouteDef[] = [
  route('/', 'public', 'login', Login),
  route('/login', 'public', 'login', Login),
  route('/register', 'public', 'register', Register, { needsRegistration: true }),
  route('/Resources', 'auth', 'resources', ComingSoon, academy),
  route('/FreeLessons/:category?', 'public', 'freeLessons', ComingSoon, academy),
  route('/EarTraining', 'public', 'earTraining', ComingSoon, academy),
  route('/EarTraining/:subpage', 'public', 'earTraining', ComingSoon, academy),
  route('/News', 'public', 'news'),
  route('/Home', 'public', 'news'),
  route('/News/:id', 'public', 'newsItem'),
  route('/News/:id/:title', 'public', 'newsItem'),
  route('/password-recovery', 'public', 'passwordRecovery', PasswordRecovery),
  route('/password-recovery/:id', 'public', 'passwordRecovery', PasswordRecovery),
  route('/Courses', 'staff', 'courses'),
  route('/MyCourses', 'auth', 'myCourses', MyCourses),
  route('/users', 'staff', 'users'),
  route('/user/:id', 'staff', 'user'),
  route('/invoices', 'admin', 'invoices'),
  route('/customers', 'admin', 'customers'),
  route('/admin/companies', 'staff', 'companies'),
  route('/MyProfile', 'auth', 'myProfile'),
  route('/course/:id', 'auth', 'course', CourseHome),
  route('/course/:id/post/:id2', 'auth', 'coursePart', CoursePart),
  route('/survey/:survey_id', 'auth', 'survey'),
  route('/productlist', 'staff', 'productList'),
  route('/productlist/:product_id', 'staff', 'productEdit'),
  route('/Tasks', 'staff', 'tasks'),
  route('/Tasks/:id', 'staff', 'task'),
  route('/faq', 'public', 'faq'),
  route('/terms-of-service', 'public', 'termsOfService'),
  route('/privacy', 'public', 'privacy'),
  route('/verify-email', 'public', 'verifyEmail', VerifyEmail),
  // Route matching ignores case, so this also answers /Products (hidden in teams as well).
  route('/products', 'public', 'products', ComingSoon, academy),
  route('/book-a-coaching-session', 'public', 'bookCoaching', ComingSoon, academy),
  route('/student-benefits', 'public', 'studentBenefits', ComingSoon, academy),
  route('/versions', 'staff', 'versions'),
  route('/codes', 'staff', 'codes'),
  route('/adminschedule', 'admin', 'adminSchedule'),
  route('/statistics', 'staff', 'statistics'),
  route('/pp', 'staff', 'pp'),
  route('/sp', 'staff', 'sp'),
  route('/oss', 'staff', 'oss'),
  route('/accounting', 'admin', 'accounting'),
  route('/accounting/mainbook', 'auth', 'mainbook'),
  route('/admin/surveys', 'admin', 'surveys'),
  route('/admin/surveys/:id', 'admin', 'surveyEdit'),
  route('/admin/surveys/:id/results', 'admin', 'surveyResults'),
  route('/product/:slug', 'public', 'product'),
  route('/achievement/:id/:course_id', 'auth', 'achievement'),
  route('/denied', 'public', 'denied', Denied),
  route('/404', 'public', 'notFound', NotFound),
  route('/redeem-code', 'auth', 'redeemCode'),
  // Not in SPEC §2: a coach's students with live presence and unread counts, into the chat.
  route('/my-students', 'staff', 'myStudents', MyStudents),
  // The spec sends /webshop to an external store; until that address exists it is a page here.
  route('/webshop', 'public', 'webshop', ComingSoon, academy),
];
