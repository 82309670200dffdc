// The inbox, followed from the start for every signed-in person: its pushes keep the cache (and
// the incoming sound) live while the bell's messages tab is closed. The bell itself is the
// notification feed's (client/features/notifications), with the message list as its second tab.
import { useAfterStartUp } from '../../base/afterStartUp';
import { unopenedOf } from './messageCache';
import { useGetInboxInfiniteQuery } from './messagesApi';

/** Keeps the inbox loaded (after the page's start-up: the bell counts the feed) and answers its unopened count. */
export function useFollowInbox(): number {
  const { data } = useGetInboxInfiniteQuery(undefined, { skip: !useAfterStartUp() });
  return unopenedOf(data);
}
