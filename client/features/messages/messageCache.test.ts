// The cached message lists follow pushes without duplicates and keep the stored cap.
import { describe, expect, it } from 'vitest';
import {
  addMessage,
  applyOpened,
  flattenMessages,
  markRepliedFrom,
  nextPageParam,
  type PagedMessages,
  removeMessage,
} from './messageCache';
import type { Message } from './rules';

function message(Id: number, overrides: Partial<Message> = {}): Message {
  return {
    Id,
    ToUserId: 1,
    FromUserId: 2,
    Message: `<p>m${Id}</p>`,
    Title: null,
    CDate: new Date(Date.UTC(2025, 0, 1, 0, Id)).toISOString(),
    ShowedDate: null,
    ReplyDate: null,
    SenderFirstName: 'Cole',
    SenderLastName: 'Coach',
    course_id: null,
    course_part_id: null,
    ClientId: null,
    ...overrides,
  };
}

function cache(...pages: Message[][]): PagedMessages {
  return {
    pages: pages.map((data, index) => ({
      data,
      pagination: { page: index + 1, total_pages: pages.length },
      unopened: 0,
    })),
    pageParams: pages.map((_, index) => index + 1),
  };
}

describe('message cache', () => {
  it('lists every message once, newest first, capped at 100', () => {
    const many = Array.from({ length: 120 }, (_, i) => message(i + 1));
    const list = flattenMessages(cache(many.slice(0, 60), [...many.slice(50, 120)]).pages);
    expect(list).toHaveLength(100);
    expect(list[0]?.Id).toBe(120);
    expect(new Set(list.map((m) => m.Id)).size).toBe(100);
  });

  it('does not add a message already in the list, by id or by ClientId', () => {
    const store = cache([message(1, { ClientId: 'abc-12345' })]);
    expect(addMessage(store, message(1))).toBe(false);
    expect(addMessage(store, message(9, { ClientId: 'abc-12345' }))).toBe(false);
    expect(addMessage(store, message(2))).toBe(true);
    expect(store.pages[0]?.data.map((m) => m.Id)).toEqual([2, 1]);
  });

  it('adds to an empty cache', () => {
    const store = cache();
    addMessage(store, message(3));
    expect(flattenMessages(store.pages).map((m) => m.Id)).toEqual([3]);
  });

  it('marks opened messages and counts only the unopened ones addressed to the user', () => {
    const store = cache([message(1), message(2, { ShowedDate: 'x' }), message(3, { ToUserId: 7 })]);
    expect(applyOpened(store, [1, 2, 3], '2025-01-02T00:00:00.000Z', 1)).toBe(1);
    expect(store.pages[0]?.data.map((m) => m.ShowedDate)).toEqual([
      '2025-01-02T00:00:00.000Z',
      'x',
      '2025-01-02T00:00:00.000Z',
    ]);
  });

  it('removes messages and marks a sender replied to', () => {
    const store = cache([message(1), message(2, { FromUserId: 5 })]);
    expect(removeMessage(store, 1)?.Id).toBe(1);
    expect(removeMessage(store, 1)).toBeUndefined();
    markRepliedFrom(store, 5, 'now');
    expect(store.pages[0]?.data[0]?.ReplyDate).toBe('now');
  });

  it('loads pages until the last one or the stored cap', () => {
    const page = (total: number) => ({ data: [], pagination: { page: 1, total_pages: total }, unopened: 0 });
    expect(nextPageParam(page(3), [page(3)], 1)).toBe(2);
    expect(nextPageParam(page(3), [page(3), page(3), page(3)], 3)).toBeUndefined();
    expect(nextPageParam(page(9), [page(9), page(9), page(9), page(9)], 4)).toBeUndefined();
  });
});
