// The work queue (/Tasks) in journeys that click into it.
import { expect, type Page } from '@playwright/test';

/**
 * Filters an open /Tasks to one type of task. The queue is live and newest first: other people's
 * new tasks, arriving at its top, would move a journey's row under the pointer.
 */
export async function showOnlyTaskType(page: Page, type: string): Promise<void> {
  const filter = page.getByRole('combobox', { name: 'Type' });
  await filter.click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(filter).toHaveValue(type);
}
