// "Save now" in the part editor, and its status at the end: saved.
import { expect, type Page } from '@playwright/test';

/**
 * Clicks the part editor's "Save now" and waits for "All changes saved". The editor also saves
 * by itself every 6 s (client/features/editing/autoSave.ts); when that tick falls between the
 * journey's last change and this click, the change is already saved or being saved and the
 * button is disabled, with nothing left for it to do. So the click does not wait for the button
 * to be enabled (that wait would never end): a disabled button ignores it, and either order ends
 * in the same saved state.
 */
export async function saveNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save now' }).click({ force: true });
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
}
