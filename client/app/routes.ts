// The route table of SPEC §2, each route with its access rule and a lazily loaded page.
// Access words: `public`, `auth` (signed in), `staff` (the spec's "admin": types 2 and 8, or
// privilegies above 50) and `admin` (type 2 only). Every route has its page.
import type { AccessRule } from '../../shared/users';
import type { RouteAccess } from '../base/access';
import { lazyWithTexts } from '../base/featureTexts';
import type { PageProps, PageTitleKey } from '../components/page';

type Page = ReturnType<typeof lazyWithTexts<PageProps>>;

export interface RouteDef extends RouteAccess {
  path: string;
  titleKey: PageTitleKey;
  page: Page;
}

const Login = lazyWithTexts([], () => import('../features/auth/LoginPage'));
const Register = lazyWithTexts(['auth'], () => import('../features/auth/RegisterPage'));
const PasswordRecovery = lazyWithTexts(['auth'], () => import('../features/auth/PasswordRecoveryPage'));
const VerifyEmail = lazyWithTexts(['auth'], () => import('../features/auth/VerifyEmailPage'));
const Denied = lazyWithTexts(['errorPages'], () => import('../features/errors/DeniedPage'));
const NotFound = lazyWithTexts(['errorPages'], () => import('../features/errors/NotFoundPage'));
const MyStudents = lazyWithTexts(['messages'], () => import('../features/messages/MyStudentsPage'));
const MyProfile = lazyWithTexts(
  ['rewards', 'people', 'invoices', 'habits'],
  () => import('./pages/MyProfilePage'),
);
const Achievement = lazyWithTexts(['rewards'], () => import('../features/rewards/AchievementPage'));
const AchievementsAdmin = lazyWithTexts(
  ['rewards'],
  () => import('../features/rewards/AchievementsAdminPage'),
);
const VerifyCertificate = lazyWithTexts(
  ['rewards'],
  () => import('../features/rewards/VerifyCertificatePage'),
);
const MyCourses = lazyWithTexts(['courses'], () => import('../features/courses/MyCoursesPage'));
const CourseHome = lazyWithTexts(['courses'], () => import('../features/courses/CourseHomePage'));
const CoursePart = lazyWithTexts(['courses', 'exams'], () => import('../features/courses/CoursePartPage'));
const CoursesAdmin = lazyWithTexts(['editing'], () => import('../features/editing/CoursesAdminPage'));
const News = lazyWithTexts(['news', 'siteShell'], () => import('../features/news/NewsPage'));
const NewsItem = lazyWithTexts(['news'], () => import('../features/news/NewsItemPage'));
const Notifications = lazyWithTexts(
  ['notifications', 'messages'],
  () => import('../features/notifications/NotificationsPage'),
);
const Versions = lazyWithTexts(['siteShell'], () => import('../features/versions/VersionsPage'));
const Start = lazyWithTexts([], () => import('./StartPage'));
const SiteText = lazyWithTexts(['publicSite'], () => import('../features/publicSite/TextPage'));
const BookCoaching = lazyWithTexts(
  ['publicSite', 'schedule'],
  () => import('../features/publicSite/BookCoachingPage'),
);
const Resources = lazyWithTexts(['publicSite'], () => import('../features/publicSite/ResourcesPage'));
const FreeLessons = lazyWithTexts(['publicSite'], () => import('../features/publicSite/FreeLessonsPage'));
const Webshop = lazyWithTexts(['publicSite'], () => import('../features/publicSite/WebshopPage'));
const AdminSchedule = lazyWithTexts(['schedule'], () => import('../features/schedule/AdminSchedulePage'));
const Tasks = lazyWithTexts(['tasks', 'messages'], () => import('../features/tasks/TasksPage'));
const TaskDetail = lazyWithTexts(
  ['tasks', 'messages', 'exams', 'courses'],
  () => import('../features/tasks/TaskPage'),
);
const Users = lazyWithTexts(
  ['people', 'messages', 'companies', 'dataTable'],
  () => import('../features/people/UsersPage'),
);
const UserDetail = lazyWithTexts(['people', 'messages'], () => import('../features/people/UserPage'));
const Companies = lazyWithTexts(
  ['companies', 'people', 'dataTable'],
  () => import('../features/companies/CompaniesPage'),
);
const Plans = lazyWithTexts(['companies'], () => import('../features/companies/PlansPage'));
const ProductList = lazyWithTexts(
  ['products', 'dataTable'],
  () => import('../features/products/ProductListPage'),
);
const ProductEdit = lazyWithTexts(
  ['products', 'people'],
  () => import('../features/products/ProductEditPage'),
);
const Catalogue = lazyWithTexts(['products'], () => import('../features/products/CataloguePage'));
const Product = lazyWithTexts(['products', 'invoices'], () => import('../features/products/ProductPage'));
const Codes = lazyWithTexts(['codes'], () => import('../features/codes/CodesPage'));
const RedeemCode = lazyWithTexts(['codes'], () => import('../features/codes/RedeemCodePage'));
const Surveys = lazyWithTexts(['surveys'], () => import('../features/surveys/SurveysAdminPage'));
const SurveyEdit = lazyWithTexts(['surveys'], () => import('../features/surveys/SurveyEditPage'));
const SurveyResults = lazyWithTexts(['surveys'], () => import('../features/surveys/SurveyResultsPage'));
const SurveyAnswer = lazyWithTexts(['surveys'], () => import('../features/surveys/SurveyPage'));
const EarTraining = lazyWithTexts(['earTraining'], () => import('../features/ear-training/EarTrainingPage'));
const Customers = lazyWithTexts(
  ['customers', 'people', 'dataTable'],
  () => import('../features/customers/CustomersPage'),
);
const Invoices = lazyWithTexts(
  ['invoices', 'customers', 'people', 'dataTable'],
  () => import('../features/invoices/InvoicesPage'),
);
const Accounting = lazyWithTexts(['accounting'], () => import('../features/accounting/AccountingPage'));
const Mainbook = lazyWithTexts(['accounting'], () => import('../features/accounting/MainbookPage'));
const SalesReport = lazyWithTexts(['accounting'], () => import('../features/accounting/SalesReportPage'));
const OssReport = lazyWithTexts(['accounting'], () => import('../features/accounting/OssReportPage'));
const Statistics = lazyWithTexts(['statistics'], () => import('../features/statistics/StatisticsPage'));
const Operations = lazyWithTexts(['statistics'], () => import('../features/statistics/OperationsPage'));
const Webhooks = lazyWithTexts(['webhooks'], () => import('../features/webhooks/WebhooksPage'));
const SchoolSettings = lazyWithTexts(['school'], () => import('../features/school/BrandingPage'));

