// The one RTK Query api of the client. It starts empty: each feature injects its own endpoints
// (auth, settings, realtime, ...), so a feature's calls load with the feature's code.
import { createApi } from '@reduxjs/toolkit/query/react';
import { legacyBaseQuery } from './baseQuery';

export const TAG_TYPES = ['Settings', 'Session'] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: legacyBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
