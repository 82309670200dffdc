// Editing courses with live locks (SPEC §2, §4, §5, §7; issue 6). Two staff browser contexts: Ada
// (admin, type 2) and Cole (coach, type 8). Ada creates a course on /Courses and enters edit mode;
// Cole, on the same course, sees "Ada Admin is editing" at once and is refused with her name; Ada
// adds parts, which appear in Cole's course menu; Ada closes and Cole sees the course free without
// a reload and takes the lock. Cole then sorts the pages (kept after a reload, seen live by Ada)
// and writes a part with an uploaded image. Each journey works on a course of its own (made through
// the editor, or by the factories), so the demo courses other journeys walk through stay as they are.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { makeCourse, makePerson, unique } from './support/factories';
import { saveNow } from './support/saveNow';
import { expect, test } from './support/test';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const drawer = (page: Page) => page.getByRole('complementary', { name: 'Course menu' });
const editing = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: `${name} is editing` });

async function createCourse(page: Page, name: string, code: string): Promise<number> {
  await page.goto('/Courses');
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  // The validity period is required once the certificate expires (SPEC §5).
  await dialog.getByLabel('Title').fill(name);
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Certificate expires').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Certificate validity period required when expiry is enabled.'),
  ).toBeVisible();
  await dialog.getByLabel('Certificate expires').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const link = page.getByRole('link', { name: `Open ${name}` });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  const href = await link.getAttribute('href');
  return Number(href?.split('/').pop());
}

async function addPart(page: Page, name: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a part' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add part' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);
}

