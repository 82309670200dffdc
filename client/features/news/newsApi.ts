// News (SPEC §7 news.php), injected into the one api. Every news list follows `news:published`:
// a published item appears on open pages and in the banner without a reload.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as content from '../../../shared/calls/content';
import type { NewsItem } from '../../../shared/calls/content';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { newsCalls } from './calls';

export type { NewsItem };

export interface SaveNewsArgs {
  id?: number;
  title: string;
  content: string;
  title_sv?: string;
  content_sv?: string;
  Published: boolean;
}

const newsTagged = api.enhanceEndpoints({ addTagTypes: ['News'] });

export const newsApi = newsTagged.injectEndpoints({
  endpoints: (build) => ({
    /** Published news, newest first; the first is the spotlight. */
    getLatestNews: build.query<NewsItem[], { user_id: number | null; limit?: number }>({
      query: (args) => fromContract(newsCalls.getLatestNews).query(args),
      transformResponse: (reply: CallReply<typeof content.getLatestNews>) => reply.data,
      providesTags: [{ type: 'News', id: 'LIST' }],
    }),
    getNewsItem: build.query<NewsItem, number>({
      query: (id) => fromContract(newsCalls.getNewsItem).query({ id }),
      transformResponse: (reply: CallReply<typeof content.getNewsItem>) => reply.data,
      providesTags: (_item, _error, id) => [{ type: 'News', id }],
    }),
    /** Staff: every item, drafts too. */
    getAllNews: build.query<NewsItem[], void>({
      query: () => fromContract(newsCalls.getAllNews).query({}),
      transformResponse: (reply: CallReply<typeof content.getAllNews>) => reply.data,
      providesTags: [{ type: 'News', id: 'ALL' }],
    }),
    saveNews: build.mutation<NewsItem, SaveNewsArgs>({
      query: (args) => fromContract(newsCalls.saveNews).query(args),
      transformResponse: (reply: CallReply<typeof content.saveNews>) => reply.data,
      invalidatesTags: (item) => ['News', ...(item ? [{ type: 'News' as const, id: item.id }] : [])],
    }),
    storeNewsInteraction: build.mutation<void, { news_id: number; user_id: number }>({
      query: (args) => fromContract(newsCalls.storeNewsInteraction).query(args),
      transformResponse: () => undefined,
    }),
  }),
});

export type NewsApi = typeof newsApi;

// The events the news follow: a published item refetches the latest news shown.
export function startNewsRealtime(startListening: AppStartListening, newsApi: NewsApi): Unsubscribe {
  return startListening(
    onEvents(['news:published'], (_event, { dispatch, getState }) => {
      if (hasLoaded(newsApi, getState(), 'getLatestNews')) dispatch(newsApi.util.invalidateTags(['News']));
    }),
  );
}

startNewsRealtime(startAppListening, newsApi);

declareFreshness(newsApi, {
  getLatestNews: ['news:published'],
  getNewsItem: ['news:published'],
  getAllNews: ['news:published'],
});

export const {
  useGetLatestNewsQuery,
  useGetNewsItemQuery,
  useGetAllNewsQuery,
  useSaveNewsMutation,
  useStoreNewsInteractionMutation,
} = newsApi;
