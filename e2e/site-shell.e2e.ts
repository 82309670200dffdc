// Around the courses (SPEC §2, §4, §8, §9): the admin edits a page text in page-edit mode and a
// student's open page shows it without a reload; staff publish news that appears live in the
// latest-news banner, whose Learn More and Close work and whose dismissal lasts; the cookie
// banner's Decline keeps analytics unloaded and Accept loads them; the footer, dark mode and the
// version history.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import type { AccountName } from './support/accounts';
import { E2E_ANALYTICS_PATH } from './support/servers';
import { expect, type OpenAs, test } from './support/test';

const newsBanner = (page: Page) => page.getByRole('region', { name: 'Latest news' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const introText = (page: Page) => page.locator('[data-content-key="news.intro"]');

/** Resolves after the browser has painted twice: what arrived before has been rendered. */
async function afterRender(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** A signed-in page whose cookie choice is already made, so only the banner under test shows. */
async function withConsent(openAs: OpenAs, account: AccountName): Promise<Page> {
  const page = await openAs(account);
  await page.context().addInitScript(() => {
    if (localStorage.getItem('cookie_consent') === null) localStorage.setItem('cookie_consent', 'declined');
  });
  return page;
}

test('the admin edits a page text in place and an open page shows it without reload', async ({ openAs }) => {
  // Two browsers, a publish and an accessibility check: a cap for a busy machine, not a timing.
  test.setTimeout(120_000);
  const admin = await withConsent(openAs, 'admin');
  const student = await withConsent(openAs, 'student');

  await student.goto('/News');
  await expect(student.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(introText(student)).toBeVisible();
  // Students have no page-edit toggle.
  await expect(student.getByRole('button', { name: 'Edit page texts' })).toHaveCount(0);

  await admin.goto('/News');
  const toggle = admin.getByRole('banner').getByRole('button', { name: 'Edit page texts' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The text becomes an editor; typing saves after a pause, with "Saving..." then "Save Success!".
  const editor = admin.getByRole('textbox', { name: 'Page text news.intro' });
  await expect(editor).toBeVisible();
  const stamp = Date.now();
  const first = `Fresh from the newsroom ${stamp}`;
  await editor.click();
  await admin.keyboard.press('ControlOrMeta+A');
  await admin.keyboard.type(first);
  const area = admin.locator('[data-content-key="news.intro"][data-editing="true"]');
  await expect(area.getByRole('status')).toHaveText('Unsaved changes');
  await expectAccessible(admin);
  await expect(area.getByRole('status')).toHaveText('Save Success!', { timeout: 12_000 });
  await expect(introText(student)).toHaveText(first);

  // Turning edit mode off with an unsaved change saves it at once.
  const second = `Edited and closed ${stamp}`;
  await editor.click();
  await admin.keyboard.press('ControlOrMeta+A');
  await admin.keyboard.type(second);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(admin.getByRole('textbox', { name: 'Page text news.intro' })).toHaveCount(0);
  await expect(introText(admin)).toHaveText(second);
  await expect(introText(student)).toHaveText(second);

  // The stored text survives a reload.
  await student.reload();
  await expect(introText(student)).toHaveText(second);
});

test('published news shows live in the banner; Learn More opens it, Close hides it for good', async ({
  openAs,
}) => {
  // Two browsers, a publish and an accessibility check: a cap for a busy machine, not a timing.
  test.setTimeout(120_000);
  const admin = await withConsent(openAs, 'admin');
  const student = await withConsent(openAs, 'student');
  const title = `Concert night ${Date.now()}`;

  await student.goto('/MyCourses');
  await expect(student.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  // A stored value that is not a list is discarded: the latest news still shows.
  await student.evaluate(() => localStorage.setItem('newsSpotlightViewed', '"not a list"'));
  await student.reload();
  await expect(newsBanner(student)).toBeVisible();

  // Staff write and publish a news item on the News page.
  await admin.goto('/News');
  await admin.getByRole('button', { name: 'New news item' }).click();
  const form = admin.getByRole('dialog', { name: 'New news item' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Text', exact: true }).click();
  await admin.keyboard.type('Our students play live on Friday.');
  await form.getByRole('checkbox', { name: 'Published (visible to everyone)' }).check();
  await expectAccessible(admin);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByRole('main').getByRole('link', { name: title })).toBeVisible();

  // The student's banner switches to it without a reload.
  await expect(newsBanner(student)).toContainText(title);
  await newsBanner(student).getByRole('button', { name: 'Learn More' }).click();
  const dialog = student.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Our students play live on Friday.');
  await expectAccessible(student);
  await dialog.getByRole('button', { name: 'Close news' }).click();
  await expect(dialog).toBeHidden();

  // Close hides it, remembers the id and stays hidden after a reload.
  await newsBanner(student).getByRole('button', { name: 'Close' }).click();
  await expect(newsBanner(student)).toBeHidden();
  const viewed = await student.evaluate(() =>
    JSON.parse(localStorage.getItem('newsSpotlightViewed') ?? '[]'),
  );
  expect(Array.isArray(viewed) && viewed.length).toBe(1);
  const latestLoaded = student.waitForResponse(
    (response) =>
      response.url().includes('news.php') &&
      (response.request().postData() ?? '').includes('get_latest_news'),
  );
  await student.reload();
  await latestLoaded;
  await afterRender(student);
  await expect(newsBanner(student)).toBeHidden();

  // The item has its own page.
  await student.goto('/News');
  await student.getByRole('main').getByRole('link', { name: title }).click();
  await expect(student).toHaveURL(/\/News\/\d+\/concert-night-\d+$/);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(student);
});

test('declining cookies keeps analytics unloaded; accepting loads them', async ({ openPage }) => {
  const analyticsRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === E2E_ANALYTICS_PATH) seen.push(request.url());
    });
    return seen;
  };

  const declining = await openPage();
  const declined = analyticsRequests(declining);
  await declining.goto('/login');
  await expect(declining.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieBanner(declining)).toBeVisible();
  await cookieBanner(declining).getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(cookieBanner(declining)).toBeHidden();
  expect(await declining.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('declined');
  await declining.reload();
  await expect(declining.getByRole('heading', { level: 1 })).toBeVisible();
  // The news banner (loaded after the consent check) showing means the notices have settled.
  await expect(newsBanner(declining)).toBeVisible();
  await expect(cookieBanner(declining)).toBeHidden();
  await declining.waitForLoadState('networkidle');
  expect(declined).toEqual([]);

  const accepting = await openPage();
  const accepted = analyticsRequests(accepting);
  await accepting.goto('/login');
  await expect(accepting.getByRole('heading', { level: 1 })).toBeVisible();
  expect(accepted).toEqual([]);
  const loaded = accepting.waitForRequest(
    (request) => new URL(request.url()).pathname === E2E_ANALYTICS_PATH,
  );
  await cookieBanner(accepting).getByRole('button', { name: 'Accept', exact: true }).click();
  await loaded;
  await expect(cookieBanner(accepting)).toBeHidden();
  expect(await accepting.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');

  // Closing the banner without a choice counts as accepting (SPEC §4), as its label says.
  const closing = await openPage();
  await closing.goto('/login');
  await expect(closing.getByRole('heading', { level: 1 })).toBeVisible();
  const loadedOnClose = closing.waitForRequest(
    (request) => new URL(request.url()).pathname === E2E_ANALYTICS_PATH,
  );
  await cookieBanner(closing).getByRole('button', { name: 'Close (counts as accepting cookies)' }).click();
  await loadedOnClose;
  expect(await closing.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
});

test('the footer, dark mode and the version history', async ({ openAs }) => {
  const page = await withConsent(openAs, 'admin');
  await page.goto('/MyCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();

  // The footer: links, feedback mail, copyright, and help for signed-in people.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Tonic`);
  await footer.getByRole('button', { name: 'Help and support' }).click();
  await expect(page.getByRole('dialog', { name: 'Tech support' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The drawer's version button opens the release history; dark mode is remembered.
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await drawer.getByRole('switch', { name: 'Dark mode' }).check();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await drawer.getByRole('link', { name: 'Version history' }).click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Version history' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '0.1.0' })).toContainText('Running now');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The banners and footer read well in dark mode too.
  await page.evaluate(() => localStorage.removeItem('newsSpotlightViewed'));
  await page.goto('/News');
  await expect(newsBanner(page)).toBeVisible();
  await expectAccessible(page);
});
