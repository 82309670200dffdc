// One signed delivery's POST: bounded in time, to an address checked again at connection time
// (a host name that now points at a private address reaches nothing), redirects not followed.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { messageOf } from '../../../shared/thrown';
import { checkAddressLiteral, checkedLookup, type DestinationRules } from './destination';
import type { SignedHeaders } from './signing';

/** The longest answer body read from a receiver (the rest is dropped). */
const MAX_ANSWER_BYTES = 4096;

export interface PostOptions {
  timeoutMs: number;
  rules: DestinationRules;
  /** The requests under way, so a stopping node can end them. */
  requests: Set<http.ClientRequest>;
}

/** One POST, bounded in time; only a 2xx answer counts as delivered (redirects are not followed). */
export function postSigned(
  target: string,
  signed: SignedHeaders,
  body: string,
  { timeoutMs, rules, requests }: PostOptions,
): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve({ ok: false, status: null, error: 'The address is not a valid URL.' });
      return;
    }
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const client = url.protocol === 'https:' ? https : http;
    if (url.protocol !== 'https:' && !rules.allowPrivate) {
      resolve({ ok: false, status: null, error: 'A webhook address must start with https://.' });
      return;
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Tonic-Webhooks/1',
          ...signed,
        },
        // IP literals are not looked up: checked here instead.
        ...(isIP(host) === 0 && { lookup: checkedLookup(port, rules) }),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? null;
        const done = () =>
          resolve({
            ok: status !== null && status >= 200 && status < 300,
            status,
            error:
              status !== null && status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
          });
        response.on('end', done);
        response.on('close', done);
      },
    );
    const overall = setTimeout(() => request.destroy(new Error('No answer in time.')), timeoutMs);
    request.on('timeout', () => request.destroy(new Error('No answer in time.')));
    request.on('error', (error) =>
      resolve({ ok: false, status: null, error: messageOf(error).slice(0, 500) }),
    );
    requests.add(request);
    request.on('close', () => {
      clearTimeout(overall);
      requests.delete(request);
    });
    if (isIP(host) !== 0) {
      try {
        checkAddressLiteral(host, port, rules);
      } catch (refused) {
        request.destroy(refused as Error);
        return;
      }
    }
    request.end(body);
  });
}
