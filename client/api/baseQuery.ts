// The base query for the legacy calls (SPEC §7): POST /api/backend/<file> with a urlencoded body
// `req=<action>&data=<JSON>`, the token as a Bearer header and the site variant as `Site`.
// Urlencoded because multipart parsing halves the server's throughput (docs/architecture.md).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { callPath } from '../../shared/calls/define';
import type { CallContextState } from './callContext';
import { asCallError, type CallError, looksLikeFailure } from './callError';
import { readToken } from './token';

export interface CallArgs {
  file: string;
  req: string;
  data: unknown;
}

function siteOf(state: unknown): string | null {
  const context = (state as { callContext?: CallContextState }).callContext;
  return context?.site ?? null;
}

function unexpectedReply(httpStatus: number): CallError {
  return {
    kind: 'failure',
    httpStatus,
    failure: { status: 'ERROR', error_code: 'INTERNAL', message: 'Something went wrong...' },
  };
}

export const legacyBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (args, api) => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    Accept: 'application/json',
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const site = siteOf(api.getState());
  if (site) headers.Site = site;
  const body = new URLSearchParams({ req: args.req, data: JSON.stringify(args.data ?? {}) });

  let response: Response;
  try {
    response = await fetch(callPath(args), { method: 'POST', headers, body, signal: api.signal });
  } catch (error) {
    return { error: asCallError(error) };
  }

  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    return { error: unexpectedReply(response.status) };
  }
  if (looksLikeFailure(reply))
    return { error: { kind: 'failure', httpStatus: response.status, failure: reply } };
  if (!response.ok || (reply as { status?: unknown }).status !== 'OK') {
    return { error: unexpectedReply(response.status) };
  }
  return { data: reply };
};
