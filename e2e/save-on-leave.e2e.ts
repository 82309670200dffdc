// Editing never loses work (issue 16, point 6): what is typed in the block editor or in a page text
// is saved when the person leaves the page, hides the tab or closes it, without waiting for the
// auto-save, and closing with unsaved work asks first. The server's state is read through the API.
// Works on the teams demo course (no academy journey walks it). Where a journey must show that the
// save came from hiding the tab and not from the auto-save, the page's long timers are stopped first.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/accounts';
import { TEAMS_URL } from './support/servers';

test.use({ baseURL: TEAMS_URL });

const COURSE_ID = 2;
const PART = 'Task: complete your profile';
const PASSWORD = 'tonic-demo';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const blockText = (page: Page) => page.getByRole('textbox', { name: 'Text of block 1' });

/** One call as the client makes it: urlencoded req and data, the token as a Bearer header. */
async function call(request: APIRequestContext, file: string, req: string, data: unknown, token?: string) {
  const reply = await request.post(`${TEAMS_URL}/api/backend/${file}`, {
    form: { req, data: JSON.stringify(data) },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await reply.json()) as { status: string; data: unknown };
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const reply = await call(request, 'login.php', 'sign_in', { Email: email, Password: PASSWORD });
  return (reply.data as { token: string }).token;
}

/** The part's text as the server has it. */
async function storedPartText(request: APIRequestContext, token: string, partId: number): Promise<string> {
  const reply = await call(
    request,
    'course.php',
    'get_course_part',
    { CourseId: COURSE_ID, CoursePartId: partId },
    token,
  );
  const blocks = (reply.data as { ContentBlocks: { BlockType: string; Content: string }[] }).ContentBlocks;
  return blocks
    .filter((block) => block.BlockType === 'Text')
    .map((block) => block.Content)
    .join('');
}

/** The coach in edit mode on the part, its id. */
async function editPart(page: Page): Promise<number> {
  await signIn(page, 'coach');
  await page.goto(`/course/${COURSE_ID}`);
  await expect(heading(page)).toHaveText('Workplace Onboarding');
  // The lock may still be the coach's from the window an earlier test closed: taken over here.
  const editHere = page.getByRole('button', { name: 'Edit here' });
  await page.getByRole('button', { name: 'Edit course' }).or(editHere).click();
  await expect(page.getByText('You are editing this course.')).toBeVisible();
  await page.getByRole('complementary', { name: 'Course menu' }).getByRole('link', { name: PART }).click();
  await expect(heading(page)).toHaveText(PART);
  await expect(blockText(page)).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Types at the end of the part's first text block; the editor shows it as not saved yet. */
async function typeInBlock(page: Page, words: string): Promise<void> {
  await blockText(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(words);
  await expect(blockText(page)).toContainText(words);
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
}

/**
 * From now on, timers of a second or more (the auto-saves') do nothing: whatever is saved after this
 * was saved by what the test does next. The page's short timers (transitions) run as usual.
 */
async function freezeLongTimers(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { longTimersFrozen: boolean }).longTimersFrozen = true;
  });
}

/** What a browser does when the tab goes to the background. */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets a test stop the page's long timers (freezeLongTimers), from the first script on. */
async function withFreezableTimers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = window as unknown as { longTimersFrozen: boolean };
    state.longTimersFrozen = false;
    type Schedule = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => number;
    const guard =
      (schedule: Schedule): Schedule =>
      (run, ms, ...args) =>
        schedule(
          (...given) => {
            if (state.longTimersFrozen && (ms ?? 0) >= 1000) return;
            run(...given);
          },
          ms,
          ...args,
        );
    window.setTimeout = guard(window.setTimeout.bind(window) as Schedule) as typeof window.setTimeout;
    window.setInterval = guard(window.setInterval.bind(window) as Schedule) as typeof window.setInterval;
  });
}

/**
 * A page of its own with freezable timers, closed after the test even when it fails: a coach left
 * in edit mode would hold the course's lock against the next test.
 */
const withPage = test.extend<{ freezablePage: Page }>({
  freezablePage: async ({ browser }, use) => {
    const context = await browser.newContext();
    await withFreezableTimers(context);
    await use(await context.newPage());
    await context.close();
  },
});

withPage(
  'a block typed in and left at once is saved: coming back shows it',
  async ({ freezablePage: page, request }) => {
    test.setTimeout(60_000);
    const partId = await editPart(page);
    const words = ` Left at once ${Date.now()}.`;
    await typeInBlock(page, words);
    // Away through the top bar before any auto-save, then back to the part.
    await page.getByRole('banner').getByRole('link', { name: 'My courses' }).click();
    await expect(page).toHaveURL(/\/MyCourses$/);
    await page.goBack();
    await expect(heading(page)).toHaveText(PART);
    await expect(main(page).getByText(words.trim())).toBeVisible();
    const token = await tokenOf(request, 'coach@tonic.test');
    await expect.poll(() => storedPartText(request, token, partId)).toContain(words.trim());
  },
);

withPage('hiding the tab saves the block at once', async ({ freezablePage: page, request }) => {
  test.setTimeout(60_000);
  const partId = await editPart(page);
  const token = await tokenOf(request, 'coach@tonic.test');
  const words = ` Hidden tab ${Date.now()}.`;
  await typeInBlock(page, words);
  await freezeLongTimers(page);
  await hideTab(page);
  await expect.poll(() => storedPartText(request, token, partId)).toContain(words.trim());
});

withPage(
  'closing the tab with unsaved work asks first, then saves it',
  async ({ freezablePage: page, request }) => {
    test.setTimeout(60_000);
    const partId = await editPart(page);
    const token = await tokenOf(request, 'coach@tonic.test');
    const words = ` Closed tab ${Date.now()}.`;
    await typeInBlock(page, words);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await expect.poll(() => page.isClosed()).toBe(true);
    await expect.poll(() => storedPartText(request, token, partId)).toContain(words.trim());
  },
);

withPage('hiding the tab saves a page text at once', async ({ freezablePage: page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await page.goto('/News');
  await page.getByRole('banner').getByRole('button', { name: 'Edit page texts' }).click();
  const editor = page.getByRole('textbox', { name: 'Page text news.intro' });
  await expect(editor).toBeVisible();
  const words = `News for teams ${Date.now()}`;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
  const area = page.locator('[data-content-key="news.intro"][data-editing="true"]');
  await expect(area.getByRole('status')).toHaveText('Unsaved changes');
  await freezeLongTimers(page);
  await hideTab(page);
  const stored = async () => {
    const reply = await call(request, 'content/get_content.php', 'get_content', {
      TheKey: 'news.intro',
      DefaultContent: '',
      Locale: 'en',
      isZoned: false,
    });
    return (reply.data as { Content: string }[])[0]?.Content ?? '';
  };
  await expect.poll(stored).toContain(words);
});
