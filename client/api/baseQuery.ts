// The base query for the legacy calls (SPEC §7): POST /api/backend/<file> with a urlencoded body
// `req=<action>&data=<JSON>`, the token as a Bearer header and the site variant as `Site`
// (callRequest.ts). Urlencoded because multipart parsing halves the server's throughput
// (docs/architecture.md).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { CallContextState } from './callContext';
import type { CallError } from './callError';
import { type CallArgs, callRequest, sendCall } from './callRequest';
import { callsHeld } from './cursorGate';

export type { CallArgs };

export function siteOf(state: unknown): string | null {
  const context = (state as { callContext?: CallContextState }).callContext;
  return context?.site ?? null;
}

/** The longest a read waits for a busy server before its one more try, in seconds. */
export const BUSY_WAIT_MAX_SEC = 30;
/** The wait when a BUSY reply says none. */
const BUSY_WAIT_DEFAULT_SEC = 1;

export const legacyBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (args, api) => {
  // get_events learns the cursor the others wait for (cursorGate.ts).
  const held = args.req === 'get_events' ? null : callsHeld(api.getState);
  if (held) await held;
  const send = () => {
    const { url, init } = callRequest(args, siteOf(api.getState()), { signal: api.signal });
    return sendCall(url, init);
  };
  let result = await send();
  const error = result.error;
  // A busy or unreachable database (503 BUSY) asks the client to wait: a read (a query, which
  // changes nothing) waits as told, bounded, and tries once more. A write is not sent twice: its
  // form shows the busy notice and the person decides.
  if (api.type === 'query' && error?.kind === 'failure' && error.failure.error_code === 'BUSY') {
    const seconds = Math.min(error.retryAfterSec ?? BUSY_WAIT_DEFAULT_SEC, BUSY_WAIT_MAX_SEC);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // A page that no longer wants the answer (its request aborted) is not asked again.
    if (!api.signal.aborted) result = await send();
  }
  return result.error ? { error: result.error } : { data: result.data };
};
