// The events the news follow: a published item refetches the latest news shown.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { NewsApi } from './newsApi';

export function startNewsRealtime(startListening: AppStartListening, newsApi: NewsApi): Unsubscribe {
  return startListening(
    onEvents(['news:published'], (_event, { dispatch, getState }) => {
      if (hasLoaded(newsApi, getState(), 'getLatestNews')) dispatch(newsApi.util.invalidateTags(['News']));
    }),
  );
}
