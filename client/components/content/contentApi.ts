// Page texts (SPEC §7 content/get_content.php). Each text is cached per key, language and zone and
// follows `content:changed`: a text saved anywhere is fetched again by every page showing it.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as content from '../../../shared/calls/content';
import type { Locale } from '../../../shared/site';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, loadedArgs, onEvents, startAppListening } from '../../base/listeners';
import { contentCalls } from './calls';
import { contentTagId } from './contentTags';

export interface ContentArgs {
  TheKey: string;
  DefaultContent: string;
  Locale: Locale;
  isZoned: boolean;
}

export interface SaveContentArgs {
  TheKey: string;
  content: string;
  Locale: Locale;
  isZoned: boolean;
}

export interface PageText {
  Content: string;
  ModificationDate: string | null;
}

export { contentTagId };

export const contentApi = api.enhanceEndpoints({ addTagTypes: ['Content'] }).injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<PageText, ContentArgs>({
      query: (args) => fromContract(contentCalls.getContent).query(args),
      transformResponse: (reply: CallReply<typeof content.getContent>) => {
        const text = reply.data[0];
        return { Content: text?.Content ?? '', ModificationDate: text?.ModificationDate ?? null };
      },
      providesTags: (_text, _error, args) => [
        { type: 'Content', id: contentTagId(args.TheKey, args.Locale) },
      ],
    }),
    /** Staff save a text (page-edit mode); the server pushes content:changed to every page. */
    saveContent: build.mutation<CallReply<typeof content.saveContent>['data'], SaveContentArgs>({
      query: (args) => fromContract(contentCalls.saveContent).query(args),
      transformResponse: (reply: CallReply<typeof content.saveContent>) => reply.data,
    }),
  }),
});

export type ContentApi = typeof contentApi;

// The events the page texts follow: `content:changed` refetches a text shown now in that locale.
export function startContentRealtime(startListening: AppStartListening, contentApi: ContentApi): Unsubscribe {
  return startListening(
    onEvents(['content:changed'], (event, { dispatch, getState }) => {
      const { Key, Locale } = event.payload;
      const shown = loadedArgs(contentApi, getState(), 'getContent');
      if (shown.some((args) => args.TheKey === Key && args.Locale === Locale))
        dispatch(contentApi.util.invalidateTags([{ type: 'Content', id: contentTagId(Key, Locale) }]));
    }),
  );
}

startContentRealtime(startAppListening, contentApi);

declareFreshness(contentApi, { getContent: ['content:changed'] });

export const { useGetContentQuery, useSaveContentMutation } = contentApi;
