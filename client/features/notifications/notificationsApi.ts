// The notification feed (notifications.php), injected into the one api. The feed follows
// notification:new and notification:read, pushed or caught up, so every device of the person
// shows the same feed and badge.
import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as notifications from '../../../shared/calls/notifications';
import type { Notification } from '../../../shared/entities/notification';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, onEvents, startAppListening } from '../../base/listeners';
import { notificationCalls } from './calls';
import { addNotification, applyRead, FEED_PAGE, type FeedPage, nextBefore } from './feedCache';

const pageOf = (reply: CallReply<typeof notifications.getNotifications>): FeedPage => ({
  Items: reply.data.Items as Notification[],
  Unread: reply.data.Unread,
});

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The person's feed, newest first, FEED_PAGE a page; 0 asks for the newest. */
    getNotifications: build.infiniteQuery<FeedPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => nextBefore(last),
      },
      query: ({ pageParam }) =>
        fromContract(notificationCalls.getNotifications).query({
          Limit: FEED_PAGE,
          ...(pageParam > 0 && { Before: pageParam }),
        }),
      transformResponse: pageOf,
    }),
    markNotificationsRead: build.mutation<
      CallReply<typeof notifications.markNotificationsRead>['data'],
      { Ids: number[] } | { All: true }
    >({
      query: (which) => fromContract(notificationCalls.markNotificationsRead).query(which),
      transformResponse: (reply: CallReply<typeof notifications.markNotificationsRead>) => reply.data,
      // This device follows at once; the others (and this one again) by notification:read.
      async onQueryStarted(which, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const ids = 'All' in which ? 'all' : data.Ids;
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
            applyRead(draft, ids, data.Unread),
          ),
        );
      },
    }),
  }),
});

export type NotificationsApi = typeof notificationsApi;

export function startNotificationsRealtime(
  startListening: AppStartListening,
  notificationsApi: NotificationsApi,
): Unsubscribe {
  return startListening(
    onEvents(['notification:new', 'notification:read'], (event, { dispatch }) => {
      const { updateQueryData } = notificationsApi.util;
      if (event.type === 'notification:new') {
        const { Item, Unread } = event.payload;
        dispatch(
          updateQueryData('getNotifications', undefined, (draft) =>
            addNotification(draft, Item as Notification, Unread),
          ),
        );
      } else {
        const { Ids, Unread } = event.payload;
        dispatch(updateQueryData('getNotifications', undefined, (draft) => applyRead(draft, Ids, Unread)));
      }
    }),
  );
}

startNotificationsRealtime(startAppListening, notificationsApi);

declareFreshness(notificationsApi, {
  getNotifications: ['notification:new', 'notification:read'],
});

export const { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
