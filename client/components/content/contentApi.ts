// Page texts (SPEC §7 content/get_content.php). Each text is cached per key, language and zone and
// follows `content:changed`: a text saved anywhere is fetched again by every page showing it.
import type * as content from '../../../shared/calls/content';
import type { Locale } from '../../../shared/site';
import { api } from '../../api/api';
import { type CallReply, fromContract } from '../../api/contract';
import { onRealtimeEventWhileCached } from '../../realtime/eventListeners';
import { contentCalls } from './calls';

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

/** One cache tag per stored text (the zone is the server's business: both zones refetch). */
export function contentTagId(key: string, locale: string): string {
  return `${locale}:${key}`;
}

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
      onCacheEntryAdded: (args, entry) =>
        onRealtimeEventWhileCached(entry, (event) => {
          if (event.type !== 'content:changed') return;
          if (event.payload.Key !== args.TheKey || event.payload.Locale !== args.Locale) return;
          entry.dispatch(
            contentApi.util.invalidateTags([{ type: 'Content', id: contentTagId(args.TheKey, args.Locale) }]),
          );
        }),
    }),
    /** Staff save a text (page-edit mode); the server pushes content:changed to every page. */
    saveContent: build.mutation<CallReply<typeof content.saveContent>['data'], SaveContentArgs>({
      query: (args) => fromContract(contentCalls.saveContent).query(args),
      transformResponse: (reply: CallReply<typeof content.saveContent>) => reply.data,
    }),
  }),
});

export const { useGetContentQuery, useSaveContentMutation } = contentApi;