test('two staff see the edit lock live: refusal with the holder, parts, release and take-over', async ({
  openAs,
}) => {
  const suffix = unique();
  const COURSE = `Journey course ${suffix}`;
  const ada = await openAs('admin');
  const cole = await openAs('coach');

  const courseId = await createCourse(ada, COURSE, `JRN-${suffix}`);
  await ada.getByRole('link', { name: `Open ${COURSE}` }).click();
  await expect(ada.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await cole.goto(`/course/${courseId}`);
  await expect(cole.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(COURSE);

  // Ada enters edit mode; Cole sees it at once and is refused with her name.
  await ada.getByRole('button', { name: 'Edit course' }).click();
  await expect(ada.getByText('You are editing this course.')).toBeVisible();
  await expect(editing(cole, 'Ada Admin')).toBeVisible();
  await cole.getByRole('button', { name: 'Edit course' }).click();
  await expect(
    cole.getByRole('alert').filter({ hasText: 'Ada Admin is editing this course.' }),
  ).toBeVisible();
  await expectAccessible(cole);

  // Ada adds a part; it appears in Cole's course menu (staff see drafts).
  await addPart(ada, 'Journey part one');
  await expect(drawer(cole).getByRole('link', { name: /Journey part one/ })).toBeVisible();

  // Ada closes editing: Cole sees the course free without a reload, and takes the lock.
  await ada.getByRole('button', { name: 'Close editing' }).click();
  await expect(ada.getByRole('button', { name: 'Edit course' })).toBeVisible();
  await expect(editing(cole, 'Ada Admin')).toHaveCount(0);
  await expect(cole.getByRole('alert').filter({ hasText: 'Ada Admin' })).toHaveCount(0);
  await cole.getByRole('button', { name: 'Edit course' }).click();
  await expect(cole.getByText('You are editing this course.')).toBeVisible();
  await expect(editing(ada, 'Cole Coach')).toBeVisible();

  // Leaving the course through the menu closes editing: Ada sees it free again.
  await cole.getByRole('link', { name: 'My courses' }).first().click();
  await expect(cole).toHaveURL(/\/MyCourses$/);
  await expect(editing(ada, 'Cole Coach')).toHaveCount(0);
});

test('a staff member sorts the pages and writes a part with an uploaded image', async ({ openAs }) => {
  // A course as the journey above leaves it: one draft part.
  const COURSE = `Journey course ${unique()}`;
  const { id: courseId } = await makeCourse('academy', {
    name: COURSE,
    parts: [{ name: 'Journey part one' }],
  });
  const page = await openAs('coach');
  await page.goto(`/course/${courseId}`);
  await page.getByRole('button', { name: 'Edit course' }).click();
  await expect(page.getByText('You are editing this course.')).toBeVisible();
  await addPart(page, 'Journey part two');
  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('region', { name: 'Parts' })).toBeVisible();
  await expectAccessible(page);

  // The page-sort dialog, by keyboard: part two goes first, and the order is saved.
  await drawer(page).getByRole('button', { name: 'Sort pages' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort pages' });
  await expect(sort.getByTestId('sort-row')).toHaveText([/Journey part one/, /Journey part two/]);
  const handle = sort.getByRole('button', { name: 'Drag Journey part two' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for the arrows just after the pick-up: press until part one makes way.
  const partOne = sort.getByTestId('sort-row').filter({ hasText: 'Journey part one' });
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    // Moved down by a row: a zero offset is only the pick-up's transform, not a move yet.
    await expect(partOne).toHaveAttribute('style', /translate3d\([^,]+, [1-9]/, { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect(sort.getByTestId('sort-row')).toHaveText([/Journey part two/, /Journey part one/]);
  await expectAccessible(page);
  await sort.getByRole('button', { name: 'Save' }).click();
  await expect(sort).toHaveCount(0);
  await expect(drawer(page).getByRole('link', { name: /Journey part/ })).toHaveText([
    /Journey part two/,
    /Journey part one/,
  ]);

  // Part one: text and an uploaded image, published, saved, then shown in the preview.
  await drawer(page)
    .getByRole('link', { name: /Journey part one/ })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Journey part one');
  await page.getByRole('button', { name: 'Add text' }).click();
  const text = page.getByRole('textbox', { name: 'Text of block 1' });
  await text.click();
  await page.keyboard.type('Listen closely to each interval.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'interval.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(text.locator('img[src^="/files/uploads/"]')).toBeVisible();
  await page.getByLabel('Published').check();
  await saveNow(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close editing' }).click();
  const content = page.getByRole('main');
  await expect(content.getByText('Listen closely to each interval.')).toBeVisible();
  await expect(content.locator('img[src^="/files/uploads/"]')).toBeVisible();

  // Saved on the server: a reload shows the order and the content.
  await page.reload();
  await expect(content.getByText('Listen closely to each interval.')).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: /Journey part/ })).toHaveText([
    /Journey part two/,
    /Journey part one/,
  ]);
});

test('a student with the course open sees a part appear when staff publish it, and go when removed', async ({
  openAs,
}) => {
  const suffix = unique();
  const COURSE = `Live course ${suffix}`;
  const LIVE_PART = `Live part ${suffix}`;
  const learner = await makePerson('academy', { first: 'Lena', last: 'Live' });
  const course = await makeCourse('academy', {
    name: COURSE,
    parts: [{ name: 'First steps', published: true, text: '<p>Start here.</p>' }],
    students: [learner.id],
  });
  const cole = await openAs('coach');
  const student = await openAs(learner);
  await student.goto(`/course/${course.id}`);
  await expect(student.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await expect(drawer(student)).toBeVisible();

  await cole.goto(`/course/${course.id}`);
  await expect(cole.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await cole.getByRole('button', { name: 'Edit course' }).click();
  await expect(cole.getByText('You are editing this course.')).toBeVisible();
  await addPart(cole, LIVE_PART);
  // Staff see the draft at the end of the menu; the student does not.
  await expect(
    drawer(cole)
      .getByRole('link', { name: /Live part/ })
      .last(),
  ).toHaveText(new RegExp(LIVE_PART));
  await expect(drawer(student).getByRole('link', { name: new RegExp(LIVE_PART) })).toHaveCount(0);

  // Published: it shows in the student's menu without a reload.
  await cole.getByLabel('Published').check();
  await saveNow(cole);
  await expect(drawer(student).getByRole('link', { name: new RegExp(LIVE_PART) })).toBeVisible();

  // Removed again: it goes from the student's menu as well.
  await cole.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: COURSE }).click();
  await expect(cole.getByRole('region', { name: 'Parts' })).toBeVisible();
  await cole.getByRole('button', { name: `Remove part: ${LIVE_PART}` }).click();
  await cole
    .getByRole('dialog', { name: 'Remove part' })
    .getByRole('button', { name: 'Remove part' })
    .click();
  await expect(drawer(cole).getByRole('link', { name: new RegExp(LIVE_PART) })).toHaveCount(0);
  await expect(drawer(student).getByRole('link', { name: new RegExp(LIVE_PART) })).toHaveCount(0);
  await cole.getByRole('button', { name: 'Close editing' }).click();
  await expect(cole.getByRole('button', { name: 'Edit course' })).toBeVisible();
});
