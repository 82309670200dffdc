// Reloads every call the client holds an answer to, for when its events can no longer say what
// changed (the server's log was restored from a backup: catchUp.ts). Each cached query is asked
// again with its own arguments; mounted components show the new answers as they arrive.

import { api } from '../api/api';
import type { AppDispatch, RootState } from '../base/store';

interface Refetchable {
  initiate(args: unknown, options: { subscribe: false; forceRefetch: true }): unknown;
}

export async function reloadCachedData(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const endpoints = api.endpoints as unknown as Record<string, Refetchable | undefined>;
  const queries = Object.values(getState().api.queries).filter((entry) => entry !== undefined);
  await Promise.allSettled(
    queries.map((entry) => {
      const endpoint = entry.endpointName ? endpoints[entry.endpointName] : undefined;
      if (!endpoint) return Promise.resolve();
      // A failure is the query's own to show, as on any load; the others go on.
      return Promise.resolve(
        dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never),
      );
    }),
  );
}
