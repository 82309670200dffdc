// The feed's pages as the cache keeps them, and the pure steps that take in a push: a new
// notification goes on top once; a read one is marked read; each push's Unread is the count now.
import type { Notification } from '../../../shared/entities/notification';

export interface FeedPage {
  Items: Notification[];
  Unread: number;
}

export interface FeedPages {
  pages: FeedPage[];
  pageParams: number[];
}

/** The feed's page size (the server's default). */
export const FEED_PAGE = 20;

export function unreadOf(data: FeedPages | undefined): number {
  return data?.pages[0]?.Unread ?? 0;
}

function setUnread(draft: FeedPages, unread: number): void {
  for (const page of draft.pages) page.Unread = unread;
}

export function addNotification(draft: FeedPages, item: Notification, unread: number): void {
  const first = draft.pages[0];
  if (!first) return;
  if (!draft.pages.some((page) => page.Items.some((i) => i.Id === item.Id))) first.Items.unshift(item);
  setUnread(draft, unread);
}

export function applyRead(draft: FeedPages, ids: number[] | 'all', unread: number): void {
  const read = ids === 'all' ? null : new Set(ids);
  for (const page of draft.pages)
    for (const item of page.Items) if (read === null || read.has(item.Id)) item.Read = true;
  setUnread(draft, unread);
}

/** The next page starts below the oldest one shown; a short page was the last. */
export function nextBefore(last: FeedPage): number | undefined {
  return last.Items.length < FEED_PAGE ? undefined : last.Items.at(-1)?.Id;
}
