// Video blocks (issue 16, point 3): an address the course editor accepts plays for students, and
// one it cannot play is refused with the reason. A coach adds a part with a YouTube address to a
// teams course of the journey's own; its student sees YouTube's embedded player with its embed
// address, allowed by the page's CSP. The machine has no internet: the player's address is answered
// by the test, so only our side of the embed is checked.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { type MadeCourse, makeCourse, makePerson, unique } from './support/factories';
import { saveNow } from './support/saveNow';
import { TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

test.use({ baseURL: TEAMS_URL });

const WATCH_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const EMBED_URL = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const main = (page: Page) => page.getByRole('main');
const videoAddress = (page: Page) => main(page).getByRole('textbox', { name: 'Video address of block 1' });

/** Collects the page's CSP violations from the first script on, reloads included. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** A teams course like the demo's, with its first part's video, and a student of its own. */
async function onboardingCourse(students: number[] = []): Promise<MadeCourse> {
  return makeCourse('teams', {
    name: `Onboarding ${unique()}`,
    parts: [
      {
        name: 'Welcome to the team',
        published: true,
        video: '/media/lesson-1.webm',
        text: '<h2>Welcome aboard</h2><p>This course walks you through your first weeks.</p>',
      },
    ],
    students,
  });
}

/** The coach in edit mode on the course's home. */
async function staffEditing(page: Page, course: MadeCourse): Promise<Page> {
  await page.goto(`/course/${course.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(course.name);
  await page.getByRole('button', { name: 'Edit course' }).click();
  await expect(page.getByText('You are editing this course.')).toBeVisible();
  return page;
}

test('a YouTube address set by the editor plays in the embedded player for students', async ({ openAs }) => {
  test.setTimeout(90_000);
  const PART = `Video part ${unique()}`;
  const learner = await makePerson('teams', { first: 'Tove', last: 'Teammate' });
  const course = await onboardingCourse([learner.id]);
  // The coach starts from My courses.
  const coach = await openAs('coach');
  await coach.goto('/MyCourses');
  await expect(main(coach).getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expectAccessible(coach);
  await staffEditing(coach, course);
  await main(coach).getByRole('button', { name: 'Add part' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Add a part' });
  await dialog.getByLabel('Name').fill(PART);
  await dialog.getByRole('button', { name: 'Add part' }).click();
  await expect(main(coach).getByRole('heading', { level: 1 })).toHaveText(PART);
  const partPath = new URL(coach.url()).pathname;

  await main(coach).getByRole('button', { name: 'Add video' }).click();
  await videoAddress(coach).fill(WATCH_URL);
  await expect(main(coach).getByText('YouTube video: plays in the embedded player.')).toBeVisible();
  await coach.getByLabel('Published').check();
  await saveNow(coach);
  await expectAccessible(coach);

  // The student: the player is answered here (no internet), and every CSP violation is recorded.
  const student = await openAs(learner);
  const studentContext = student.context();
  const playerRequests: string[] = [];
  await studentContext.route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><p>Player</p></body></html>',
    });
  });
  const violations = await recordCspViolations(student);
  await student.goto(partPath);
  await expect(main(student).getByRole('heading', { level: 1 })).toHaveText(PART);
  const player = main(student).locator('iframe');
  await expect(player).toHaveAttribute('src', EMBED_URL);
  await expect(player).toHaveAttribute('title', `Video: ${PART}`);
  await expect(main(student).locator('video')).toHaveCount(0);
  // The embedded player was loaded (the CSP let it through), and nothing was blocked.
  await expect.poll(() => playerRequests).toContain(EMBED_URL);
  await expect.poll(() => student.frames().some((frame) => frame.url() === EMBED_URL)).toBe(true);
  await expectAccessible(student);
  expect(await violations()).toEqual([]);
  await studentContext.close();

  // The part can be removed again.
  await coach
    .getByRole('navigation', { name: 'You are here' })
    .getByRole('link', { name: course.name })
    .click();
  await coach.getByRole('button', { name: `Remove part: ${PART}` }).click();
  await coach
    .getByRole('dialog', { name: 'Remove part' })
    .getByRole('button', { name: 'Remove part' })
    .click();
  await expect(main(coach).getByRole('button', { name: `Remove part: ${PART}` })).toHaveCount(0);
  await coach.getByRole('button', { name: 'Close editing' }).click();
});

test('the editor refuses an address it cannot play, and says why', async ({ openAs }) => {
  test.setTimeout(60_000);
  const page = await staffEditing(await openAs('coach'), await onboardingCourse());
  await page
    .getByRole('complementary', { name: 'Course menu' })
    .getByRole('link', { name: /Welcome to the team/ })
    .click();
  // The pointer leaves the menu: the checks below are about the page, not a hovered link.
  await page.mouse.move(0, 0);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome to the team');
  const address = videoAddress(page);
  const seeded = await address.inputValue();

  await address.fill('http://cdn.example.com/intro.mp4');
  await expect(main(page).getByText('The address must start with https://.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('https://example.com/about-us');
  await expect(
    main(page).getByText('Not a video: use a YouTube or Vimeo video, or the address of a video file'),
  ).toBeVisible();
  await expectAccessible(page);

  // A video file's address is fine again, and the seeded one is put back.
  await address.fill('https://cdn.example.com/intro.mp4');
  await expect(main(page).getByText('Video file: plays in the page.')).toBeVisible();
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await address.fill(seeded);
  await saveNow(page);
  await page.getByRole('button', { name: 'Close editing' }).click();
});
