// The base query for the legacy calls (SPEC §7): POST /api/backend/<file> with a urlencoded body
// `req=<action>&data=<JSON>`, the token as a Bearer header and the site variant as `Site`
// (callRequest.ts). Urlencoded because multipart parsing halves the server's throughput
// (docs/architecture.md).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { CallContextState } from './callContext';
import type { CallError } from './callError';
import { type CallArgs, callRequest, sendCall } from './callRequest';

export type { CallArgs };

export function siteOf(state: unknown): string | null {
  const context = (state as { callContext?: CallContextState }).callContext;
  return context?.site ?? null;
}

export const legacyBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (args, api) => {
  const { url, init } = callRequest(args, siteOf(api.getState()), { signal: api.signal });
  const result = await sendCall(url, init);
  return result.error ? { error: result.error } : { data: result.data };
};
