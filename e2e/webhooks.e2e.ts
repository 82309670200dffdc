// Webhooks (/admin/webhooks, type 2): the admin is told at the address field why a plain-http
// address is refused, adds a switched-off endpoint with a public address and sees its secret
// once, opens its (empty) deliveries, and removes it.
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';

test('an admin registers an endpoint, sees its secret once and its deliveries, and removes it', async ({
  openAs,
}) => {
  const admin = await openAs('admin');
  await admin.goto('/admin/webhooks');
  await expect(admin.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  // A public address of the journey's own (the endpoint stays switched off: nothing is sent).
  const url = `https://93.184.215.14/tonic-${Date.now()}`;
  const address = admin.getByRole('textbox', { name: 'Address' });

  await address.fill(url.replace('https://', 'http://'));
  // Chosen by keyboard: the school-wide banners above the form can appear while the list is open
  // and move it under the pointer.
  const events = admin.getByRole('combobox', { name: 'Events' });
  await events.fill('task:changed');
  await expect(admin.getByRole('option', { name: 'task:changed' })).toBeAttached();
  await events.press('ArrowDown');
  await events.press('Enter');
  await events.press('Escape');
  await expect(admin.getByRole('main').getByText('task:changed', { exact: true })).toBeVisible();
  await admin.getByRole('switch', { name: 'Active' }).uncheck();
  await admin.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(admin.getByText('The address must start with https://.')).toBeVisible();
  await expectAccessible(admin);

  await address.fill(url);
  await admin.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(admin.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expectAccessible(admin);

  const row = admin.locator(`tr[data-webhook="${url}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Deliveries' }).click();
  await expect(admin.getByText('No deliveries yet.')).toBeVisible();
  await expectAccessible(admin);

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
});
