// A call that must reach the server even when the page is going away (a save when the tab is
// hidden or closed, releasing an edit lock): the same request as any call (callRequest.ts), sent
// with `keepalive` so the browser finishes it after the page is gone. Browsers cap the bodies of
// keepalive requests in flight at 64 KiB together; a bigger one goes as an ordinary request, which
// still completes while the tab is only hidden.
import type { CallContract } from '../../shared/calls/define';
import type { CallArgs } from './callRequest';
import { callRequest, sendCall } from './callRequest';
import type { CallInput, CallRef } from './contract';

export const KEEPALIVE_MAX_BODY_BYTES = 60 * 1024;

/** Resolves with the reply, rejects with a CallError (the page may be gone before either). */
export async function sendKeepaliveCall(args: CallArgs, site: string | null): Promise<unknown> {
  const { url, init, body } = callRequest(args, site);
  const keepalive = new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BODY_BYTES;
  const result = await sendCall(url, { ...init, keepalive });
  if (result.error) throw result.error;
  return result.data;
}

/** sendKeepaliveCall for a call of this client's, typed by its contract. */
export function sendKeepalive<C extends CallContract>(
  ref: CallRef<C>,
  input: CallInput<C>,
  site: string | null,
): Promise<unknown> {
  return sendKeepaliveCall({ file: ref.file, req: ref.req, data: input }, site);
}
