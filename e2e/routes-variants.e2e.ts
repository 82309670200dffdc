// Routes and variants (issue 16, point 5): a cold load of a landing anchor lands on its section
// even when banners arrive after it; coaches open the version history; the teams variant shows no
// academy news, FAQ or links to academy-only pages, its server answers the academy-only calls as
// unknown, and its pricing lists only what the product does (the rest says it is coming).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, visit } from './support/a11y';
import { ACADEMY_URL, TEAMS_URL } from './support/servers';
import { expect, test } from './support/test';

const main = (page: Page) => page.getByRole('main');
const HEADER_AND_GAP_PX = 60 + 8;
const ACADEMY_ONLY_PATHS = [
  '/Resources',
  '/FreeLessons',
  '/EarTraining',
  '/products',
  '/book-a-coaching-session',
  '/student-benefits',
  '/webshop',
];

/** Links on the page to pages the teams variant does not have. */
async function academyLinks(page: Page): Promise<string[]> {
  return page.evaluate(
    (paths) =>
      [...document.querySelectorAll('a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
        .filter((path) => paths.some((p) => path.toLowerCase().startsWith(p.toLowerCase()))),
    ACADEMY_ONLY_PATHS,
  );
}

/** How far a section's top is from where an anchor puts it: under the app bar. */
function offsetOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    ([target, expected]) =>
      // Whole pixels, without a sign for zero.
      Math.abs(
        Math.round((document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN) - expected),
      ),
    [id, HEADER_AND_GAP_PX] as const,
  );
}

async function callOn(request: APIRequestContext, base: string, file: string, req: string, data: unknown) {
  const reply = await request.post(`${base}/api/backend/${file}`, {
    form: { req, data: JSON.stringify(data) },
  });
  return { status: reply.status(), body: (await reply.json()) as { status: string; error_code?: string } };
}

test.describe('the teams variant', () => {
  test.use({ baseURL: TEAMS_URL });

  for (const anchor of ['pricing', 'about-us']) {
    test(`a cold load of /#${anchor} lands on the section, also when the banners come later`, async ({
      page,
    }) => {
      // The latest news is held until the section shows, so its banner moves the page after the
      // first scroll (as on a slow network); the cookie banner of a first visit comes late too.
      let releaseNews: () => void = () => {};
      const newsHeld = new Promise<void>((resolve) => {
        releaseNews = resolve;
      });
      await page.route('**/api/backend/news.php', async (route) => {
        await newsHeld;
        await route.continue();
      });
      await page.goto(`/#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toBeVisible();
      await expect.poll(() => offsetOf(page, anchor)).toBe(0);
      releaseNews();
      await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expect.poll(() => offsetOf(page, anchor)).toBe(0);
      // The landing page with both banners: one check serves both anchors (the page is the same).
      if (anchor === 'pricing') await expectAccessible(page);
    });
  }

  test('no academy news, FAQ or links to academy-only pages', async ({ page, openAs }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await academyLinks(page)).toEqual([]);
    await visit(page, '/News');
    await expect(main(page).getByRole('link', { name: 'Certificates for your team' })).toBeVisible();
    await expect(main(page).getByText('Ear training is here')).toHaveCount(0);
    expect(await academyLinks(page)).toEqual([]);
    await visit(page, '/faq');
    await expect(main(page).getByRole('heading', { name: 'What is Tonic?' })).toBeVisible();
    for (const academyWord of [/ear[- ]training/i, /free lessons/i, /webshop/i, /music/i])
      await expect(main(page).getByText(academyWord)).toHaveCount(0);
    expect(await academyLinks(page)).toEqual([]);
    // Signed in, as a student.
    const member = await openAs('student');
    await member.goto('/MyCourses');
    await expect(main(member).getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await expectAccessible(member);
    expect(await academyLinks(member)).toEqual([]);
    await member.getByRole('button', { name: 'Open main menu' }).click();
    await expect(
      member.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
    expect(await academyLinks(member)).toEqual([]);
  });

  test('the pricing lists only what the product does', async ({ page }) => {
    await page.goto('/#pricing');
    const starter = main(page).getByRole('article', { name: 'Starter' });
    await expect(starter.getByRole('listitem').filter({ hasText: 'Certificates' })).toBeVisible();
    const plans = page.locator('#pricing').getByRole('article');
    await expect(plans).toHaveCount(3);
    for (const feature of ['AI tools', 'Knowledge base', 'Coming soon'])
      await expect(plans.getByText(feature)).toHaveCount(0);
  });
});

test('the academy-only calls answer as unknown on teams, and as usual on academy', async ({ request }) => {
  const calls = [
    ['free_lessons.php', 'get_free_lessons', {}],
    ['free_lessons.php', 'get_free_lesson', { CoursePartId: 1 }],
    ['booking.php', 'request_session', { Name: 'Vera', Email: 'vera@example.com' }],
  ] as const;
  for (const [file, req, data] of calls) {
    const teams = await callOn(request, TEAMS_URL, file, req, data);
    expect(teams, `${file} ${req}`).toEqual({
      status: 400,
      body: expect.objectContaining({ status: 'INVALID', error_code: 'UNKNOWN_CALL' }),
    });
    const academy = await callOn(request, ACADEMY_URL, file, req, data);
    expect(academy.body.status, `${file} ${req}`).toBe('OK');
  }
  // The signed-in ones: unknown on teams before anything else is looked at.
  for (const [file, req] of [
    ['ear_training.php', 'complete_round'],
    ['resources.php', 'get_resources'],
  ] as const) {
    const teams = await callOn(request, TEAMS_URL, file, req, {});
    expect(teams.body.error_code, `${file} ${req}`).toBe('UNKNOWN_CALL');
  }
});

test('a coach (type 8) opens the version history', async ({ openAs }) => {
  const page = await openAs('coach');
  await page.goto('/MyCourses');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('link', { name: 'Version history' })
    .click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Version history' })).toBeVisible();
  await expect(main(page).getByRole('row').nth(1)).toBeVisible();
});
