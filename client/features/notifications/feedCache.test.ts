import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/entities/notification';
import { addNotification, applyRead, FEED_PAGE, type FeedPages, nextBefore, unreadOf } from './feedCache';

const item = (Id: number, Read = false): Notification => ({
  Id,
  Type: 'task',
  At: '2026-11-26T10:00:00.000Z',
  Read,
  Payload: { TaskId: Id, TaskType: 2, Description: `Task ${Id}` },
});

const cache = (...pages: Notification[][]): FeedPages => ({
  pages: pages.map((Items) => ({ Items, Unread: Items.filter((i) => !i.Read).length })),
  pageParams: pages.map((_, i) => i),
});

describe('the feed cache', () => {
  it('a pushed notification goes on top once, with the pushed count', () => {
    const draft = cache([item(2), item(1, true)]);
    addNotification(draft, item(3), 2);
    addNotification(draft, item(3), 2);
    expect(draft.pages[0]!.Items.map((i) => i.Id)).toEqual([3, 2, 1]);
    expect(unreadOf(draft)).toBe(2);
  });

  it('a read push marks the named ones read on every page, or all of them', () => {
    const draft = cache([item(4), item(3)], [item(2), item(1)]);
    applyRead(draft, [3, 1], 2);
    expect(draft.pages.flatMap((p) => p.Items.filter((i) => i.Read).map((i) => i.Id))).toEqual([3, 1]);
    expect(draft.pages.map((p) => p.Unread)).toEqual([2, 2]);
    applyRead(draft, 'all', 0);
    expect(draft.pages.every((p) => p.Items.every((i) => i.Read))).toBe(true);
    expect(unreadOf(draft)).toBe(0);
  });

  it('pages on below the oldest shown until a short page', () => {
    const full = Array.from({ length: FEED_PAGE }, (_, i) => item(100 - i));
    expect(nextBefore({ Items: full, Unread: 0 })).toBe(100 - FEED_PAGE + 1);
    expect(nextBefore({ Items: full.slice(0, 3), Unread: 0 })).toBeUndefined();
    expect(unreadOf(undefined)).toBe(0);
  });
});
