// The events the page texts follow: `content:changed` refetches a text shown now in that locale.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, loadedArgs, onEvents } from '../../app/listeners';
import type { ContentApi } from './contentApi';
import { contentTagId } from './contentTags';

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
