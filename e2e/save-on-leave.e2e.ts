// Editing never loses work (issue 16, point 6): what is typed in the block editor or in a page text
// is saved when the person leaves the page, hides the tab or closes it, without waiting for the
// auto-save, and closing with unsaved work asks first. The server's state is read through the API.
// Each block journey edits a teams course of its own. Where a journey must show that the save came
// from hiding the tab and not from the auto-save, the page's long timers are stopped first.
import type { BrowserContext, Page } from '@playwright/test';
import * as content from '../shared/calls/content';
import * as courses from '../shared/calls/courses';
import { call } from './support/api';
import { demoToken, makeCourse, unique } from './support/factories';
import { TEAMS_URL } from './support/servers';
import { expect, type OpenAs, test } from './support/test';

test.use({ baseURL: TEAMS_URL });

const PART = 'Task: complete your profile';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const blockText = (page: Page) => page.getByRole('textbox', { name: 'Text of block 1' });

/** The part's text as the server has it. */
async function storedPartText(courseId: number, partId: number): Promise<string> {
  const reply = await call(
    'teams',
    courses.getCoursePart,
    { CourseId: courseId, CoursePartId: partId },
    { token: demoToken('teams', 'coach') },
  );
  return reply.data.ContentBlocks.filter((block) => block.BlockType === 'Text')
    .map((block) => block.Content)
    .join('');
}

/**
 * The coach in edit mode on the part of a new course, in a browser whose long timers can be
 * stopped (freezeLongTimers): the page and the ids.
 */
async function editPart(openAs: OpenAs): Promise<{ page: Page; courseId: number; partId: number }> {
  const course = await makeCourse('teams', {
    name: `Onboarding ${unique()}`,
    parts: [
      {
        name: PART,
        type: 2,
        published: true,
        text: '<p>Add a photo and your phone number to your profile.</p>',
      },
    ],
  });
  const page = await openAs('coach');
  await withFreezableTimers(page.context());
  await page.goto(`/course/${course.id}`);
  await expect(heading(page)).toHaveText(course.name);
  await page.getByRole('button', { name: 'Edit course' }).click();
  await expect(page.getByText('You are editing this course.')).toBeVisible();
  await page.getByRole('complementary', { name: 'Course menu' }).getByRole('link', { name: PART }).click();
  await expect(heading(page)).toHaveText(PART);
  await expect(blockText(page)).toBeVisible();
  return { page, courseId: course.id, partId: Number(new URL(page.url()).pathname.split('/').pop()) };
}

/**
 * Types at the end of the part's first text block; the editor shows it as not saved yet. The
 * page's long timers stop first: the editor's own 6 s save could otherwise take the words before
 * (or while) they are typed, and the journey would not show that leaving saved them.
 */
async function typeInBlock(page: Page, words: string): Promise<void> {
  await freezeLongTimers(page);
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

test('a block typed in and left at once is saved: coming back shows it', async ({ openAs }) => {
  test.setTimeout(60_000);
  const { page, courseId, partId } = await editPart(openAs);
  const words = ` Left at once ${Date.now()}.`;
  await typeInBlock(page, words);
  // Away through the top bar (no auto-save meanwhile: the long timers are stopped), then back.
  await page.getByRole('banner').getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/MyCourses$/);
  await page.goBack();
  await expect(heading(page)).toHaveText(PART);
  await expect(main(page).getByText(words.trim())).toBeVisible();
  await expect.poll(() => storedPartText(courseId, partId)).toContain(words.trim());
});

test('hiding the tab saves the block at once', async ({ openAs }) => {
  test.setTimeout(60_000);
  const { page, courseId, partId } = await editPart(openAs);
  const words = ` Hidden tab ${Date.now()}.`;
  await typeInBlock(page, words);
  await hideTab(page);
  await expect.poll(() => storedPartText(courseId, partId)).toContain(words.trim());
});

test('closing the tab with unsaved work asks first, then saves it', async ({ openAs }) => {
  test.setTimeout(60_000);
  const { page, courseId, partId } = await editPart(openAs);
  const words = ` Closed tab ${Date.now()}.`;
  await typeInBlock(page, words);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await expect.poll(() => page.isClosed()).toBe(true);
  await expect.poll(() => storedPartText(courseId, partId)).toContain(words.trim());
});

test('hiding the tab saves a page text at once', async ({ openAs }) => {
  test.setTimeout(60_000);
  const page = await openAs('admin');
  await withFreezableTimers(page.context());
  await page.goto('/News');
  await page.getByRole('banner').getByRole('button', { name: 'Edit page texts' }).click();
  const editor = page.getByRole('textbox', { name: 'Page text news.intro' });
  await expect(editor).toBeVisible();
  const words = `News for teams ${Date.now()}`;
  // Before typing: the page text's own save could otherwise take the words first.
  await freezeLongTimers(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
  const area = page.locator('[data-content-key="news.intro"][data-editing="true"]');
  await expect(area.getByRole('status')).toHaveText('Unsaved changes');
  await hideTab(page);
  const stored = async () => {
    const reply = await call('teams', content.getContent, {
      TheKey: 'news.intro',
      DefaultContent: '',
      Locale: 'en',
      isZoned: false,
    });
    return reply.data[0]?.Content ?? '';
  };
  await expect.poll(stored).toContain(words);
});
