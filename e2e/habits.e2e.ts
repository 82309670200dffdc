// The habit loop on two devices of one new student (issue 34): a part finished on her phone
// counts her day, and her desktop's top-bar ring shows the streak at once; XP toward her goal
// moves the ring there too, and reaching the goal is announced on both.
import type { Page } from '@playwright/test';
import * as courses from '../shared/calls/courses';
import * as habits from '../shared/calls/habits';
import * as rewards from '../shared/calls/rewards';
import { REWARD_TIMINGS } from '../shared/rewards';
import { expectAccessible } from './support/a11y';
import { call } from './support/api';
import { holdClock, runClockUntil } from './support/clock';
import { makePerson } from './support/factories';
import { expect, test } from './support/test';

const ring = (page: Page) => page.getByTestId('habit-ring');

/** The "First steps" achievement (5 XP) opens on every device of hers: closed to go on. */
async function closeAchievement(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Achievement unlocked!' });
  // Most of the wait before it opens in one move: it opens 2.5 s after the reward, and stays 5 s.
  await page.clock.runFor(REWARD_TIMINGS.achievementDelayMs - 500);
  await runClockUntil(page, (wait) => expect(dialog).toContainText('First steps', wait));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await runClockUntil(page, (wait) => expect(dialog).toBeHidden(wait));
  await page.clock.resume();
}

test('a part finished on one device moves the streak and the goal ring on the other', async ({ openAs }) => {
  const student = await makePerson('academy', { first: 'Hana', last: 'Habit', courses: [1] });
  await call('academy', habits.saveHabitSettings, { DailyGoalXp: 10 }, { token: student.token });
  const desk = await openAs(student);
  const phone = await openAs(student);
  // Each device's clock, held from the claim on, so that its celebration waits to be closed (support/clock.ts).
  await desk.clock.install();
  await phone.clock.install();
  await desk.goto('/MyCourses');
  await expect(ring(desk)).toHaveAttribute('data-streak', '0');
  await expect(ring(desk)).toHaveAccessibleName(/^Streak 0 days, today 0 of 10 XP/);

  // On the phone: the course's first part, marked watched.
  await phone.goto('/course/1');
  await phone.getByRole('main').getByRole('link', { name: 'Start course' }).click();
  await phone.getByRole('button', { name: 'Mark as watched' }).click();
  await expect(phone.getByRole('main').getByText('Watched', { exact: true })).toBeVisible();
  await expect(ring(phone)).toHaveAttribute('data-streak', '1');
  // The desktop follows without a reload.
  await expect(ring(desk)).toHaveAttribute('data-streak', '1');

  // The part's XP reward claimed on the phone, then a second part's: the goal is reached.
  const claim = phone.getByRole('region', { name: 'XP reward' }).getByRole('button', { name: 'Claim 5 XP' });
  await expect(claim).toBeVisible();
  await holdClock(desk);
  await holdClock(phone);
  await claim.click();
  await runClockUntil(phone, (wait) => expect(ring(desk)).toHaveAccessibleName(/today 5 of 10 XP/, wait));
  await closeAchievement(desk);
  await closeAchievement(phone);
  const token = student.token;
  const claimed = (await call('academy', rewards.getClaimedRewards, { CourseId: 1 }, { token })).data;
  const course = await call('academy', courses.getCourse, { CourseId: 1 }, { token });
  const other = course.data[0]!.CourseParts.find((part) => !claimed.includes(part.Id))!.Id;
  await call('academy', rewards.saveReward, { course_id: 1, course_part_id: other }, { token });
  await expect(ring(desk)).toHaveAccessibleName(/^Streak 1 day, today 10 of 10 XP/);
  await expect(desk.getByTestId('goal-reached')).toHaveText('Daily goal reached!');
  await expect(phone.getByTestId('goal-reached')).toHaveText('Daily goal reached!');
  await expectAccessible(desk);
});
