// The cached message lists (the inbox and each conversation) as pages of get_messages, and how
// pushes change them (SPEC §4, §5, §9): a message already in the list is not added again, the
// stored list is capped at 100 newest first, opened and removed messages follow the server.
// The functions change the pages in place: they run on RTK Query's Immer drafts.
import { MESSAGE_RULES, type Message } from './rules';

export interface MessagesPage {
  data: Message[];
  pagination: { page: number; total_pages: number };
  unopened: number;
}

export interface PagedMessages {
  pages: MessagesPage[];
  pageParams: number[];
}

/** The most pages kept: together they hold the stored cap (100 messages, pages of 25). */
export const MAX_PAGES = Math.ceil(MESSAGE_RULES.storedCap / MESSAGE_RULES.pageSize);

function newestFirst(a: Message, b: Message): number {
  if (a.CDate !== b.CDate) return a.CDate < b.CDate ? 1 : -1;
  return b.Id - a.Id;
}

/** Every message once, newest first, at most the stored cap. */
export function flattenMessages(pages: readonly MessagesPage[]): Message[] {
  const byId = new Map<number, Message>();
  for (const page of pages)
    for (const message of page.data) if (!byId.has(message.Id)) byId.set(message.Id, message);
  return [...byId.values()].sort(newestFirst).slice(0, MESSAGE_RULES.storedCap);
}

/** The same message by id, or the same send by its ClientId. */
export function findMessage(pages: readonly MessagesPage[], message: Pick<Message, 'Id' | 'ClientId'>) {
  for (const page of pages)
    for (const stored of page.data)
      if (stored.Id === message.Id || (message.ClientId !== null && stored.ClientId === message.ClientId))
        return stored;
  return undefined;
}

/** Adds a message at the top unless it is already in the list; true when added. */
export function addMessage(cache: PagedMessages, message: Message): boolean {
  if (findMessage(cache.pages, message)) return false;
  const first = cache.pages[0];
  if (!first) {
    cache.pages.push({ data: [message], pagination: { page: 1, total_pages: 1 }, unopened: 0 });
    cache.pageParams.push(1);
  } else {
    first.data.unshift(message);
  }
  return true;
}

/** Marks messages opened; answers how many of them were addressed to `userId` and unopened. */
export function applyOpened(
  cache: PagedMessages,
  ids: readonly number[],
  showedDate: string,
  userId: number,
): number {
  const wanted = new Set(ids);
  const counted = new Set<number>();
  for (const page of cache.pages)
    for (const message of page.data) {
      if (!wanted.has(message.Id) || message.ShowedDate !== null) continue;
      message.ShowedDate = showedDate;
      if (message.ToUserId === userId) counted.add(message.Id);
    }
  return counted.size;
}

/** Takes a message out of every page; answers it if it was there. */
export function removeMessage(cache: PagedMessages, id: number): Message | undefined {
  let removed: Message | undefined;
  for (const page of cache.pages) {
    const index = page.data.findIndex((message) => message.Id === id);
    if (index >= 0) [removed] = page.data.splice(index, 1);
  }
  return removed;
}

/** After replying to someone, their messages count as replied (the server sets ReplyDate too). */
export function markRepliedFrom(cache: PagedMessages, senderId: number, replyDate: string): void {
  for (const page of cache.pages)
    for (const message of page.data)
      if (message.FromUserId === senderId && message.ReplyDate === null) message.ReplyDate = replyDate;
}

export function setUnopened(cache: PagedMessages, count: number): void {
  const first = cache.pages[0];
  if (first) first.unopened = Math.max(0, count);
}

export function unopenedOf(cache: PagedMessages | undefined): number {
  return cache?.pages[0]?.unopened ?? 0;
}

/** The next page to load, or undefined at the last page or the stored cap. */
export function nextPageParam(
  lastPage: MessagesPage,
  allPages: readonly MessagesPage[],
  lastPageParam: number,
): number | undefined {
  if (allPages.length >= MAX_PAGES) return undefined;
  return lastPageParam < lastPage.pagination.total_pages ? lastPageParam + 1 : undefined;
}
