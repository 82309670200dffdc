// Signing in, being refused, signing out (SPEC §4, §5, §8). These journeys sign in through the
// form themselves; each signs out or revokes only the session it opened.
import { expectAccessible, visit } from './support/a11y';
import { ACCOUNTS, PASSWORD, signIn } from './support/accounts';
import { makePerson } from './support/factories';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test('a student signs in and sees their name in the top bar', async ({ page }) => {
  await signIn(page, 'student');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: `My profile, ${ACCOUNTS.student.name}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_type'))).toBe('1');
  await expectAccessible(page);
});

test('a student opening /users is refused with "No access to this page"', async ({ openAs }) => {
  const page = await openAs('student');
  await page.goto('/users');
  // The page says why (a toast says it too, for a while: the page's reason is the one that stays).
  await expect(page.getByTestId('denied-reason')).toHaveText('No access to this page');
  await expect(page).toHaveURL(/\/denied\?triedUrl=%2Fusers$/);
  await expectAccessible(page);
});

test('signing out says "You signed out!" and keeps the preserved keys', async ({ page }) => {
  await signIn(page, 'student');
  await page.evaluate(() => localStorage.setItem('userLocale', 'en'));
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('user-token'),
    locale: localStorage.getItem('userLocale'),
  }));
  expect(stored).toEqual({ token: null, locale: 'en' });
  // A guarded page now asks to sign in, remembering where the visitor was going.
  await page.goto('/MyProfile');
  await expect(page).toHaveURL(/\/login\?triedUrl=%2FMyProfile$/);
});

test('a visitor sent to sign in comes back to the page they tried', async ({ page }) => {
  await page.goto('/MyProfile');
  await expect(page).toHaveURL(/\/login\?triedUrl=%2FMyProfile$/);
  await page.getByLabel('Email').fill(ACCOUNTS.student2.email);
  await page.getByLabel('Password', { exact: true }).fill('tonic-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyProfile$/);
  await expect(page.getByRole('banner').getByText(ACCOUNTS.student2.name)).toBeVisible();
  await expectAccessible(page);
});

test('the login form explains missing input and a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please provide a valid email and password before you try to log in!',
  );
  await page.getByLabel('Email').fill(ACCOUNTS.student2.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong email or password');
  await expectAccessible(page);
});

test('/login?logout=true signs out', async ({ page }) => {
  await signIn(page, 'student2');
  await page.goto('/login?logout=true');
  await expect(page.getByText('You signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tonic' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
});

test('live updates connect after sign-in and learn the event cursor', async ({ page }) => {
  const firstCatchUp = page.waitForRequest(
    (request) => request.url().endsWith('/api/backend/events.php') && request.method() === 'POST',
  );
  await signIn(page, 'student');
  const body = new URLSearchParams((await firstCatchUp).postData() ?? '');
  expect(body.get('req')).toBe('get_events');
  expect(JSON.parse(body.get('data') ?? 'null')).toEqual({});
  await expect(page.getByRole('img', { name: 'Live updates are on' })).toBeVisible();
});

test.describe('with a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('signing out says "Du har loggat ut!" even with English chosen for the UI', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('userLocale', 'en'));
    await signIn(page, 'student');
    await page.getByRole('button', { name: 'Open main menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Du har loggat ut!')).toBeVisible();
  });
});

test('a session revoked elsewhere signs the tab out through the socket handshake', async ({ page }) => {
  await signIn(page, 'student');
  await expect(page.getByRole('img', { name: 'Live updates are on' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  // As if signed out in another tab: the server revokes the token and drops its sockets.
  const revoked = await page.request.post('/api/backend/login.php', {
    form: { req: 'sign_out', data: JSON.stringify({ token }) },
  });
  expect(revoked.ok()).toBe(true);
  await expect(page.getByText('Your session has ended, please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?triedUrl=%2FMyCourses$/);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
});

test('signing out never calls the server with the revoked token, and never says the session ended', async ({
  page,
}) => {
  await signIn(page, 'student');
  await expect(page.getByRole('img', { name: 'Live updates are on' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  expect(token).not.toBeNull();
  let signOutSent = false;
  const afterSignOut: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/backend/')) return;
    const body = request.postData() ?? '';
    if (body.includes('req=sign_out')) {
      signOutSent = true;
      return;
    }
    if (signOutSent && request.headers().authorization === `Bearer ${token}`)
      afterSignOut.push(`${request.url()} ${body}`);
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (signOutSent && String(payload).includes(token!)) afterSignOut.push(`socket ${socket.url()}`);
    });
  });
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You signed out!')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(afterSignOut).toEqual([]);
  await expect(page.getByText('Your session has ended, please sign in again.')).toHaveCount(0);
});

test('in the teams variant a failed sign-out is logged and the person goes to / signed out', async ({
  page,
}) => {
  await visit(page, `${TEAMS_URL}/login`);
  await page.getByLabel('Email').fill(ACCOUNTS.student.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // The server cannot be reached for the sign-out.
  await page.route('**/api/backend/login.php', (route) =>
    route.request().postData()?.includes('req=sign_out')
      ? route.abort('connectionrefused')
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${TEAMS_URL}/`);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
  await expect.poll(() => logged.some((line) => line.includes('Sign-out failed'))).toBe(true);
  await expect(page.getByText('Error during logout, please try again.')).toHaveCount(0);
  await page.goto(`${TEAMS_URL}/MyProfile`);
  await expect(page).toHaveURL(/\/login\?triedUrl=%2FMyProfile$/);
});

test('the stored avatar follows the person’s profile photo (SPEC §3)', async ({ openAs }) => {
  // A person of its own: the photo changes their profile for good.
  const person = await makePerson('academy', { first: 'Ava', last: 'Avatar' });
  const page = await openAs(person);
  await page.goto('/MyCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('avatar'))).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  const photo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await page.request.post('/api/ajaxUpload.php', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { folder: 'profile/', file: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.ok()).toBe(true);
  const { url } = (await uploaded.json()).data as { url: string };
  // The next session check (a reload) stores the photo's address.
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('avatar'))).toBe(url);
});

test('storage that refuses a value is logged and the app goes on (SPEC §8)', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'darkMode') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('switch', { name: 'Dark mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect
    .poll(() => warnings.some((line) => line.includes('Browser storage refused a value')))
    .toBe(true);
});
