// The coaching schedule (/adminschedule, /book-a-coaching-session): a coach publishes a free time
// in their own zone; a visitor books it, and the coach's open task queue and schedule show the
// booking without a reload while another visitor's page stops offering the time. The visitor
// then cancels with the link from their mail and the time is free again, live.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { mailedLink } from './support/mail';
import { expect, test } from './support/test';

/** A whole hour far ahead, different on each run, as a `datetime-local` value. */
function freshLocalTime(): string {
  const hours = Math.floor(Date.now() / 1000) % 40_000;
  const at = new Date(Date.UTC(2033, 0, 1) + hours * 3_600_000);
  return at.toISOString().slice(0, 13).concat(':00');
}

test('a visitor books a slot and the coach sees the task appear', async ({ openAs, openPage }) => {
  test.setTimeout(150_000);
  const schedule = await openAs('admin', { timezoneId: 'Europe/Stockholm' });
  const tasks = await schedule.context().newPage();

  // The coach publishes a time; the page names the zone the times are in.
  await schedule.goto('/adminschedule');
  await expect(schedule.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(schedule.getByTestId('schedule-zone')).toHaveText(
    'Times are shown in your time zone: Europe/Stockholm.',
  );
  const note = `Ear training (${Date.now()})`;
  await schedule.getByRole('textbox', { name: 'Start' }).fill(freshLocalTime());
  await schedule.getByLabel('Note (optional)').fill(note);
  await schedule.getByRole('button', { name: 'Publish' }).click();
  const row = schedule.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText('Free');
  await expectAccessible(schedule);

  await tasks.goto('/Tasks');
  await expect(tasks.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();

  // Two visitors without an account open the booking page; both are offered the time.
  const visitor = await openPage({ timezoneId: 'America/New_York' });
  const other = await openPage({ timezoneId: 'America/New_York' });
  for (const page of [visitor, other]) {
    await page.goto('/book-a-coaching-session');
    await expect(page.getByText('Times are shown in your time zone: America/New_York.')).toBeVisible();
  }
  const option = (page: Page) =>
    page.getByRole('radiogroup', { name: 'Free times' }).locator('.mantine-Radio-root', { hasText: note });
  await expect(option(other)).toContainText('with Ada Admin');
  await expectAccessible(visitor);

  const email = `vera.${Date.now()}@example.test`;
  await option(visitor).getByRole('radio').check();
  const form = visitor.getByRole('form', { name: 'Book a free time' });
  await form.getByLabel('Your name').fill('Vera Visitor');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Book this time' }).click();
  await expect(visitor.getByRole('status')).toContainText('Booked:');
  await expect(visitor.getByRole('status')).toContainText(email);

  // The coach's open queue and schedule show the booking without a reload.
  const task = tasks.getByRole('row').filter({ hasText: 'Coaching session with Vera Visitor' });
  await expect(task).toBeVisible();
  await expect(task).toContainText('Coaching booking');
  await expect(row).toContainText('Booked by Vera Visitor');
  await expect(row).toContainText(email);

  // The other visitor's page (no session: it polls) stops offering the time.
  await expect(option(other)).toHaveCount(0, { timeout: 10_000 });

  // The visitor cancels with the mailed link; the coach's schedule shows the time free again.
  const link = await mailedLink(email, /https?:\/\/[^\s"<>]*cancel=[\w-]+/);
  const url = new URL(link);
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(visitor.getByRole('heading', { name: 'Cancel your booking' })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your booking is cancelled');
  await expect(row).toContainText('Free');
  await expect(option(other)).toBeVisible({ timeout: 10_000 });

  // The coach removes the free time; it leaves the open booking pages.
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await expect(option(other)).toHaveCount(0, { timeout: 10_000 });
});
