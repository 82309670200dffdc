// Without SMTP (as the journeys' servers run) mail goes to files: the school's admins see a
// banner saying so and how to set SMTP, in their language; it hides for the tab's session. A
// coach sees none (the flag reaches the school's admins only: server/features/settings/mailStatus.test.ts).
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

test('an admin is told that mail goes to files and how to set SMTP; a coach is not', async ({ openAs }) => {
  const admin = await openAs('admin');
  await admin.goto('/statistics');
  const banner = admin.getByRole('region', { name: 'Mail is not sent' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('reaches no one');
  await expect(banner).toContainText('SMTP_HOST');
  await expectAccessible(admin);
  await banner.getByRole('button', { name: 'Hide until next visit' }).click();
  await expect(banner).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);

  const coach = await openAs('coach');
  await coach.goto('/my-students');
  await expect(coach.getByRole('heading', { level: 1 })).toBeVisible();
  await coach.waitForLoadState('networkidle');
  await expect(coach.getByRole('region', { name: 'Mail is not sent' })).toHaveCount(0);
});

test.describe('with a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('the banner reads in Swedish', async ({ openAs }) => {
    const admin = await openAs('admin');
    await admin.goto('/statistics');
    const banner = admin.getByRole('region', { name: 'E-post skickas inte' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('SMTP_HOST');
    await expect(banner.getByRole('button', { name: 'Dölj till nästa besök' })).toBeVisible();
  });
});
