// Students find courses: on a phone, a new student's empty My courses offers the catalogue first
// and a registration code second, and the catalogue is in the top bar (a visitor's too); once a
// course is theirs, its card starts it, and after the first part "Continue" opens the next
// unfinished one. The student and the course are the journey's own.
import * as courses from '../shared/calls/courses';
import { expectAccessible } from './support/a11y';
import { call } from './support/api';
import { makeCourse, makePerson, unique } from './support/factories';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

test('an empty My courses leads to the catalogue first; a course card goes on where the student left off', async ({
  openAs,
  openPage,
}) => {
  test.setTimeout(120_000);
  const student = await makePerson('academy', { first: 'Nora', last: 'Newcomer' });
  const page = await openAs(student, { viewport: PHONE });
  await page.goto('/MyCourses');
  const main = page.getByRole('main');
  await expect(main.getByText('You have no courses yet.')).toBeVisible();
  // The catalogue first, the code second.
  await expect(main.getByRole('link', { name: /^(Browse the catalogue|Redeem a code)$/ })).toHaveText([
    'Browse the catalogue',
    'Redeem a code',
  ]);
  const catalogue = page.getByRole('banner').getByRole('link', { name: 'Catalogue' });
  await expect(catalogue).toBeVisible();
  await expect
    .poll(async () => {
      const box = await catalogue.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Browse the catalogue' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

  // A visitor on a phone finds it in the top bar as well.
  const visitor = await openPage({ viewport: PHONE });
  await visitor.goto('/News');
  await visitor.getByRole('banner').getByRole('link', { name: 'Catalogue' }).click();
  await expect(visitor).toHaveURL(/\/products$/);

  const course = await makeCourse('academy', {
    name: `Sight Reading ${unique()}`,
    parts: [
      { name: 'First notes', published: true, text: '<p>Middle C.</p>' },
      { name: 'Second notes', published: true, text: '<p>The G above.</p>' },
    ],
    students: [student.id],
  });
  await page.goto('/MyCourses');
  const card = main.getByRole('listitem').filter({ hasText: course.name });
  await card.getByRole('link', { name: 'Start course' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/post/${course.parts[0]}$`));

  await call(
    'academy',
    courses.updateVideoPlay,
    { CourseId: course.id, CoursePartId: course.parts[0]! },
    { token: student.token },
  );
  await page.goto('/MyCourses');
  const next = card.getByRole('link', { name: 'Continue' });
  await expect(next).toHaveAccessibleDescription(course.name);
  await expect(next).toBeVisible();
  await expectAccessible(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/post/${course.parts[1]}$`));
  await expect(page.getByRole('heading', { name: 'Second notes' }).first()).toBeVisible();
});