function route(
  path: string,
  access: AccessRule,
  titleKey: PageTitleKey,
  page: Page,
  flags: Omit<RouteAccess, 'access'> = {},
): RouteDef {
  return { path, access, titleKey, page, ...flags };
}

const academy = { academyOnly: true } as const;
/** The school's own pages: their calls refuse a company's people (the `school` scope). */
const school = { schoolOnly: true } as const;

export const ROUTES: readonly RouteDef[] = [
  // The teams variant's landing page for visitors, else sign in (features/publicSite/LandingPage).
  route('/', 'public', 'login', Start),
  route('/login', 'public', 'login', Login),
  route('/register', 'public', 'register', Register, { needsRegistration: true }),
  route('/Resources', 'auth', 'resources', Resources, academy),
  route('/FreeLessons/:category?', 'public', 'freeLessons', FreeLessons, academy),
  route('/EarTraining', 'public', 'earTraining', EarTraining, academy),
  route('/EarTraining/:subpage', 'public', 'earTraining', EarTraining, academy),
  route('/News', 'public', 'news', News),
  route('/Home', 'public', 'news', News),
  route('/News/:id', 'public', 'newsItem', NewsItem),
  route('/News/:id/:title', 'public', 'newsItem', NewsItem),
  route('/password-recovery', 'public', 'passwordRecovery', PasswordRecovery),
  route('/password-recovery/:id', 'public', 'passwordRecovery', PasswordRecovery),
  route('/Courses', 'staff', 'courses', CoursesAdmin),
  route('/MyCourses', 'auth', 'myCourses', MyCourses),
  route('/users', 'staff', 'users', Users),
  route('/user/:id', 'staff', 'user', UserDetail),
  route('/invoices', 'admin', 'invoices', Invoices, school),
  route('/customers', 'admin', 'customers', Customers, school),
  route('/admin/companies', 'staff', 'companies', Companies),
  route('/MyProfile', 'auth', 'myProfile', MyProfile),
  route('/notifications', 'auth', 'notifications', Notifications),
  route('/course/:id', 'auth', 'course', CourseHome),
  route('/course/:id/post/:id2', 'auth', 'coursePart', CoursePart),
  route('/survey/:survey_id', 'auth', 'survey', SurveyAnswer),
  route('/productlist', 'staff', 'productList', ProductList, school),
  route('/productlist/:product_id', 'staff', 'productEdit', ProductEdit, school),
  route('/Tasks', 'staff', 'tasks', Tasks),
  route('/Tasks/:id', 'staff', 'task', TaskDetail),
  route('/faq', 'public', 'faq', SiteText),
  route('/terms-of-service', 'public', 'termsOfService', SiteText),
  route('/privacy', 'public', 'privacy', SiteText),
  route('/verify-email', 'public', 'verifyEmail', VerifyEmail),
  // Route matching ignores case, so this also answers /Products (hidden in teams as well).
  route('/products', 'public', 'products', Catalogue, academy),
  route('/book-a-coaching-session', 'public', 'bookCoaching', BookCoaching, academy),
  route('/student-benefits', 'public', 'studentBenefits', SiteText, academy),
  // Staff (types 2 and 8): SPEC §5 "admin routes need type 2 or 8" and the version-history ban of type 1.
  route('/versions', 'staff', 'versions', Versions, school),
  route('/codes', 'staff', 'codes', Codes),
  // SPEC §2's "admin" (staff): a coach keeps and sees their own times here, an admin every coach's.
  route('/adminschedule', 'staff', 'adminSchedule', AdminSchedule, school),
  route('/statistics', 'staff', 'statistics', Statistics, school),
  route('/pp', 'staff', 'pp', Plans, school),
  route('/sp', 'staff', 'sp', SalesReport, school),
  route('/oss', 'staff', 'oss', OssReport, school),
  route('/accounting', 'admin', 'accounting', Accounting, school),
  // SPEC §2: the main book's page is `auth`; its call (get_mainbook) stays the school admins'
  // alone, so anyone else who opens it is told the book is not theirs.
  route('/accounting/mainbook', 'auth', 'mainbook', Mainbook),
  route('/admin/surveys', 'admin', 'surveys', Surveys, school),
  route('/admin/surveys/:id', 'admin', 'surveyEdit', SurveyEdit, school),
  route('/admin/surveys/:id/results', 'admin', 'surveyResults', SurveyResults, school),
  route('/product/:slug', 'public', 'product', Product),
  route('/achievement/:id/:course_id', 'auth', 'achievement', Achievement),
  // Not in SPEC §2: the school's admins edit its achievements (docs/decisions.md "Achievements").
  route('/admin/achievements', 'admin', 'achievementsAdmin', AchievementsAdmin, school),
  route('/denied', 'public', 'denied', Denied),
  route('/404', 'public', 'notFound', NotFound),
  route('/redeem-code', 'auth', 'redeemCode', RedeemCode),
  // Not in SPEC §2: a coach's students with live presence and unread counts, into the chat.
  route('/my-students', 'staff', 'myStudents', MyStudents),
  // Not in SPEC §2: the public certificate verification a certificate's QR code leads to (issue 5).
  route('/verify/:code', 'public', 'verify', VerifyCertificate),
  // Not in SPEC §2: the school's admins' live event log (docs/decisions.md "Operations console").
  route('/operations', 'admin', 'operations', Operations, school),
  // A company's admin manages their company's endpoints (the calls keep to its walls).
  route('/admin/webhooks', 'admin', 'webhooks', Webhooks),
  route('/school-settings', 'admin', 'schoolSettings', SchoolSettings, school),
  // Sends the visitor on to the configured external store (settings `webshopUrl`).
  route('/webshop', 'public', 'webshop', Webshop, academy),
];
