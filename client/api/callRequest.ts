// One call on the wire (SPEC §7): POST /api/backend/<file> with a urlencoded body
// `req=<action>&data=<JSON>`, the token as a Bearer header and the site variant as `Site`; and the
// reply read back as data or a CallError. The base query and the calls that must outlive the page
// (keepaliveCall.ts) both send through here, so they look the same to the server.
import { callPath } from '../../shared/calls/define';
import { asCallError, type CallError, looksLikeFailure } from './callError';
import { readToken } from './token';

export interface CallArgs {
  file: string;
  req: string;
  data: unknown;
}

export function callRequest(
  args: CallArgs,
  site: string | null,
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): { url: string; init: RequestInit; body: string } {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    Accept: 'application/json',
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (site) headers.Site = site;
  const body = new URLSearchParams({ req: args.req, data: JSON.stringify(args.data ?? {}) }).toString();
  return { url: callPath(args), init: { method: 'POST', headers, body, ...options }, body };
}

function unexpectedReply(httpStatus: number): CallError {
  return {
    kind: 'failure',
    httpStatus,
    failure: { status: 'ERROR', error_code: 'INTERNAL', message: 'Something went wrong...' },
  };
}

/** Sends the request and reads the reply: the success envelope, or why not. */
export async function sendCall(
  url: string,
  init: RequestInit,
): Promise<{ data: unknown; error?: undefined } | { error: CallError; data?: undefined }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    return { error: asCallError(error) };
  }
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    return { error: unexpectedReply(response.status) };
  }
  if (looksLikeFailure(reply)) {
    const error: CallError = { kind: 'failure', httpStatus: response.status, failure: reply };
    // Seconds: the server never sends a date (which reads as NaN, so none).
    const retryAfterSec = Number(response.headers.get('retry-after'));
    if (retryAfterSec > 0) error.retryAfterSec = retryAfterSec;
    return { error };
  }
  if (!response.ok || (reply as { status?: unknown }).status !== 'OK') {
    return { error: unexpectedReply(response.status) };
  }
  return { data: reply };
}
